import { z } from './zod';
import {
  CHECKLIST_ITEMS,
  HANDOVER_KINDS,
  HANDOVER_LIMITS,
  HANDOVER_MESSAGES,
  ITEM_STATES,
  type ChecklistItem,
} from '@biclou/domain/handover-checklist';

/**
 * Handover reports (decisions "Handover reports"): check-in at pickup, check-out at
 * return. Only the booking's two parties and admins read them; only the owner writes them and only
 * the renter confirms or contests them.
 */
const HandoverKindSchema = z.enum(HANDOVER_KINDS);
export const HandoverParamsSchema = z.object({ bookingId: z.uuid(), kind: HandoverKindSchema });
/** GET /bookings/:bookingId/handover/report.pdf: the PDF's language (the reader's by default). */
export const HandoverPdfQuerySchema = z.object({ lang: z.enum(['en', 'fr']).optional() });
export const HandoverPhotoParamsSchema = z.object({ bookingId: z.uuid(), photoId: z.uuid() });
/** The kind is the photo's own (checked against it: any other value is the 404 of a missing photo). */
export const HandoverDraftPhotoParamsSchema = z.object({
  bookingId: z.uuid(),
  kind: z.string().max(20),
  photoId: z.uuid(),
});

const ItemStateSchema = z.enum(ITEM_STATES, { message: 'Choose the state of this part.' });

const HandoverChecklistSchema = z.object({
  items: z.object(
    Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, ItemStateSchema])) as Record<
      ChecklistItem,
      typeof ItemStateSchema
    >,
  ),
  accessories: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(HANDOVER_LIMITS.accessoryNameMax),
        present: z.boolean(),
      }),
    )
    .max(HANDOVER_LIMITS.maxAccessories),
  electric: z.boolean(),
  chargerPresent: z.boolean().nullable(),
});

// ---- Write: POST /bookings/:bookingId/handover/:kind ---------------------------------------------
export const SubmitHandoverRequestSchema = z.object({
  checklist: HandoverChecklistSchema,
  batteryPercent: z
    .number({ message: HANDOVER_MESSAGES.battery })
    .int({ message: HANDOVER_MESSAGES.battery })
    .min(0, { message: HANDOVER_MESSAGES.battery })
    .max(100, { message: HANDOVER_MESSAGES.battery })
    .nullable()
    .default(null),
  odometerKm: z
    .number({ message: HANDOVER_MESSAGES.odometer })
    .int({ message: HANDOVER_MESSAGES.odometer })
    .min(0, { message: HANDOVER_MESSAGES.odometer })
    .max(HANDOVER_LIMITS.odometerMaxKm, { message: HANDOVER_MESSAGES.odometer })
    .nullable()
    .default(null),
  notes: z.string().trim().max(HANDOVER_LIMITS.notesMax, { message: HANDOVER_MESSAGES.notes }).default(''),
  photoIds: z
    .array(z.uuid())
    .min(HANDOVER_LIMITS.minPhotos, { message: HANDOVER_MESSAGES.photosTooFew })
    .max(HANDOVER_LIMITS.maxPhotos, { message: HANDOVER_MESSAGES.photosTooMany }),
});
export type SubmitHandoverRequest = z.input<typeof SubmitHandoverRequestSchema>;

// ---- Answer: POST /bookings/:bookingId/handover/:kind/answer -------------------------------------
export const AnswerHandoverRequestSchema = z
  .object({
    answer: z.enum(['confirm', 'contest']),
    comment: z
      .string()
      .trim()
      .max(HANDOVER_LIMITS.commentMax, { message: HANDOVER_MESSAGES.commentTooLong })
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.answer === 'contest' && v.comment.length === 0)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: HANDOVER_MESSAGES.comment });
  });
export type AnswerHandoverRequest = z.input<typeof AnswerHandoverRequestSchema>;

// ---- Read ----------------------------------------------------------------------------------------
export const HandoverPhotoSchema = z.object({
  id: z.uuid(),
  /** The bytes, for the parties and admins only (a private key, never /_img). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The server's time at upload. */
  takenAt: z.string(),
});
export type HandoverPhoto = z.infer<typeof HandoverPhotoSchema>;

export const HandoverReportSchema = z.object({
  id: z.uuid(),
  kind: HandoverKindSchema,
  status: z.enum(['submitted', 'confirmed', 'contested']),
  checklist: HandoverChecklistSchema,
  batteryPercent: z.number().int().nullable(),
  odometerKm: z.number().int().nullable(),
  notes: z.string(),
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
  renterComment: z.string().nullable(),
  photos: z.array(HandoverPhotoSchema),
});
export type HandoverReport = z.infer<typeof HandoverReportSchema>;

export const HandoverComparisonSchema = z.object({
  newDamage: z.array(z.enum(CHECKLIST_ITEMS)),
  missingItems: z.array(z.enum(CHECKLIST_ITEMS)),
  missingAccessories: z.array(z.string()),
  chargerMissing: z.boolean(),
  batteryDrop: z.number().int().nullable(),
  battery: z.object({ checkin: z.number().int().nullable(), checkout: z.number().int().nullable() }),
  distanceKm: z.number().int().nullable(),
  clean: z.boolean(),
});
export type HandoverComparisonView = z.infer<typeof HandoverComparisonSchema>;

const HandoverRefusalSchema = z
  .enum(['not_paid', 'too_early', 'too_late', 'no_checkin', 'already_submitted'])
  .nullable();

const HandoverAbsenceSchema = z.object({
  absence: z.enum(['due', 'not-written', 'no-rental']),
  /** The day a due report is written (the first or the last day of the rental). */
  on: z.string().nullable(),
});

/** GET /bookings/:bookingId/handover: both reports, what the viewer may do, and the comparison. */
export const HandoverResponseSchema = z.object({
  viewer: z.enum(['owner', 'renter', 'admin']),
  booking: z.object({
    id: z.uuid(),
    ref: z.string(),
    status: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** The pickup and the return, ISO instants, written on `timeZone`'s clock. */
    pickupAt: z.string(),
    returnAt: z.string(),
    /** Whether the rental took place (it started and was not closed before): a missing report is then worth a warning. */
    tookPlace: z.boolean(),
    listingTitle: z.string(),
    /** The clock of the bike's country (IANA): the reports' times are written on it. */
    timeZone: z.string(),
    ownerName: z.string(),
    renterName: z.string(),
    /** The listing is an e-bike: its reports record the battery level and the charger. */
    electric: z.boolean(),
  }),
  /** The accessories booked: the checklist lists each. */
  accessories: z.array(z.string()),
  /** Whether the owner may submit each report now (null: yes), by the rule's code. */
  refusal: z.object({ checkin: HandoverRefusalSchema, checkout: HandoverRefusalSchema }),
  checkin: HandoverReportSchema.nullable(),
  checkout: HandoverReportSchema.nullable(),
  /** What a missing report is, today: still due (on its day), not written, or not needed (no rental). */
  absence: z.object({ checkin: HandoverAbsenceSchema, checkout: HandoverAbsenceSchema }),
  /** The owner's photos uploaded for a report not submitted yet (empty for the others). */
  drafts: z.object({ checkin: z.array(HandoverPhotoSchema), checkout: z.array(HandoverPhotoSchema) }),
  comparison: HandoverComparisonSchema.nullable(),
});
export type HandoverResponse = z.infer<typeof HandoverResponseSchema>;

/** The sentences of the 409s (fixed, so that the web can translate them). */
export const HANDOVER_CONFLICTS = {
  not_paid: 'A handover report is written for a paid rental only.',
  too_early: 'The check-in starts on the first day of the rental.',
  too_late: 'The rental is over: it is too late for a check-in.',
  no_checkin: 'The check-out comes after the check-in.',
  already_submitted: 'This report has already been submitted.',
  answered: 'This report has already been answered.',
  photoLimit: HANDOVER_MESSAGES.photosTooMany,
  photoUnknown: 'These photos are not uploaded for this report.',
} as const;
