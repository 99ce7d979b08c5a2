import { z } from './zod';

/**
 * The deposit as a card hold and damage claims (decisions "Deposit holds and claims").
 * The two parties and admins read a booking's deposit; the owner files a claim, the renter answers
 * it, an admin decides it (captures all, part or none of the hold).
 */
const DEPOSIT_LIMITS = { descriptionMax: 2000, answerMax: 2000, maxPhotos: 16 } as const;

export const HOLD_STATUSES = [
  'authorised',
  'declined',
  'released',
  'captured',
  'partially_captured',
  'expired',
] as const;

const DepositHoldSchema = z.object({
  status: z.enum(HOLD_STATUSES),
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  currency: z.string(),
  placedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  /** When an admin's decision captured part or all of it (null: nothing captured). */
  capturedAt: z.iso.datetime().nullable(),
  declineMessage: z.string().nullable(),
});

const DepositClaimSchema = z.object({
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  photoIds: z.array(z.string()),
  filedAt: z.iso.datetime(),
  renterAnswer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  status: z.enum(['open', 'decided']),
  decidedCents: z.number().int().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});

export const DepositResponseSchema = z.object({
  depositCents: z.number().int(),
  currency: z.string(),
  hold: DepositHoldSchema.nullable(),
  claim: DepositClaimSchema.nullable(),
  /** When the hold is released without a claim (48 h after the check-out, or the booking's end). */
  releaseAt: z.iso.datetime(),
  /** Until when the owner may file a claim (null: no check-out yet). */
  claimUntil: z.iso.datetime().nullable(),
  /** Check-out photos preselected as the claim's evidence (owner and admins). */
  checkoutPhotoIds: z.array(z.string()),
  can: z.object({
    claim: z.boolean(),
    answer: z.boolean(),
    decide: z.boolean(),
    /** The owner may refuse the handover without penalty (the hold was declined, the bike not handed over). */
    refuseHandover: z.boolean(),
  }),
});
export type DepositResponse = z.infer<typeof DepositResponseSchema>;

export const FileClaimRequestSchema = z.object({
  amountCents: z.number({ message: 'Enter an amount.' }).int().min(1, 'The amount must be at least €0.01.'),
  description: z
    .string()
    .trim()
    .min(1, 'Describe the damage.')
    .max(DEPOSIT_LIMITS.descriptionMax, `At most ${DEPOSIT_LIMITS.descriptionMax} characters.`),
  photoIds: z.array(z.uuid()).max(DEPOSIT_LIMITS.maxPhotos).default([]),
});
export type FileClaimRequest = z.input<typeof FileClaimRequestSchema>;

export const AnswerClaimRequestSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'Write your answer.')
    .max(DEPOSIT_LIMITS.answerMax, `At most ${DEPOSIT_LIMITS.answerMax} characters.`),
});
export type AnswerClaimRequest = z.infer<typeof AnswerClaimRequestSchema>;

export const DecideClaimRequestSchema = z.object({
  capturedCents: z.number({ message: 'Enter an amount.' }).int().min(0, 'The amount cannot be negative.'),
  note: z.string().trim().max(DEPOSIT_LIMITS.answerMax).nullable().default(null),
});
export type DecideClaimRequest = z.input<typeof DecideClaimRequestSchema>;

/** An open damage claim as the admins' list shows it, with whether the booking has its handover reports. */
export const AdminClaimRowSchema = z.object({
  bookingId: z.uuid(),
  bookingRef: z.string(),
  amountCents: z.number().int(),
  /** The live hold's amount; null when nothing is held any more. */
  heldCents: z.number().int().nullable(),
  currency: z.string(),
  filedAt: z.iso.datetime(),
  answered: z.boolean(),
  evidence: z.object({ checkin: z.boolean(), checkout: z.boolean() }),
});
export type AdminClaimRow = z.infer<typeof AdminClaimRowSchema>;
export const AdminClaimListResponseSchema = z.object({ items: z.array(AdminClaimRowSchema) });
export type AdminClaimListResponse = z.infer<typeof AdminClaimListResponseSchema>;
