import { OWNER_INCOME_KINDS } from './ledger';

/**
 * Who may ask for a payout of what (decisions "Payments, balance and payouts", spec §4 onboarding:
 * complete profile, then verified banking, then payouts). Pure: the API loads the facts under lock
 * and this decides, so the rules and their messages are tested here once.
 */
export const PAYOUT_STATUSES = ['pending', 'processed', 'failed'] as const;
type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export type KycStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

export const PAYOUT_COMMENT_MAX_LENGTH = 1000;
const PAYOUT_MAX_BOOKINGS = 100;

export const PAYOUT_MESSAGES = {
  profileIncomplete: 'Complete your profile before asking for a payout.',
  noBanking: 'Add your bank details before asking for a payout.',
  bankingInvalid: 'Your bank details are not valid: check your IBAN and BIC.',
  kycNotVerified: 'Verify your bank account with our payment partner before asking for a payout.',
  noBookings: 'Choose at least one booking.',
  tooManyBookings: 'A payout may include at most 100 bookings.',
  notYours: 'One of the chosen bookings is not one of yours.',
  otherListing: 'All the bookings of a payout must be rentals of the chosen listing.',
  notCredited: 'One of the chosen bookings has not been credited to your balance yet.',
  nothingEarned: 'One of the chosen bookings earned nothing to pay out.',
  alreadyInPayout: 'This booking is already in a payout.',
  amountZero: 'A payout must be more than 0.',
  belowMinimum: 'This payout is below the minimum payout amount.',
  insufficientBalance: 'Your available balance is lower than this payout.',
  commentTooLong: 'The comment may not be longer than 1000 characters.',
  alreadyDecided: 'This payout has already been processed or has failed.',
} as const;

/**
 * What a payout item pays out of a booking: the ledger transaction kind that put it on the owner's
 * available balance (the rental's credited earnings, or a captured deposit).
 */
export const PAYOUT_ITEM_KINDS = OWNER_INCOME_KINDS;
export type PayoutItemKind = (typeof PAYOUT_ITEM_KINDS)[number];

/** A booking as the payout rules see it. */
export interface PayoutCandidate {
  bookingId: string;
  ownerId: string;
  listingId: string;
  currency: string;
  /** What the credit put on the owner's available balance (0 when it earned nothing). */
  ownerEarningsCents: number;
  credited: boolean;
  /** Its earnings are already in a pending or processed payout. */
  inLivePayout: boolean;
  /** What a captured deposit put on the owner's available balance (0 when none was captured). */
  depositCents?: number;
  /** The captured deposit is already in a pending or processed payout. */
  depositInLivePayout?: boolean;
}

/**
 * What a payout may take of a booking now: its credited earnings and its captured deposit, each as
 * its own item unless a live payout already holds it. A captured deposit is on the available
 * balance from its capture, so it may be asked for before the rental's earnings are credited.
 */
export function payableParts(b: PayoutCandidate): { kind: PayoutItemKind; amountCents: number }[] {
  const parts: { kind: PayoutItemKind; amountCents: number }[] = [];
  if (b.credited && !b.inLivePayout && b.ownerEarningsCents > 0)
    parts.push({ kind: 'credit', amountCents: b.ownerEarningsCents });
  if ((b.depositCents ?? 0) > 0 && !b.depositInLivePayout)
    parts.push({ kind: 'deposit_captured', amountCents: b.depositCents! });
  return parts;
}

export interface PayoutRequestFacts {
  ownerId: string;
  /** Missing spec §4 profile fields; `[]` = complete. */
  missingProfileFields: readonly string[];
  banking: { ibanValid: boolean; bicValid: boolean; kycStatus: KycStatus } | null;
  listingId: string;
  /** As asked, possibly with repeats (they count once). */
  bookingIds: readonly string[];
  /** The asked-for bookings that exist (any owner); the others are treated as not the caller's. */
  bookings: readonly PayoutCandidate[];
  /** The owner's `owner_available` balance in the payout's currency. */
  availableCents: number;
  /** The admin's minimum payout (booking settings `min_payout_cents`; 0 = none). */
  minPayoutCents?: number;
}

type PayoutRefusal = {
  status: 409 | 422;
  field: 'bookingIds' | 'listingId' | 'profile' | 'banking' | null;
  message: string;
};

type PayoutDecision =
  | {
      ok: true;
      amountCents: number;
      currency: string;
      items: { bookingId: string; kind: PayoutItemKind; amountCents: number }[];
    }
  | ({ ok: false } & PayoutRefusal);

const refuse = (status: 409 | 422, field: PayoutRefusal['field'], message: string): PayoutDecision => ({
  ok: false,
  status,
  field,
  message,
});

/**
 * The first rule a request breaks, in the order a person fixes them (profile, bank, KYC, then the
 * selection), or the payout to create: its items in the order asked, and their sum.
 */
export function decidePayout(f: PayoutRequestFacts): PayoutDecision {
  if (f.missingProfileFields.length > 0) return refuse(422, 'profile', PAYOUT_MESSAGES.profileIncomplete);
  if (!f.banking) return refuse(422, 'banking', PAYOUT_MESSAGES.noBanking);
  if (!f.banking.ibanValid || !f.banking.bicValid) return refuse(422, 'banking', PAYOUT_MESSAGES.bankingInvalid);
  if (f.banking.kycStatus !== 'verified') return refuse(422, 'banking', PAYOUT_MESSAGES.kycNotVerified);
  const ids = [...new Set(f.bookingIds)];
  if (ids.length === 0) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.noBookings);
  if (ids.length > PAYOUT_MAX_BOOKINGS) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.tooManyBookings);
  const chosen: PayoutCandidate[] = [];
  for (const id of ids) {
    const b = f.bookings.find((x) => x.bookingId === id);
    if (!b || b.ownerId !== f.ownerId) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.notYours);
    chosen.push(b);
  }
  if (chosen.some((b) => b.listingId !== f.listingId)) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.otherListing);
  // A chosen booking with nothing to pay out says why: already asked for, not credited yet, or nothing earned.
  const empty = chosen.filter((b) => payableParts(b).length === 0);
  const asked = (b: PayoutCandidate) => b.inLivePayout || (b.credited && b.depositInLivePayout === true);
  if (empty.some(asked)) return refuse(409, 'bookingIds', PAYOUT_MESSAGES.alreadyInPayout);
  if (empty.some((b) => !b.credited)) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.notCredited);
  if (empty.length) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.nothingEarned);
  const currency = chosen[0]!.currency;
  if (chosen.some((b) => b.currency !== currency)) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.otherListing);
  const items = chosen.flatMap((b) => payableParts(b).map((p) => ({ bookingId: b.bookingId, ...p })));
  const amountCents = items.reduce((s, i) => s + i.amountCents, 0);
  if (amountCents <= 0) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.amountZero);
  if (amountCents < (f.minPayoutCents ?? 0)) return refuse(422, 'bookingIds', PAYOUT_MESSAGES.belowMinimum);
  if (amountCents > f.availableCents) return refuse(409, null, PAYOUT_MESSAGES.insufficientBalance);
  return { ok: true, amountCents, currency, items };
}

/** `pending → processed | failed`; nothing leaves processed or failed. */
export function canDecidePayout(status: PayoutStatus): boolean {
  return status === 'pending';
}

/** A short reference people can read out on the phone: `payoutRef()` → 'PO-7KQ2M9XA'. */
export function payoutRef(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = 'PO-';
  for (let i = 0; i < 8; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** Earnings grouped by calendar month `YYYY-MM`, oldest first, with every month between present (0 when empty). */
export function earningsByMonth(
  credits: readonly { month: string; cents: number }[],
  lastMonth: string,
  months = 12,
): { month: string; cents: number }[] {
  const [y, m] = lastMonth.split('-').map(Number) as [number, number];
  const out: { month: string; cents: number }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    out.push({ month: key, cents: credits.filter((c) => c.month === key).reduce((s, c) => s + c.cents, 0) });
  }
  return out;
}
