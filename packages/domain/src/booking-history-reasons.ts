/**
 * Why a booking changed status, as the history shows it (decisions.md "Sweep: booking history
 * codes"). A reason is either a code, which pages and emails translate, or text a person typed
 * (an owner's reason to decline or cancel, an admin's note), shown as typed. The system and the
 * dispute form write codes; `historyReasonOf` tells the two apart, and also reads the English
 * sentences the system wrote before it wrote codes.
 */
import type { BookingActor, BookingStatus } from './booking-status';
import { DISPUTE_REASONS, type DisputeReason } from './dispute-reasons';

/**
 * What the system (or an accept, for the other requests it rejects) writes as a status change's
 * reason; `instant` is the system's acceptance of a request by the listing's instant booking.
 */
export const SYSTEM_REASON_CODES = [
  'request_not_answered',
  'payment_not_made',
  'rental_started',
  'rental_ended',
  'other_request_accepted',
  'instant',
] as const;
export type SystemReasonCode = (typeof SYSTEM_REASON_CODES)[number];

/** What an owner's cancellation without penalty writes (the deposit hold on the renter's card was declined). */
const OWNER_REASON_CODES = ['deposit_declined'] as const;
export type OwnerReasonCode = (typeof OWNER_REASON_CODES)[number];
export const DEPOSIT_DECLINED_REASON: OwnerReasonCode = 'deposit_declined';

/** Every code a history entry can carry: the system's, the owner's refusal and the dispute form's reasons. */
export const HISTORY_REASON_CODES = [...SYSTEM_REASON_CODES, ...OWNER_REASON_CODES, ...DISPUTE_REASONS] as const;
export type HistoryReasonCode = SystemReasonCode | OwnerReasonCode | DisputeReason;

/** The English sentences stored before the codes, for the rows written then. */
const LEGACY_SENTENCES: Readonly<Record<string, SystemReasonCode>> = {
  'The owner did not answer in time.': 'request_not_answered',
  'The booking was not paid in time.': 'payment_not_made',
  'The rental started.': 'rental_started',
  'The rental ended.': 'rental_ended',
  'Another request for these dates was accepted.': 'other_request_accepted',
};

const isSystemCode = (v: string): v is SystemReasonCode => (SYSTEM_REASON_CODES as readonly string[]).includes(v);
const isDisputeReason = (v: string): v is DisputeReason => (DISPUTE_REASONS as readonly string[]).includes(v);

interface HistoryReason {
  /** A code to translate, or null. */
  code: HistoryReasonCode | null;
  /** Text a person typed, shown as typed, or null. */
  text: string | null;
}

/**
 * `historyReasonOf({ to: 'disputed', actor: 'renter', reason: 'owner_absent' })` → { code: 'owner_absent', text: null };
 * `historyReasonOf({ to: 'canceled', actor: 'owner', reason: 'Flat tyre' })` → { code: null, text: 'Flat tyre' }.
 * Only where a code can have been written is a value read as one: a dispute's reason, the system's,
 * and an owner's rejection (the accept that rejects the other requests); elsewhere it is a person's text.
 */
export function historyReasonOf({
  to,
  actor,
  reason,
}: {
  to: BookingStatus;
  actor: BookingActor;
  reason: string | null;
}): HistoryReason {
  if (reason === null || reason === '') return { code: null, text: null };
  if (to === 'disputed' && isDisputeReason(reason)) return { code: reason, text: null };
  if (to === 'canceled' && actor === 'owner' && reason === DEPOSIT_DECLINED_REASON) return { code: reason, text: null };
  if (actor === 'system' || (actor === 'owner' && to === 'rejected')) {
    const code = isSystemCode(reason) ? reason : LEGACY_SENTENCES[reason];
    if (code) return { code, text: null };
  }
  return { code: null, text: reason };
}
