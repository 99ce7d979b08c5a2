import type { StartConversationResponse } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { closedConflict, type Viewer } from './conversation-access';
import { conversationCard } from './conversation-card-repository';
import { ensureConversation, listingForContact, lockForMessage } from './conversation-repository';
import { consumeMessageBudget, sendMessages } from './deliver-message';
import { readerOf, toMessage, toSummary } from './message-view';

const CONTACTABLE = new Set(['live', 'paused']);

/**
 * POST /conversations ("Contact the owner"): the renter's conversation about this listing (one per
 * listing and renter, reused when it exists) with this first message. A listing that is not
 * published is a 404; one's own listing a 422; a closed conversation a 409.
 */
export async function startConversation(
  ctx: RequestContext,
  viewer: Viewer,
  input: { listingId: string; body: string },
): Promise<StartConversationResponse> {
  const { db, clock } = ctx.deps;
  const listing = await listingForContact(db, input.listingId);
  if (!listing || !CONTACTABLE.has(listing.status)) throw AppError.notFound('This bike does not exist.');
  if (listing.ownerId === viewer.id)
    throw AppError.field('listingId', 'You cannot start a conversation about your own bike.');
  const attempt = await consumeMessageBudget(ctx.deps, viewer.id);
  const { conversationId, message } = await sendMessages(
    ctx,
    async (tx, outbox) => {
      const at = clock.now();
      const { row } = await ensureConversation(tx, {
        listingId: listing.id,
        renterId: viewer.id,
        ownerId: listing.ownerId,
        at,
      });
      const { c, facts, revealed } = (await lockForMessage(tx, row.id, viewer.id))!;
      if (c.closedAt) throw closedConflict();
      const sent = await outbox.message(c, { senderId: viewer.id, kind: 'text', body: input.body }, at, {
        facts,
        revealed,
      });
      return { conversationId: c.id, message: toMessage(sent, readerOf(viewer, revealed)) };
    },
    async (err) => {
      await attempt.giveBack();
      throw err;
    },
  );
  const card = (await conversationCard(db, conversationId, viewer.id))!;
  return { conversation: toSummary(card, viewer), message };
}
