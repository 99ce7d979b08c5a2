/**
 * The booking state machine as data, row for row the table of decisions.md "Booking lifecycle".
 * Every status change goes through `canTransition` (or `findBookingTransition`), and the operation
 * checks the `guards` of the row before applying it and writing the history row.
 */
export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'rejected',
  'expired',
  'canceled',
  'paid',
  'ongoing',
  'completed',
  'disputed',
  'resolved',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTORS = ['renter', 'owner', 'system', 'admin'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

type BookingAction =
  | 'request'
  | 'accept'
  | 'reject'
  | 'expire'
  | 'cancel'
  | 'pay'
  | 'start'
  | 'complete'
  | 'dispute'
  | 'resolve'
  /** The owner refuses to hand the bike over because the deposit hold was declined. */
  | 'refuse_handover';

/** A precondition the operation checks before applying a transition (names, not code: the API evaluates them). */
type BookingGuard =
  | 'phone_confirmed'
  | 'max_open_requests'
  | 'dates_valid'
  | 'dates_available'
  | 'deadline_passed'
  | 'payment_succeeded'
  | 'refund_rules'
  | 'start_date_reached'
  | 'end_date_passed'
  | 'not_yet_credited'
  | 'refund_amount_decided'
  | 'hold_declined'
  | 'instant_conditions_met';

interface BookingTransition {
  /** null: the booking is created by this transition. */
  from: BookingStatus | null;
  to: BookingStatus;
  actor: BookingActor;
  action: BookingAction;
  guards: readonly BookingGuard[];
  rule: string;
}

const row = (
  from: BookingStatus | null,
  to: BookingStatus,
  actor: BookingActor,
  action: BookingAction,
  guards: BookingGuard[],
  rule: string,
): BookingTransition => ({ from, to, actor, action, guards, rule });

export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  row(
    null,
    'requested',
    'renter',
    'request',
    ['phone_confirmed', 'max_open_requests', 'dates_valid', 'dates_available'],
    'Phone confirmed; at most 5 bookings in requested; dates respect min duration, notice and availability; note optional.',
  ),
  row(
    'requested',
    'accepted',
    'owner',
    'accept',
    ['dates_available'],
    'Fails with "This listing is not available at the given dates" on overlap with a blocking booking; other overlapping requests become rejected.',
  ),
  // Also used for the requests auto-rejected by an accept: the owner's action caused it; the history says why.
  row('requested', 'rejected', 'owner', 'reject', [], 'Optional reason.'),
  // Instant booking (decisions.md "Booking times: instant booking and timers"): the request is accepted
  // in its own transaction when the listing allows it and the renter meets its conditions, and the
  // other requests sharing an instant with it are rejected, as an owner's accept does.
  row(
    'requested',
    'accepted',
    'system',
    'accept',
    ['instant_conditions_met', 'dates_available'],
    "Instant booking: the listing's instant booking is on and the renter meets its conditions; the same overlap rule as the owner's accept.",
  ),
  row(
    'requested',
    'rejected',
    'system',
    'reject',
    [],
    'Another request sharing an instant was accepted by instant booking (reason other_request_accepted).',
  ),
  row(
    'requested',
    'expired',
    'system',
    'expire',
    ['deadline_passed'],
    "48 h after the request, or at the pickup minus the listing's notice if that comes first (never under 30 minutes).",
  ),
  row('requested', 'canceled', 'renter', 'cancel', [], 'No money involved.'),
  row('accepted', 'canceled', 'renter', 'cancel', [], 'No money involved.'),
  row('accepted', 'paid', 'renter', 'pay', ['payment_succeeded'], 'Card payment succeeds (idempotent).'),
  row(
    'accepted',
    'expired',
    'system',
    'expire',
    ['deadline_passed'],
    'Unpaid 48 h after acceptance (an instant booking: the instant payment window), or at the pickup minus the notice if that comes first (never under 30 minutes).',
  ),
  row(
    'paid',
    'canceled',
    'renter',
    'cancel',
    ['refund_rules'],
    "Refund per the listing's cancellation option (computeRefund).",
  ),
  row(
    'paid',
    'canceled',
    'owner',
    'cancel',
    ['refund_rules'],
    "Full refund incl. service fee; counted on the owner's profile.",
  ),
  row('paid', 'ongoing', 'system', 'start', ['start_date_reached'], 'At the pickup instant.'),
  // On the start day (decisions "Refusing the handover when the deposit hold is declined") the
  // booking is already ongoing; from paid the owner's ordinary cancel row applies, with the same guard checked.
  row(
    'ongoing',
    'canceled',
    'owner',
    'refuse_handover',
    ['hold_declined'],
    "The deposit hold was declined and the bike not handed over: full refund, not counted on the owner's profile.",
  ),
  row('ongoing', 'completed', 'system', 'complete', ['end_date_passed'], 'At the return instant.'),
  row('paid', 'disputed', 'renter', 'dispute', ['not_yet_credited'], "Until the owner's balance is credited."),
  row('ongoing', 'disputed', 'renter', 'dispute', ['not_yet_credited'], "Until the owner's balance is credited."),
  row('completed', 'disputed', 'renter', 'dispute', ['not_yet_credited'], "Until the owner's balance is credited."),
  row('disputed', 'resolved', 'admin', 'resolve', ['refund_amount_decided'], 'The admin decides the refund amount.'),
  // Admin cancel: the same cancel operation's shape, the refund chosen among computeRefund's answers.
  row('requested', 'canceled', 'admin', 'cancel', [], 'An admin cancels; no money involved.'),
  row('accepted', 'canceled', 'admin', 'cancel', [], 'An admin cancels; no money involved.'),
  row(
    'paid',
    'canceled',
    'admin',
    'cancel',
    ['refund_amount_decided'],
    "The admin chooses the renter's refund rule or a full refund (computeRefund).",
  ),
];

/** The row allowing `from → to` for `actor`, if any: `findBookingTransition('accepted', 'paid', 'renter')?.action` = 'pay'. */
export function findBookingTransition(
  from: BookingStatus | null,
  to: BookingStatus,
  actor: BookingActor,
): BookingTransition | undefined {
  return BOOKING_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);
}

/** `canTransition('requested', 'accepted', 'owner')` → true; `canTransition('requested', 'accepted', 'renter')` → false. */
export function canTransition(from: BookingStatus | null, to: BookingStatus, actor: BookingActor): boolean {
  return findBookingTransition(from, to, actor) !== undefined;
}

/** What `actor` may do from `status`: `transitionsFrom('paid', 'owner').map((t) => t.to)` = ['canceled']. */
export function transitionsFrom(status: BookingStatus, actor?: BookingActor): BookingTransition[] {
  return BOOKING_TRANSITIONS.filter((t) => t.from === status && (actor === undefined || t.actor === actor));
}

/** No transition leaves these: rejected, expired, canceled, resolved. */
export function isTerminal(status: BookingStatus): boolean {
  return transitionsFrom(status).length === 0;
}

/** Statuses that hold the dates: the database's exclusion constraint covers exactly these. */
export const BLOCKING_STATUSES = [
  'accepted',
  'paid',
  'ongoing',
  'disputed',
] as const satisfies readonly BookingStatus[];

/** Statuses that refuse account and listing deletion ('Cannot delete : you have unfinished bookings.'). */
export const UNFINISHED_STATUSES = [
  'requested',
  'accepted',
  'paid',
  'ongoing',
] as const satisfies readonly BookingStatus[];

/** Whether the booking holds its dates against other bookings. */
export function isBlocking(status: BookingStatus): boolean {
  switch (status) {
    case 'accepted':
    case 'paid':
    case 'ongoing':
    case 'disputed':
      return true;
    case 'requested':
    case 'rejected':
    case 'expired':
    case 'canceled':
    case 'completed':
    case 'resolved':
      return false;
    default:
      return assertNever(status);
  }
}

/** Whether the booking still needs someone to act or ride (deletion of the account or listing is refused). */
export function isUnfinished(status: BookingStatus): boolean {
  switch (status) {
    case 'requested':
    case 'accepted':
    case 'paid':
    case 'ongoing':
      return true;
    case 'rejected':
    case 'expired':
    case 'canceled':
    case 'completed':
    case 'disputed':
    case 'resolved':
      return false;
    default:
      return assertNever(status);
  }
}

/**
 * Whether the renter sees the exact address ("after acceptance", decisions.md "Listing rules").
 * A resolved dispute follows a rental that was paid, so the address stays visible; a booking
 * canceled, rejected or expired never shows it (even if it had been accepted).
 */
export function renterSeesExactAddress(status: BookingStatus): boolean {
  switch (status) {
    case 'accepted':
    case 'paid':
    case 'ongoing':
    case 'completed':
    case 'disputed':
    case 'resolved':
      return true;
    case 'requested':
    case 'rejected':
    case 'expired':
    case 'canceled':
      return false;
    default:
      return assertNever(status);
  }
}

/** Whether the renter may open a dispute now: paid, ongoing or completed, and the owner not yet credited. */
export function canOpenDispute(status: BookingStatus, ownerCredited: boolean): boolean {
  return !ownerCredited && canTransition(status, 'disputed', 'renter');
}

function assertNever(x: never): never {
  throw new Error(`unexpected booking status ${String(x)}`);
}
