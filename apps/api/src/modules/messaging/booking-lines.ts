import { conversationRoom, userRoom, type MessageEventType } from '@biclou/contracts/messaging';
import { DEPOSIT_DECLINED_REASON } from '@biclou/domain/booking-history-reasons';
import type { Deps } from '../../platform/deps';
import type { BookingEvent, BookingEventContext } from '../bookings';
import {
  ensureConversation,
  lockConversation,
  messageFacts,
  reopenConversationRow,
  touchConversation,
} from './conversation-repository';
import { publishMessage, writeMessage, type Written } from './deliver-message';
import { insertSystemLine } from './message-repository';

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
 * The booking-events hub's subscriber (registered in modules/booking-event-subscribers.ts): each
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
  const { db } = ctx.deps;
  const published: Written[] = [];
  let reopened: string | null = null;
  await db.transaction(async (tx) => {
    const { row } = await ensureConversation(tx, {
      listingId: b.listingId,
      renterId: b.renterId,
      ownerId: b.ownerId,
      at: event.at,
    });
    let conversation = (await lockConversation(tx, row.id))!;
    if (type === 'requested' && conversation.closedAt) {
      conversation = await reopenConversationRow(tx, conversation.id);
      reopened = conversation.id;
    }
    const note = type === 'requested' ? b.noteForOwner?.trim() : undefined;
    if (note) {
      const facts = await messageFacts(tx, conversation, b.renterId);
      published.push(
        await writeMessage(
          tx,
          conversation,
          { senderId: b.renterId, kind: 'text', body: note.slice(0, 2000) },
          event.at,
          facts,
        ),
      );
    }
    const line = await insertSystemLine(tx, {
      conversationId: conversation.id,
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
      createdAt: event.at,
    });
    if (line) {
      await touchConversation(tx, conversation.id, event.at);
      published.push({ conversation, message: line, notices: [] });
    }
  });
  const deps = ctx.deps as Pick<Deps, 'db'> & Partial<Pick<Deps, 'realtime'>>;
  if (reopened)
    deps.realtime?.emit(
      [conversationRoom(reopened), userRoom(b.renterId), userRoom(b.ownerId)],
      'conversation:reopened',
      {
        conversationId: reopened,
      },
    );
  for (const w of published) await publishMessage(deps, w, ctx.log);
}
