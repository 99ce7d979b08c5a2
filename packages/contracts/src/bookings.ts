import { z } from './zod';
import { HISTORY_REASON_CODES } from '@biclou/domain/booking-history-reasons';
import { BOOKING_ACTORS, BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import { clockTime, isoDate } from './dates';
import { LEDGER_TRANSACTION_KINDS } from '@biclou/domain/ledger';
import { DISPUTE_REASONS } from '@biclou/domain/dispute-reasons';
import { INSTANT_CONDITION_KEYS } from '@biclou/domain/instant-booking';
import { UNIT_LIMITS, UNIT_MESSAGES } from '@biclou/domain/listing-units';

/**
 * Bookings, payments, disputes and the balance. Clients never send prices: every amount
 * here is computed by the server with the domain's `priceBooking` / `computeRefund`, in integer
 * cents with the booking's currency.
 */
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const BookingParamsSchema = z.object({ bookingId: z.uuid() });

const accessoryIds = z
  .union([z.array(z.uuid()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',').filter(Boolean)))
  .pipe(z.array(z.uuid({ message: 'Unknown accessory.' })).max(20));

/** How many of the listing's identical bikes to book (listing-units.ts), 1 when absent; a query's is text. */
const unitCount = z
  .number({ message: UNIT_MESSAGES.bookingCount })
  .int(UNIT_MESSAGES.bookingCount)
  .min(UNIT_LIMITS.min, UNIT_MESSAGES.bookingCount)
  .max(UNIT_LIMITS.max, UNIT_MESSAGES.bookingCount)
  .default(1);
const unitCountQuery = z
  .string()
  .regex(/^\d{1,3}$/, UNIT_MESSAGES.bookingCount)
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)))
  .pipe(unitCount);

// ---- Quote: GET /bookings/quote ------------------------------------------------------------------
export const BookingQuoteQuerySchema = z.object({
  listingId: z.uuid({ message: 'Unknown listing.' }),
  startDate: isoDate('Enter a valid start date.'),
  endDate: isoDate('Enter a valid end date.'),
  /** Pickup and return times on the bike's clock; without them the booking is whole days in the owner's hours. */
  pickupTime: clockTime('Enter a valid pickup time.').optional(),
  returnTime: clockTime('Enter a valid return time.').optional(),
  /** Comma-separated ids in a query string, or repeated. */
  accessoryIds,
  units: unitCountQuery,
});

export const PriceBreakdownSchema = z.object({
  currency: z.string(),
  pricePerDayCents: z.number().int(),
  /** The units charged: days, half-days (up to 4 hours) and hours, at the listing's prices then. */
  days: z.number().int(),
  halfDays: z.number().int(),
  hours: z.number().int(),
  pricePerHalfDayCents: z.number().int().nullable(),
  pricePerHourCents: z.number().int().nullable(),
  /** How many identical bikes the lines are for (absent: one); each line is that many times one bike's. */
  bikes: z.number().int().optional(),
  base: z.number().int(),
  discount: z.number().int(),
  accessories: z.number().int(),
  subtotal: z.number().int(),
  serviceFee: z.number().int(),
  commission: z.number().int(),
  pricePaidByBuyer: z.number().int(),
  ownerEarnings: z.number().int(),
  serviceFeeRateBp: z.number().int(),
  commissionRateBp: z.number().int(),
});
export type PriceBreakdownDto = z.infer<typeof PriceBreakdownSchema>;

export const BookingQuoteResponseSchema = z.object({
  price: PriceBreakdownSchema,
  depositCents: z.number().int(),
  cancelationOption: z.enum(CANCELATION_OPTION_KEYS),
  /** Bikes: how many this quote is for (price and deposit are for all of them), and how many are free over its span. */
  units: z.object({ wanted: z.number().int(), free: z.number().int() }),
  /**
   * Instant booking: null when the listing does not book instantly; else the conditions this
   * viewer misses, in order ([]: the request is accepted at once and goes to payment). A visitor
   * misses every condition the owner asked for until they sign in.
   */
  instant: z.object({ unmet: z.array(z.enum(INSTANT_CONDITION_KEYS)) }).nullable(),
  /** Rules the dates break right now (same codes and messages as POST /bookings); [] = bookable. */
  violations: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      field: z.string().optional(),
      params: z.record(z.string(), z.number()).optional(),
    }),
  ),
});
export type BookingQuoteResponse = z.infer<typeof BookingQuoteResponseSchema>;

// ---- Request: POST /bookings ---------------------------------------------------------------------
export const CreateBookingRequestSchema = z.object({
  listingId: z.uuid({ message: 'Unknown listing.' }),
  startDate: isoDate('Enter a valid start date.'),
  endDate: isoDate('Enter a valid end date.'),
  /** Pickup and return times on the bike's clock; without them the booking is whole days in the owner's hours. */
  pickupTime: clockTime('Enter a valid pickup time.').optional(),
  returnTime: clockTime('Enter a valid return time.').optional(),
  accessoryIds: z
    .array(z.uuid({ message: 'Unknown accessory.' }))
    .max(20)
    .default([]),
  noteForOwner: z.string().trim().max(2000, 'The note may not be longer than 2000 characters.').nullable().optional(),
  /** How many identical bikes: every price line and the deposit are for all of them. */
  units: unitCount,
  depositAcknowledged: z.literal(true, { message: 'Please acknowledge the deposit.' }),
});
export type CreateBookingRequest = z.input<typeof CreateBookingRequestSchema>;

// ---- The booking ---------------------------------------------------------------------------------
const BookingHistoryItemSchema = z.object({
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  actor: z.enum(BOOKING_ACTORS),
  /** Why, as a code the page translates (the system's reasons, a dispute's reason), or null. */
  reasonCode: z.enum(HISTORY_REASON_CODES).nullable(),
  /** Why, as a person typed it (an owner's reason, an admin's note), or null. */
  reason: z.string().nullable(),
  at: z.string(),
});

export const BookingSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: BookingStatusSchema,
  /** Which side the caller is on. */
  viewerRole: z.enum(['renter', 'owner']),
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    city: z.string().nullable(),
    /** The clock of the bike's country (IANA, "Europe/Paris"): the booking's times are written on it. */
    timeZone: z.string(),
    /** The exact address: always for the owner; for the renter only when `renterSeesExactAddress(status)`. */
    exactAddress: z
      .object({
        address: z.string().nullable(),
        postalCode: z.string().nullable(),
        city: z.string().nullable(),
        /** The bike's country: the address is written its way ("L-1931 Luxembourg"). */
        country: z.string().nullable(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      })
      .nullable(),
  }),
  renter: z.object({ id: z.uuid(), firstname: z.string() }),
  owner: z.object({ id: z.uuid(), firstname: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  /** The pickup and the return, ISO instants; pages write them on `listing.timeZone`'s clock. */
  pickupAt: z.string(),
  returnAt: z.string(),
  /** Accepted at once by the listing's instant booking. */
  instant: z.boolean(),
  /** How many of the listing's bikes it takes; `price` and `depositCents` are for all of them. */
  units: z.number().int(),
  /** The renter's note; for the owner, contact details are masked until a booking between them is paid. */
  noteForOwner: z.string().nullable(),
  /** The thread of this listing and renter (messaging), once there is one. */
  conversationId: z.uuid().nullable(),
  accessories: z.array(z.object({ id: z.string(), name: z.string(), pricePerDayCents: z.number().int() })),
  price: PriceBreakdownSchema,
  /**
   * What the owner is credited, or will be, in the booking's current state (`ownerEarningsOf`): the
   * price's owner earnings until a refund or a dispute decision changes them, 0 when nothing is kept.
   * Pages show this, never `price.ownerEarnings`, which is the price snapshot.
   */
  earnings: z.object({ amountCents: z.number().int(), commissionCents: z.number().int() }),
  depositCents: z.number().int(),
  cancelationOption: z.enum(CANCELATION_OPTION_KEYS),
  cancelationRule: z.object({
    delayDays: z.number().int(),
    refundBeforeDelayPct: z.number().int(),
    refundAfterDelayPct: z.number().int(),
  }),
  /** Countdown shown while the next step waits for someone: request expiry or payment deadline. */
  deadline: z.object({ kind: z.enum(['request_expires', 'payment_due']), at: z.string() }).nullable(),
  refundCents: z.number().int(),
  canceledBy: z.enum(['renter', 'owner']).nullable(),
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  payment: z.object({ cardBrand: z.string().nullable(), cardLast4: z.string().nullable() }).nullable(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  creditedAt: z.string().nullable(),
  /** What the caller may do now, by the state machine: accept, reject, cancel, pay, dispute. */
  actions: z.array(z.enum(['accept', 'reject', 'cancel', 'pay', 'dispute'])),
  /** Oldest first; only in the detail answer. */
  history: z.array(BookingHistoryItemSchema).optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ booking: BookingSchema });
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

/**
 * POST /bookings: the booking, accepted at once (`instant`) or requested. When the listing books
 * instantly but the renter does not meet its conditions, which ones they missed: the request waits
 * for the owner like any other.
 */
export const CreateBookingResponseSchema = BookingResponseSchema.extend({
  unmetInstantConditions: z.array(z.enum(INSTANT_CONDITION_KEYS)).optional(),
});
export type CreateBookingResponse = z.infer<typeof CreateBookingResponseSchema>;

export const BookingListQuerySchema = z.object({
  status: z.union([BookingStatusSchema, z.array(BookingStatusSchema)]).optional(),
});
export const BookingListResponseSchema = z.object({
  bookings: z.array(BookingSchema),
  /** How many of the caller's bookings (on this side) are in each status, for grouped tabs. */
  counts: z.record(z.string(), z.number().int()),
});
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;

// ---- Owner and renter actions --------------------------------------------------------------------
/** The body may be left out (null or absent): `{ reason }` is optional. */
export const ReasonRequestSchema = z
  .object({
    reason: z.string().trim().max(1000, 'The reason may not be longer than 1000 characters.').nullable().optional(),
  })
  .nullish();
export type ReasonRequest = z.input<typeof ReasonRequestSchema>;

/** What canceling now would refund (the trip page shows it before the renter confirms). */
export const CancelPreviewResponseSchema = z.object({
  refundCents: z.number().int(),
  refundedSubtotal: z.number().int(),
  refundedServiceFee: z.number().int(),
  refundPct: z.number().int(),
  /** Whole days of 24 hours from now to the pickup instant; negative once it has passed. */
  daysBefore: z.number().int(),
  /** Whole hours from now to the pickup instant, the tiers' unit (720 hours for the full refund). */
  hoursBefore: z.number().int(),
  currency: z.string(),
});

// ---- Payment -------------------------------------------------------------------------------------
export const PayBookingRequestSchema = z.object({
  /** Made by the client once per pay attempt (a UUID); a retry or double click resends the same one. */
  idempotencyKey: z.string().min(8, 'Invalid idempotency key.').max(100, 'Invalid idempotency key.'),
  /** The sandbox's card form; absent with Stripe, whose Payment Element takes the card in the browser. */
  card: z
    .object({
      number: z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number.')),
      expMonth: z.coerce
        .number({ message: 'Enter a valid expiry month.' })
        .int()
        .min(1, 'Enter a valid expiry month.')
        .max(12, 'Enter a valid expiry month.'),
      expYear: z.coerce
        .number({ message: 'Enter a valid expiry year.' })
        .int()
        .min(2000, 'Enter a valid expiry year.')
        .max(2100, 'Enter a valid expiry year.'),
      cvc: z.string().regex(/^\d{3,4}$/, 'Enter a valid security code.'),
    })
    .optional(),
});
export type PayBookingRequest = z.input<typeof PayBookingRequestSchema>;

const PaymentStatusSchema = z.enum(['succeeded', 'requires_action', 'failed']);
export const PayBookingResponseSchema = z.object({
  status: PaymentStatusSchema,
  paymentId: z.uuid(),
  /** With `requires_action`: the token to send to POST /bookings/:id/pay/confirm after the customer's confirmation. */
  confirmToken: z.string().nullable(),
  /**
   * Stripe, while the PaymentIntent waits for the customer (`requires_action`): what the Payment
   * Element confirms with; afterwards POST /pay/confirm with it as `confirmToken`.
   */
  clientSecret: z.string().nullable(),
  /** The sandbox shows a "test payments" notice. */
  provider: z.string(),
  booking: BookingSchema,
});
export type PayBookingResponse = z.infer<typeof PayBookingResponseSchema>;

export const ConfirmPaymentRequestSchema = z.object({
  paymentId: z.uuid({ message: 'Unknown payment.' }),
  confirmToken: z.string().min(1).max(200),
});
export type ConfirmPaymentRequest = z.input<typeof ConfirmPaymentRequestSchema>;

// ---- Disputes ------------------------------------------------------------------------------------
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS, { message: 'Choose a reason.' });
export const OpenDisputeRequestSchema = z.object({
  reason: DisputeReasonSchema,
  explanation: z
    .string({ message: 'Explain what happened.' })
    .trim()
    .min(10, 'Explain what happened (10 characters at least).')
    .max(5000, 'The explanation may not be longer than 5000 characters.'),
});
export type OpenDisputeRequest = z.input<typeof OpenDisputeRequestSchema>;
const DisputeSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  reason: DisputeReasonSchema,
  explanation: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});
export const DisputeResponseSchema = z.object({ dispute: DisputeSchema, booking: BookingSchema });

// ---- Balance -------------------------------------------------------------------------------------
export const BalanceResponseSchema = z.object({
  currency: z.string(),
  /** Paid bookings not yet credited to the owner (what they will earn). */
  pendingCents: z.number().int(),
  /** Credited and not yet paid out: the `owner_available` ledger account. */
  availableCents: z.number().int(),
  inTransitCents: z.number().int(),
  paidOutCents: z.number().int(),
  history: z.array(
    z.object({
      /** The ledger transaction's kind: each has its own words (a captured deposit is not rental earnings). */
      kind: z.enum(LEDGER_TRANSACTION_KINDS),
      bookingId: z.uuid().nullable(),
      bookingRef: z.string().nullable(),
      payoutId: z.uuid().nullable(),
      payoutRef: z.string().nullable(),
      amountCents: z.number().int(),
      currency: z.string(),
      at: z.string(),
    }),
  ),
  pending: z.array(
    z.object({
      bookingId: z.uuid(),
      bookingRef: z.string(),
      status: BookingStatusSchema,
      amountCents: z.number().int(),
      creditDate: z.string(),
    }),
  ),
});
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

// ---- Admin: resolve a dispute (until the admin issue brings its pages) -----------------------------
export const ResolveDisputeRequestSchema = z.object({
  /** What goes back to the renter, 0 … what was paid; the rest is credited at once (owner − commission, platform). */
  refundCents: z
    .number({ message: 'Enter the refund in cents.' })
    .int('Enter the refund in cents.')
    .min(0, 'The refund cannot be negative.'),
  note: z.string().trim().max(2000, 'The note may not be longer than 2000 characters.').nullable().optional(),
});
export type ResolveDisputeRequest = z.input<typeof ResolveDisputeRequestSchema>;

/**
 * 403 for a booking's party asking for the other side's action (a renter accepting, an owner
 * paying). Anyone who is not a party gets 404 instead and never learns the booking exists. The
 * web shows these inline (not the forbidden page): the person is where they belong, only the
 * button was not theirs.
 */
export const BOOKING_PARTY_MESSAGES = {
  ownerOnly: 'Only the owner can do this.',
  renterOnly: 'Only the renter can do this.',
} as const;
export const isBookingPartyError = (error: { message: string }) =>
  (Object.values(BOOKING_PARTY_MESSAGES) as string[]).includes(error.message);
