import { z } from './zod';
import { AdminConversationRefSchema } from './admin-conversations';
import { isoDate } from './dates';
import { BookingSchema, BookingStatusSchema, DisputeReasonSchema } from './bookings';
import { KycStatusSchema, PayoutSchema, PayoutStatusSchema } from './payouts';

/**
 * Admin back office, money side: bookings, payouts and disputes. Lists are keyset-paginated
 * (`cursor` is opaque: base64url of the last row's sort key and id) with an index behind every sort.
 */
const cursor = z.string().max(300, 'This cursor is not valid.').optional();
const limit = z.coerce
  .number({ message: 'Enter a number.' })
  .int('Enter a whole number.')
  .min(1, 'At least 1.')
  .max(100, 'At most 100.')
  .default(25);
const dir = z.enum(['asc', 'desc'], { message: 'Choose asc or desc.' });

export const AdminPartySchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
});
export type AdminParty = z.infer<typeof AdminPartySchema>;

const LedgerLineSchema = z.object({
  transactionId: z.uuid(),
  kind: z.string(),
  account: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  at: z.string(),
});
export type AdminLedgerLine = z.infer<typeof LedgerLineSchema>;

const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

// ---- Bookings ----------------------------------------------------------------------------------------
const ADMIN_BOOKING_SORTS = ['requested', 'start'] as const;
export const AdminBookingListQuerySchema = z.object({
  status: BookingStatusSchema.optional(),
  /** Start dates from … to (inclusive). */
  from: isoDate().optional(),
  to: isoDate().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Choose a country.')
    .optional(),
  sort: z.enum(ADMIN_BOOKING_SORTS, { message: 'Choose a sort.' }).default('requested'),
  dir: dir.default('desc'),
  cursor,
  limit,
});

export const AdminBookingRowSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: BookingStatusSchema,
  listing: z.object({ id: z.uuid(), title: z.string(), country: z.string().nullable() }),
  renter: AdminPartySchema,
  owner: AdminPartySchema,
  startDate: z.string(),
  endDate: z.string(),
  /** The pickup and the return, ISO instants, written on `timeZone`'s clock (the bike's, IANA). */
  pickupAt: z.string(),
  returnAt: z.string(),
  timeZone: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  requestedAt: z.string(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRowSchema>;
export const AdminBookingListResponseSchema = list(AdminBookingRowSchema);
export type AdminBookingListResponse = z.infer<typeof AdminBookingListResponseSchema>;

export const AdminBookingDetailResponseSchema = z.object({
  booking: BookingSchema,
  renter: AdminPartySchema,
  owner: AdminPartySchema,
  payments: z.array(
    z.object({
      id: z.uuid(),
      status: z.string(),
      provider: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  ledger: z.array(LedgerLineSchema),
  dispute: z.object({ id: z.uuid(), status: z.enum(['open', 'resolved']) }).nullable(),
  /** The conversation of the booking's listing and renter, if they wrote (admins read it at /admin/conversations/:id). */
  conversations: z.array(AdminConversationRefSchema),
  /** What an admin may do: cancel (requested, accepted, paid). */
  canCancel: z.boolean(),
});
export type AdminBookingDetailResponse = z.infer<typeof AdminBookingDetailResponseSchema>;

const ADMIN_REFUND_CHOICES = ['policy', 'full'] as const;
const RefundSchema = z.object({
  refundTotal: z.number().int(),
  refundedSubtotal: z.number().int(),
  refundedServiceFee: z.number().int(),
  ownerEarnings: z.number().int(),
  platformRevenue: z.number().int(),
  refundPct: z.number().int(),
  daysBefore: z.number().int(),
});
export const AdminCancelPreviewResponseSchema = z.object({
  currency: z.string(),
  totalCents: z.number().int(),
  /** null: not paid yet, nothing to refund. */
  options: z.object({ policy: RefundSchema, full: RefundSchema }).nullable(),
});
export type AdminCancelPreviewResponse = z.infer<typeof AdminCancelPreviewResponseSchema>;

export const AdminCancelRequestSchema = z.object({
  refund: z.enum(ADMIN_REFUND_CHOICES, { message: 'Choose the refund.' }).default('policy'),
  reason: z
    .string({ message: 'Give the reason of the cancellation.' })
    .trim()
    .min(1, 'Give the reason of the cancellation.')
    .max(1000, 'The reason may not be longer than 1000 characters.'),
});

// ---- Payouts -----------------------------------------------------------------------------------------
export const AdminPayoutListQuerySchema = z.object({
  status: PayoutStatusSchema.default('pending'),
  /** Oldest first by default: the queue. */
  dir: dir.default('asc'),
  cursor,
  limit,
});

const AdminBankingSchema = z.object({
  holderName: z.string(),
  /** Never the whole IBAN: country and last 4 only. */
  ibanMasked: z.string(),
  ibanLast4: z.string(),
  bic: z.string(),
  kycStatus: KycStatusSchema,
  kycCheckedAt: z.string().nullable(),
});

export const AdminPayoutRowSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: PayoutStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string() }),
  owner: AdminPartySchema,
  kycStatus: KycStatusSchema.nullable(),
  ibanMasked: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayoutRow = z.infer<typeof AdminPayoutRowSchema>;
export const AdminPayoutListResponseSchema = list(AdminPayoutRowSchema);
export type AdminPayoutListResponse = z.infer<typeof AdminPayoutListResponseSchema>;

export const AdminPayoutDetailResponseSchema = z.object({
  payout: PayoutSchema,
  owner: AdminPartySchema,
  banking: AdminBankingSchema.nullable(),
  ledger: z.array(LedgerLineSchema),
});
export type AdminPayoutDetailResponse = z.infer<typeof AdminPayoutDetailResponseSchema>;

export const AdminPayoutExportQuerySchema = z
  .object({ from: isoDate('Enter a valid start date.'), to: isoDate('Enter a valid end date.') })
  .refine((q) => q.from <= q.to, { message: 'The end date must not be before the start date.', path: ['to'] });

// ---- Disputes ----------------------------------------------------------------------------------------
export const DisputeParamsSchema = z.object({ disputeId: z.uuid() });
export const AdminDisputeListQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { message: 'Choose a status.' }).optional(),
  dir: dir.default('desc'),
  cursor,
  limit,
});

/** Which handover reports the booking has: a dispute without them has no evidence of the bike's state. */
const HandoverEvidenceSchema = z.object({ checkin: z.boolean(), checkout: z.boolean() });

export const AdminDisputeRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'resolved']),
  reason: DisputeReasonSchema,
  booking: z.object({ id: z.uuid(), ref: z.string(), totalCents: z.number().int(), currency: z.string() }),
  renter: AdminPartySchema,
  owner: AdminPartySchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  evidence: HandoverEvidenceSchema,
});
export type AdminDisputeRow = z.infer<typeof AdminDisputeRowSchema>;
export const AdminDisputeListResponseSchema = list(AdminDisputeRowSchema);
export type AdminDisputeListResponse = z.infer<typeof AdminDisputeListResponseSchema>;

export const AdminDisputeDetailResponseSchema = z.object({
  dispute: z.object({
    id: z.uuid(),
    status: z.enum(['open', 'resolved']),
    reason: DisputeReasonSchema,
    /** The renter's explanation: the evidence they gave. */
    explanation: z.string(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolutionRefundCents: z.number().int().nullable(),
    resolutionNote: z.string().nullable(),
  }),
  booking: BookingSchema,
  renter: AdminPartySchema,
  owner: AdminPartySchema,
  ledger: z.array(LedgerLineSchema),
  evidence: HandoverEvidenceSchema,
});
export type AdminDisputeDetailResponse = z.infer<typeof AdminDisputeDetailResponseSchema>;
