import { conversationRoom, userRoom, type MessageEventType } from '@biclou/contracts/messaging';
import { DEPOSIT_DECLINED_REASON } from '@biclou/domain/booking-history-reasons';
import type { BookingEvent, BookingEventContext } from '../bookings';
import { ensureConversation, lockConversation, reopenConversationRow } from './conversation-repository';
import { messageFacts } from './conversation-facts-repository';
import { sendMessages } from './deliver-message';

/** The booking steps that show in the thread, by booking event. */
const LINE: Partial<Record<BookingEvent['type'], MessageEventType>> = {
  'booking.requested': 'requested',
  'booking.accepted': 'accepted',
  'booking.rejected': 'rejected',
  'booking.expired': 'expired',
  'booking.paid': 'paid',
  'booking.canceled': 'canceled',
  'booking.completed': 'completed',
  'handover.checkin_submitted': 'handover_checkin_submitted',
  'handover.checkin_confirmed': 'handover_checkin_confirmed',
  'handover.checkin_contested': 'handover_checkin_contested',
  'handover.checkout_submitted': 'handover_checkout_submitted',
  'handover.checkout_confirmed': 'handover_checkout_confirmed',
  'handover.checkout_contested': 'handover_checkout_contested',
  'deposit.held': 'deposit_held',
  'deposit.declined': 'deposit_declined',
  'deposit.released': 'deposit_released',
  'deposit.captured': 'deposit_captured',
  'deposit.renewed': 'deposit_renewed',
  'claim.filed': 'claim_filed',
  'claim.answered': 'claim_answered',
  'claim.decided': 'claim_decided',
};

/**
 * The booking-events hub's subscriber (app.ts subscribes it): each
 * booking step is a system line in the listing+renter conversation, once per booking and step
 * (a unique key), written after the booking's commit. A request also starts the conversation if
 * needed, and its note for the owner becomes a message from the renter, masked like any other.
 * A new request reopens a closed conversation: the closing ended what was being discussed, and the
 * two parties must be able to write about this booking (a step of an earlier booking leaves it closed).
 */
export async function lineOnBookingEvent(event: BookingEvent, ctx: BookingEventContext) {
  const type = LINE[event.type];
  if (!type) return;
  const b = event.booking;
  await sendMessages(ctx, async (tx, outbox) => {
    const { row } = await ensureConversation(tx, {
      listingId: b.listingId,
      renterId: b.renterId,
      ownerId: b.ownerId,
      at: event.at,
    });
    let conversation = (await lockConversation(tx, row.id))!;
    if (type === 'requested' && conversation.closedAt) {
      conversation = await reopenConversationRow(tx, conversation.id);
      const reopened = conversation.id;
      outbox.afterCommit(() =>
        ctx.deps.realtime?.emit(
          [conversationRoom(reopened), userRoom(b.renterId), userRoom(b.ownerId)],
          'conversation:reopened',
          { conversationId: reopened },
        ),
      );
    }
    const note = type === 'requested' ? b.noteForOwner?.trim() : undefined;
    if (note) {
      const facts = await messageFacts(tx, conversation, b.renterId);
      await outbox.message(conversation, { senderId: b.renterId, kind: 'text', body: note.slice(0, 2000) }, event.at, {
        facts,
      });
    }
    await outbox.systemLine(
      conversation,
      {
        kind: 'system',
        bookingId: b.id,
        eventType: type,
        event: {
          type,
          bookingId: b.id,
          ...(type === 'canceled' ? { refundCents: b.refundCents, currency: b.currency } : {}),
          ...(type === 'canceled' && b.canceledBy === 'owner' && b.cancelReason === DEPOSIT_DECLINED_REASON
            ? { reason: DEPOSIT_DECLINED_REASON }
            : {}),
        },
      },
      event.at,
    );
  });
}
