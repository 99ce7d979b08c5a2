/**
 * The deposit as a card hold and damage claims (decisions.md "Deposit holds and claims").
 * Pure rules: when a hold is placed, how long it is valid, when it is renewed and released, and what
 * a claim may ask for and an admin may capture.
 */
import { addDays, parisMidnight } from './paris-calendar';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A card authorisation is valid 7 days (Stripe cancels it then); we count 7 days from the placement. */
const HOLD_VALIDITY_DAYS = 7;
/** A hold that would lapse before its release is renewed once less than this is left. */
const HOLD_RENEW_BEFORE_HOURS = 24;
/** The owner files a claim within 48 h of the check-out; the hold is released 48 h after it without one. */
export const CLAIM_WINDOW_HOURS = 48;

export const holdExpiresAt = (placedAt: Date): Date => new Date(placedAt.getTime() + HOLD_VALIDITY_DAYS * DAY);

/** When the job places a hold nobody placed at check-in: 00:00 Paris the day before the start. */
export const holdPlacementAt = (startDate: string): Date => parisMidnight(addDays(startDate, -1));

/** The moment the 48 h window starts: the check-out's submission, else the end of the booking's last day. */
const returnedAt = (checkoutSubmittedAt: Date | null, endDate: string): Date =>
  checkoutSubmittedAt ?? parisMidnight(addDays(endDate, 1));

/** When the hold is released if no claim was filed: 48 h after the return. */
export const holdReleaseAt = (checkoutSubmittedAt: Date | null, endDate: string): Date =>
  new Date(returnedAt(checkoutSubmittedAt, endDate).getTime() + CLAIM_WINDOW_HOURS * HOUR);

type HoldAction = 'none' | 'renew' | 'release';

/**
 * What the hold job does with a live (authorised) hold at `now`: release it once the claim window is
 * over (unless a claim is open: the admin's decision releases it), renew it when it would lapse before
 * its release and has less than a day left, nothing otherwise.
 */
export function holdAction(input: { now: Date; expiresAt: Date; releaseAt: Date; openClaim: boolean }): HoldAction {
  const { now, expiresAt, releaseAt, openClaim } = input;
  if (!openClaim && now.getTime() >= releaseAt.getTime()) return 'release';
  const lapsesFirst = expiresAt.getTime() < releaseAt.getTime() || openClaim;
  if (lapsesFirst && expiresAt.getTime() - now.getTime() <= HOLD_RENEW_BEFORE_HOURS * HOUR) return 'renew';
  return 'none';
}

/** A rental whose hold outlives one authorisation (placed the day before, released 48 h after the end). */
export function needsRenewal(startDate: string, endDate: string): boolean {
  return holdReleaseAt(null, endDate).getTime() - holdPlacementAt(startDate).getTime() > HOLD_VALIDITY_DAYS * DAY;
}

export type ClaimRefusal = 'no_checkout' | 'window_closed' | 'no_hold' | 'over_deposit' | 'bad_amount';

/**
 * Whether the owner may file a claim of `amountCents`: after a check-out, within 48 h of it, on a live
 * hold, for 1 cent up to the held amount.
 */
export function claimRefusal(input: {
  now: Date;
  checkoutSubmittedAt: Date | null;
  heldCents: number | null;
  amountCents: number;
}): ClaimRefusal | null {
  const { now, checkoutSubmittedAt, heldCents, amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) return 'bad_amount';
  if (!checkoutSubmittedAt) return 'no_checkout';
  if (now.getTime() > checkoutSubmittedAt.getTime() + CLAIM_WINDOW_HOURS * HOUR) return 'window_closed';
  if (heldCents === null) return 'no_hold';
  if (amountCents > heldCents) return 'over_deposit';
  return null;
}

/** What an admin's decision captures: 0 (none) up to the claimed amount, and never more than is held. */
export function capturableCents(claimCents: number, heldCents: number): number {
  return Math.max(0, Math.min(claimCents, heldCents));
}

export function decisionValid(decidedCents: number, claimCents: number, heldCents: number): boolean {
  return (
    Number.isSafeInteger(decidedCents) && decidedCents >= 0 && decidedCents <= capturableCents(claimCents, heldCents)
  );
}

export type HandoverRefusalBlock = 'not_declined' | 'handed_over' | 'not_open';

/**
 * Whether the owner may refuse the handover without penalty (decisions.md "Refusing the handover"):
 * the booking is paid or ongoing, its newest hold was declined and no hold of it was ever authorised,
 * there is no check-out, and the bike was not handed over — the check-in is not confirmed, or its
 * confirmation is what placed the declined hold (confirmed no later than the hold's placement). Holds
 * come newest first.
 */
export function handoverRefusalBlock(input: {
  status: string;
  holds: { status: string; placedAt: Date }[];
  checkinConfirmedAt: Date | null;
  checkoutSubmittedAt: Date | null;
}): HandoverRefusalBlock | null {
  const { status, holds, checkinConfirmedAt, checkoutSubmittedAt } = input;
  if (status !== 'paid' && status !== 'ongoing') return 'not_open';
  const newest = holds[0];
  if (newest?.status !== 'declined') return 'not_declined';
  if (holds.some((h) => h.status !== 'declined')) return 'not_declined';
  if (checkoutSubmittedAt) return 'handed_over';
  if (checkinConfirmedAt && checkinConfirmedAt.getTime() > newest.placedAt.getTime()) return 'handed_over';
  return null;
}
