import type { NotificationKind, NotificationParams } from '@biclou/contracts/notifications';
import { DEPOSIT_DECLINED_REASON } from '@biclou/domain/booking-history-reasons';
import { windowLength } from '@biclou/domain/booking-timers';
import type { BookingEvent, BookingEventContext } from '../bookings';
import type { NotificationCreated } from './notification-created';
import { bookingFacts } from './notification-repository';
import { notify, type NotifyInput } from './notify';

type Side = 'renter' | 'owner';
/** A rental that starts (the evening before said it) and a capture (its claim's decision says it). */
type Untold = 'booking.started' | 'deposit.captured';
type Told = Exclude<BookingEvent['type'], Untold>;

/** Each event's code: the same names, checked by the compiler in both directions. */
const KIND: { [T in Told]: T & NotificationKind } = {
  'booking.requested': 'booking.requested',
  'booking.accepted': 'booking.accepted',
  'booking.rejected': 'booking.rejected',
  'booking.paid': 'booking.paid',
  'booking.canceled': 'booking.canceled',
  'booking.expired': 'booking.expired',
  'booking.completed': 'booking.completed',
  'booking.credited': 'booking.credited',
  'booking.starts_tomorrow': 'booking.starts_tomorrow',
  'booking.pickup_soon': 'booking.pickup_soon',
  'booking.review_reminder': 'booking.review_reminder',
  'dispute.opened': 'dispute.opened',
  'dispute.resolved': 'dispute.resolved',
  'handover.checkin_submitted': 'handover.checkin_submitted',
  'handover.checkin_confirmed': 'handover.checkin_confirmed',
  'handover.checkin_contested': 'handover.checkin_contested',
  'handover.checkout_submitted': 'handover.checkout_submitted',
  'handover.checkout_confirmed': 'handover.checkout_confirmed',
  'handover.checkout_contested': 'handover.checkout_contested',
  'deposit.held': 'deposit.held',
  'deposit.declined': 'deposit.declined',
  'deposit.released': 'deposit.released',
  'deposit.renewed': 'deposit.renewed',
  'claim.filed': 'claim.filed',
  'claim.answered': 'claim.answered',
  'claim.decided': 'claim.decided',
};
const isTold = (type: BookingEvent['type']): type is Told => Object.hasOwn(KIND, type);
type Note = { side: Side; params?: NotificationParams; link?: string };

/**
 * Who is told what, per booking event: the same parties as the emails (booking-event-mails.ts, and
 * the handover and deposits modules' own), nothing for a rental that starts (the evening before
 * said it), and a hold placed or renewed (the renter, no email) and leaves a capture to
 * the claim's decision.
 */
export function notesFor(event: BookingEvent): Note[] {
  const b = event.booking;
  switch (event.type) {
    // An instant booking is requested and accepted at once: the acceptance tells both sides.
    case 'booking.requested':
      return b.instant ? [] : [{ side: 'owner' }];
    case 'booking.paid':
      return [{ side: 'owner' }];
    case 'booking.accepted': {
      // The payment window as the acceptance promised it (an instant booking's minutes, a window shrunk by the notice).
      const pay = windowLength(b.acceptedAt ?? event.at, event.payBy);
      const params = { instant: b.instant, payCount: pay.count, payUnit: pay.unit };
      return [
        { side: 'renter', link: `/dashboard/trips/${b.id}/pay`, params },
        ...(b.instant ? [{ side: 'owner' as const, params }] : []),
      ];
    }
    case 'booking.rejected':
    case 'booking.expired':
      return [{ side: 'renter' }];
    case 'booking.canceled': {
      const params = {
        canceledBy: b.canceledBy ?? null,
        refundCents: b.refundCents,
        currency: b.currency,
        ...(b.canceledBy === 'owner' && b.cancelReason === DEPOSIT_DECLINED_REASON
          ? { reason: DEPOSIT_DECLINED_REASON }
          : {}),
      };
      return [
        ...(b.canceledBy === 'renter' ? [{ side: 'owner' as const, params }] : []),
        ...(b.canceledBy === 'owner' || b.paidAt ? [{ side: 'renter' as const, params }] : []),
      ];
    }
    case 'booking.started':
      return [];
    case 'booking.completed':
    case 'booking.starts_tomorrow':
      return [{ side: 'renter' }, { side: 'owner' }];
    case 'booking.credited':
      return b.creditOwnerCents > 0
        ? [
            {
              side: 'owner',
              link: '/dashboard/payouts',
              params: { amountCents: b.creditOwnerCents, currency: b.currency },
            },
          ]
        : [];
    case 'booking.review_reminder':
      return [{ side: event.side }];
    case 'booking.pickup_soon':
      return [{ side: 'renter' }];
    case 'dispute.opened':
      return [{ side: 'owner', params: { reason: event.reason } }];
    case 'dispute.resolved':
      return [{ side: 'renter' }, { side: 'owner' }];
    case 'handover.checkin_submitted':
    case 'handover.checkout_submitted':
      return [{ side: 'renter' }];
    case 'handover.checkin_confirmed':
    case 'handover.checkin_contested':
    case 'handover.checkout_confirmed':
    case 'handover.checkout_contested':
    case 'claim.answered':
      return [{ side: 'owner' }];
    case 'deposit.held':
      return [{ side: 'renter', params: { amountCents: event.amountCents, currency: b.currency } }];
    case 'deposit.released':
    case 'deposit.renewed':
      return [{ side: 'renter' }];
    case 'deposit.declined':
      return [{ side: 'renter' }, { side: 'owner' }];
    case 'deposit.captured':
      return [];
    case 'claim.filed':
      return [{ side: 'renter', params: { amountCents: event.amountCents, currency: b.currency } }];
    case 'claim.decided': {
      const params = { amountCents: event.capturedCents, currency: b.currency };
      return [
        { side: 'renter', params },
        { side: 'owner', params },
      ];
    }
    default: {
      const never: never = event;
      throw new Error(`unexpected booking event ${String(never)}`);
    }
  }
}

/**
 * The bell's subscriber on the booking-events hub: after the change has committed, writes each
 * party's notification (codes and params; the page writes the text in the reader's language) in
 * one transaction, then announces them.
 */
export async function notifyOnBookingEvent(event: BookingEvent, ctx: BookingEventContext) {
  const notes = notesFor(event);
  if (notes.length === 0 || !isTold(event.type)) return;
  const kind = KIND[event.type];
  const b = event.booking;
  const created = await ctx.deps.db.transaction(async (tx) => {
    const facts = await bookingFacts(tx, b.id);
    const out: NotificationCreated[] = [];
    for (const note of notes) {
      const input: NotifyInput = {
        userId: note.side === 'owner' ? b.ownerId : b.renterId,
        kind,
        bookingId: b.id,
        link: note.link ?? (note.side === 'owner' ? `/dashboard/bookings/${b.id}` : `/dashboard/trips/${b.id}`),
        params: {
          side: note.side,
          title: facts?.title ?? '',
          name: (note.side === 'owner' ? facts?.renterFirstname : facts?.ownerFirstname) ?? '',
          startDate: b.startDate,
          endDate: b.endDate,
          // The pickup and the return on the booking's clock: the bell writes them, named.
          pickupAt: b.pickupAt.toISOString(),
          returnAt: b.returnAt.toISOString(),
          timeZone: b.timeZone,
          ...note.params,
        },
        at: event.at,
      };
      out.push(await notify(tx, input));
    }
    return out;
  });
  await ctx.deps.notificationEvents.publish(created, ctx.log);
}
