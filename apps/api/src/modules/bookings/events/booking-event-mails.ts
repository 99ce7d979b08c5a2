import { isHandoverOrDepositEvent, type BookingEvent, type BookingEventContext } from './booking-event-types';
import { mailBookings, type BookingMail } from '../mails/booking-mails';
import type { MailExtras } from '../mails/mail-common';

/** Which emails each event sends, in order (none for a rental that starts: the evening before said it). */
function mailsFor(event: BookingEvent): Array<[BookingMail, MailExtras?]> {
  // The handover and deposits modules send their own emails (their subscribers).
  if (isHandoverOrDepositEvent(event)) return [];
  const b = event.booking;
  switch (event.type) {
    // An instant booking is requested and accepted at once: the acceptance tells both sides.
    case 'booking.requested':
      return b.instant ? [] : [['requested']];
    case 'booking.accepted':
      return b.instant ? [['accepted'], ['instantBookedForOwner']] : [['accepted']];
    case 'booking.rejected':
      return [['rejected']];
    case 'booking.paid':
      return [['paid'], ['paidForRenter']];
    case 'booking.canceled':
      return [
        ...(b.canceledBy === 'renter' ? [['canceledForOwner'] as [BookingMail]] : []),
        ...(b.canceledBy === 'owner' || b.paidAt ? [['canceledForRenter'] as [BookingMail]] : []),
      ];
    case 'booking.expired':
      return [['expired']];
    case 'booking.started':
      return [];
    case 'booking.completed':
      return [['completedForRenter'], ['completedForOwner']];
    case 'booking.credited':
      return b.creditOwnerCents > 0 ? [['credited']] : [];
    case 'booking.starts_tomorrow':
      return [['startsTomorrowForRenter'], ['startsTomorrowForOwner']];
    case 'booking.pickup_soon':
      return [['pickupSoonForRenter']];
    case 'booking.review_reminder':
      return [[event.side === 'renter' ? 'reviewReminderForRenter' : 'reviewReminderForOwner']];
    case 'dispute.opened':
      return [['disputeOpenedForOwner', { disputeReason: event.reason }]];
    case 'dispute.resolved':
      return [
        ['disputeResolvedForRenter', { note: event.note }],
        ['disputeResolvedForOwner', { note: event.note }],
      ];
    default: {
      const never: never = event;
      throw new Error(`unexpected booking event ${String(never)}`);
    }
  }
}

/** The emails' subscriber: each side is told in their language (mails/); without a mailer (some job runs) nothing is sent. */
export async function mailOnBookingEvent(event: BookingEvent, ctx: BookingEventContext) {
  const { mailer, config, db } = ctx.deps;
  if (!mailer || !config) return;
  for (const [mail, extras] of mailsFor(event))
    await mailBookings({ mailer, config }, db, [event.booking], mail, event.at, ctx.log, extras);
}
