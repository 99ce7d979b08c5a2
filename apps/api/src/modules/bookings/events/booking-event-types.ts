import type { FastifyBaseLogger } from 'fastify';
import type { BookingActor } from '@biclou/domain/booking-status';
import type { DisputeReason } from '@biclou/domain/dispute-reasons';
import type { ReviewSide } from '@biclou/domain/review-rules';
import type { Deps } from '../../../platform/deps';
import type { BookingRow } from '../repositories/booking-repository';

interface EventBase<T extends string> {
  type: T;
  bookingId: string;
  /** The booking as the change left it (committed). */
  booking: BookingRow;
  at: Date;
  /** Who made the change: a side, an admin, or the system timer (userId null). */
  actor: { kind: BookingActor; userId: string | null };
}

/**
 * What happened to a booking, published by the operations and the bookings jobs once their
 * transaction has committed (booking-events.ts). Subscribers (today the emails; later messaging,
 * notifications, the admin audit log) react without the operations knowing them.
 */
export type BookingEvent =
  | EventBase<'booking.requested'>
  /** Accepted by the owner, or at once by instant booking (`booking.instant`): the renter pays by `payBy`. */
  | (EventBase<'booking.accepted'> & { payBy: Date })
  | EventBase<'booking.rejected'>
  | EventBase<'booking.paid'>
  | EventBase<'booking.canceled'>
  | EventBase<'booking.expired'>
  | EventBase<'booking.started'>
  | EventBase<'booking.completed'>
  | EventBase<'booking.credited'>
  /** A paid booking starts tomorrow on its clock: told once per booking. */
  | EventBase<'booking.starts_tomorrow'>
  /** A paid booking's pickup is within 2 hours: its renter is told once. */
  | EventBase<'booking.pickup_soon'>
  /** A side has not reviewed 10 days after completion: told once per booking and side. */
  | (EventBase<'booking.review_reminder'> & { side: ReviewSide })
  | (EventBase<'dispute.opened'> & { reason: DisputeReason })
  | (EventBase<'dispute.resolved'> & { note: string | null })
  // Handover reports (modules/handover): the owner submits, the renter confirms or contests.
  | EventBase<'handover.checkin_submitted'>
  | EventBase<'handover.checkin_confirmed'>
  | EventBase<'handover.checkin_contested'>
  | EventBase<'handover.checkout_submitted'>
  | EventBase<'handover.checkout_confirmed'>
  | EventBase<'handover.checkout_contested'>
  // The deposit as a card hold and damage claims (modules/deposits).
  | (EventBase<'deposit.held'> & { amountCents: number })
  | EventBase<'deposit.declined'>
  | EventBase<'deposit.released'>
  | (EventBase<'deposit.captured'> & { amountCents: number })
  | EventBase<'deposit.renewed'>
  | (EventBase<'claim.filed'> & { amountCents: number })
  | EventBase<'claim.answered'>
  | (EventBase<'claim.decided'> & { capturedCents: number });

/** The issue-16 events (handover reports, deposit holds, claims): each module words its own. */
type HandoverEventType = Extract<BookingEvent['type'], `handover.${string}`>;
type DepositEventType = Extract<BookingEvent['type'], `deposit.${string}` | `claim.${string}`>;
type HandoverOrDepositEventType = HandoverEventType | DepositEventType;

/**
 * The issue-16 events, listed once (the compiler checks the list both ways): subscribers that word
 * the booking's own events (bookings' emails, the bell) leave these to the handover and deposits
 * modules, or word them apart.
 */
const HANDOVER_OR_DEPOSIT: { [T in HandoverOrDepositEventType]: true } = {
  'handover.checkin_submitted': true,
  'handover.checkin_confirmed': true,
  'handover.checkin_contested': true,
  'handover.checkout_submitted': true,
  'handover.checkout_confirmed': true,
  'handover.checkout_contested': true,
  'deposit.held': true,
  'deposit.declined': true,
  'deposit.released': true,
  'deposit.captured': true,
  'deposit.renewed': true,
  'claim.filed': true,
  'claim.answered': true,
  'claim.decided': true,
};

/** `isHandoverOrDepositEvent(e)`: a handover report's, a deposit hold's or a claim's event (narrows `e`). */
export const isHandoverOrDepositEvent = (
  event: BookingEvent,
): event is Extract<BookingEvent, { type: HandoverOrDepositEventType }> =>
  Object.hasOwn(HANDOVER_OR_DEPOSIT, event.type);

export type BookingEventType = BookingEvent['type'];
export type BookingEventOf<T extends BookingEventType> = Extract<BookingEvent, { type: T }>;

/**
 * What a subscriber gets besides the event: the publisher's dependencies (a job may have no mailer)
 * and its log. The hubs come with them: the publisher reaches `deps.bookingEvents`, a subscriber
 * may publish further (a hold placed at the check-in) and announce notifications.
 */
export interface BookingEventContext {
  deps: Pick<Deps, 'db' | 'bookingEvents' | 'notificationEvents'> &
    Partial<Pick<Deps, 'mailer' | 'config' | 'realtime'>>;
  log?: FastifyBaseLogger;
}

export type BookingEventHandler<T extends BookingEventType = BookingEventType> = (
  event: BookingEventOf<T>,
  ctx: BookingEventContext,
) => Promise<void> | void;

/** An event without its derived fields: `bookingId` is the row's id. */
export type BookingEventInput = BookingEvent extends infer E
  ? E extends BookingEvent
    ? Omit<E, 'bookingId'>
    : never
  : never;
