/**
 * What a booking's deposit is, in one word and one sentence, as every page says it (the deposit
 * card, the booking's dates card, the admin's page): a pure function of the booking's status, its
 * newest hold and its claim, so no page can keep saying "held" after a capture or "released on …"
 * while a claim is open.
 */
import type { BookingStatus } from './booking-status';

export const DEPOSIT_STATES = [
  'to-be-held',
  'not-held',
  'held',
  'held-for-claim',
  'declined',
  'released',
  'captured',
  'partly-captured',
  'expired',
] as const;
export type DepositStateCode = (typeof DEPOSIT_STATES)[number];

export interface DepositStateInput {
  bookingStatus: BookingStatus;
  depositCents: number;
  /** The newest hold, or null before any. */
  hold: {
    status: 'authorised' | 'declined' | 'released' | 'captured' | 'partially_captured' | 'expired';
    amountCents: number;
    capturedCents: number;
    releasedAt: string | null;
    capturedAt: string | null;
    expiresAt: string | null;
  } | null;
  claim: { status: 'open' | 'decided'; amountCents: number } | null;
  /** When a live hold is released without a claim (the claim window's end). */
  releaseAt: string;
}

export interface DepositState {
  code: DepositStateCode;
  /** The deposit, or the hold's amount once there is one. */
  amountCents: number;
  capturedCents: number;
  /** What was released after a partial capture. */
  restCents: number;
  claimCents: number;
  /** The date the sentence names (release, capture, lapse), or null. */
  at: string | null;
}

/** Statuses in which a hold is still to come (the hold job places one on paid and ongoing bookings only). */
const BEFORE_HOLD: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'ongoing'];

/**
 * `depositState({ bookingStatus: 'paid', hold: null, … })` → to-be-held (placed at the check-in or the
 * day before); an authorised hold with an open claim → held-for-claim (no release date: the decision
 * releases it); a partial capture → partly-captured with the captured part and the rest.
 */
export function depositState(input: DepositStateInput): DepositState {
  const { hold, claim } = input;
  const base = {
    amountCents: hold?.amountCents ?? input.depositCents,
    capturedCents: hold?.capturedCents ?? 0,
    restCents: hold ? hold.amountCents - hold.capturedCents : 0,
    claimCents: claim?.amountCents ?? 0,
  };
  if (!hold) {
    const code = BEFORE_HOLD.includes(input.bookingStatus) ? 'to-be-held' : 'not-held';
    return { ...base, code, at: null };
  }
  switch (hold.status) {
    case 'authorised':
      return claim?.status === 'open'
        ? { ...base, code: 'held-for-claim', at: null }
        : { ...base, code: 'held', at: input.releaseAt };
    case 'declined':
      return { ...base, code: 'declined', at: null };
    case 'released':
      return { ...base, code: 'released', at: hold.releasedAt };
    case 'captured':
      return { ...base, code: 'captured', at: hold.capturedAt };
    case 'partially_captured':
      return { ...base, code: 'partly-captured', at: hold.capturedAt };
    case 'expired':
      return { ...base, code: 'expired', at: hold.expiresAt };
    default: {
      const never: never = hold.status;
      throw new Error(`unexpected hold status ${String(never)}`);
    }
  }
}
