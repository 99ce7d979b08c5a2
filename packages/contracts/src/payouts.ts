import { z } from './zod';
import { CurrentPasswordSchema } from './account';
import { bicProblem, holderProblem, ibanProblem } from '@biclou/domain/iban';
import { PAYOUT_COMMENT_MAX_LENGTH, PAYOUT_MESSAGES, PAYOUT_STATUSES } from '@biclou/domain/payout-rules';

/**
 * Banking details, KYC and payouts (decisions "Payments, balance and payouts"). Every
 * amount is in integer cents of `currency`; clients never send amounts, only which bookings.
 */
const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);
export const PayoutParamsSchema = z.object({ payoutId: z.uuid() });

/** A string field checked by one of the domain's problem functions, so the form and the API say the same words. */
const checked = (problem: (v: string) => string | null, requiredMessage: string) =>
  z.string({ message: requiredMessage }).superRefine((v, ctx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// ---- Banking details: GET / PUT /me/banking ------------------------------------------------------
export const UpdateBankingRequestSchema = z.object({
  holderName: checked(holderProblem, 'Enter the name of the account holder.'),
  iban: checked(ibanProblem, 'Enter your IBAN.'),
  bic: checked(bicProblem, 'Enter your BIC.'),
  /** A sensitive change: the password again (a stolen session must not redirect payouts). */
  currentPassword: CurrentPasswordSchema,
});
export type UpdateBankingRequest = z.input<typeof UpdateBankingRequestSchema>;

const BankingSchema = z.object({
  holderName: z.string(),
  /** Never the whole IBAN: country and last 4 only (`FR•• •••• •••• 2606`). */
  ibanMasked: z.string(),
  ibanLast4: z.string(),
  ibanCountry: z.string(),
  bic: z.string(),
  provider: z.string(),
  kycStatus: KycStatusSchema,
  kycCheckedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const BankingResponseSchema = z.object({
  banking: BankingSchema.nullable(),
  /** Spec §4 fields still missing; payouts and verification need `[]`. */
  missingProfileFields: z.array(z.string()),
  /** 'sandbox' shows the test IBANs notice. */
  provider: z.enum(['sandbox', 'stripe']),
  /** Set after starting verification with Stripe: where to send the owner. */
  onboardingUrl: z.string().nullable(),
});
export type BankingResponse = z.infer<typeof BankingResponseSchema>;

// ---- Earnings per month: GET /me/earnings ---------------------------------------------------------
export const EarningsResponseSchema = z.object({
  currency: z.string(),
  /** The last 12 months (Europe/Paris), oldest first: what was credited to the balance each month. */
  months: z.array(z.object({ month: z.string(), cents: z.number().int() })),
  totalCents: z.number().int(),
});
export type EarningsResponse = z.infer<typeof EarningsResponseSchema>;

// ---- Bookings a payout can include: GET /me/payouts/available ------------------------------------
const PayableBookingSchema = z.object({
  bookingId: z.uuid(),
  ref: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** What a payout of this booking takes now: its credited earnings and its captured deposit, unless already asked for. */
  amountCents: z.number().int(),
  /** The part of `amountCents` that is a captured deposit (0 when none). */
  depositCents: z.number().int(),
  currency: z.string(),
  /** When its earnings were credited; null while only a captured deposit is available. */
  creditedAt: z.string().nullable(),
});
export const PayableListingsResponseSchema = z.object({
  listings: z.array(
    z.object({
      listingId: z.uuid(),
      title: z.string(),
      currency: z.string(),
      totalCents: z.number().int(),
      bookings: z.array(PayableBookingSchema),
    }),
  ),
});
export type PayableListingsResponse = z.infer<typeof PayableListingsResponseSchema>;

// ---- Payouts -------------------------------------------------------------------------------------
export const CreatePayoutRequestSchema = z.object({
  listingId: z.uuid({ message: 'Choose a listing.' }),
  bookingIds: z
    .array(z.uuid({ message: PAYOUT_MESSAGES.notYours }), { message: PAYOUT_MESSAGES.noBookings })
    .min(1, PAYOUT_MESSAGES.noBookings)
    .max(100, PAYOUT_MESSAGES.tooManyBookings),
  comment: z.string().trim().max(PAYOUT_COMMENT_MAX_LENGTH, PAYOUT_MESSAGES.commentTooLong).nullable().optional(),
});
export type CreatePayoutRequest = z.input<typeof CreatePayoutRequestSchema>;

export const FailPayoutRequestSchema = z.object({
  reason: z
    .string({ message: 'Give the reason of the failure.' })
    .trim()
    .min(1, 'Give the reason of the failure.')
    .max(1000, 'The reason may not be longer than 1000 characters.'),
});

export const PayoutSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: PayoutStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string() }),
  comment: z.string().nullable(),
  failureReason: z.string().nullable(),
  bookings: z.array(
    z.object({
      bookingId: z.uuid(),
      ref: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      amountCents: z.number().int(),
      /** The part of `amountCents` that is a captured deposit (0 when none). */
      depositCents: z.number().int(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutDto = z.infer<typeof PayoutSchema>;

export const PayoutResponseSchema = z.object({ payout: PayoutSchema });
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;
export const PayoutListResponseSchema = z.object({ payouts: z.array(PayoutSchema) });
export type PayoutListResponse = z.infer<typeof PayoutListResponseSchema>;
