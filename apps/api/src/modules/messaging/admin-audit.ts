import type { DbOrTx } from '@biclou/db/client';
import { recordAdminAction } from '../admin/shared';
import { isParticipant, type Viewer } from './conversation-access';
import type { ConversationRow } from './conversation-repository';

type Conversation = Pick<ConversationRow, 'id' | 'renterId' | 'ownerId'>;

/**
 * An admin who writes in or closes two members' conversation acts as an admin, not as a party:
 * the audit row goes in the same transaction as the message or the closing. An admin's own
 * conversations (as owner or renter) are not admin actions.
 */
const actsAsAdmin = (viewer: Viewer, c: Conversation) => viewer.isAdmin && !isParticipant(c, viewer.id);

export async function auditAdminMessage(
  tx: DbOrTx,
  viewer: Viewer,
  c: Conversation,
  message: { id: string | number | bigint; body: string | null; kind: string },
  at: Date,
) {
  if (!actsAsAdmin(viewer, c)) return;
  await recordAdminAction(tx, {
    adminId: viewer.id,
    action: 'conversation.post',
    objectType: 'conversation',
    objectId: c.id,
    before: null,
    after: { message: message.kind === 'photo' ? null : message.body, photo: message.kind === 'photo' },
    at,
  });
}

export async function auditAdminClose(
  tx: DbOrTx,
  viewer: Viewer,
  c: Conversation,
  close: { reason: string; note: string | null },
  at: Date,
) {
  if (!actsAsAdmin(viewer, c)) return;
  await recordAdminAction(tx, {
    adminId: viewer.id,
    action: 'conversation.close',
    objectType: 'conversation',
    objectId: c.id,
    before: { closed: false },
    after: { closed: true, closeReason: close.reason },
    reason: close.note,
    at,
  });
}
