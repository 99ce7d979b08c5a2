import type { DbOrTx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import {
  findConversation,
  lockConversation,
  lockForMessage,
  type ConversationRow,
  type LockedForMessage,
} from './conversation-repository';

/** Who reads: a member, or an admin (who sees every conversation and its original text). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export const viewerOf = (user: { id: string; role: string }): Viewer => ({
  id: user.id,
  isAdmin: user.role === 'admin',
});

export const conversationNotFound = () => AppError.notFound('This conversation does not exist.');

export const isParticipant = (c: Pick<ConversationRow, 'renterId' | 'ownerId'>, userId: string) =>
  c.renterId === userId || c.ownerId === userId;

export const mayRead = (c: Pick<ConversationRow, 'renterId' | 'ownerId'>, viewer: Viewer) =>
  viewer.isAdmin || isParticipant(c, viewer.id);

/** The conversation if the viewer takes part in it or is an admin; a 404 otherwise (as if it did not exist). */
export async function conversationFor(
  tx: DbOrTx,
  viewer: Viewer,
  conversationId: string,
  opts: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const row = opts.lock ? await lockConversation(tx, conversationId) : await findConversation(tx, conversationId);
  if (!row || !mayRead(row, viewer)) throw conversationNotFound();
  return row;
}

/**
 * For a member's message, in the caller's transaction: the conversation locked (404 as
 * `conversationFor`, 409 once closed), with the notification's facts and the reveal state.
 */
export async function openConversationFor(
  tx: DbOrTx,
  viewer: Viewer,
  conversationId: string,
): Promise<LockedForMessage> {
  const locked = await lockForMessage(tx, conversationId, viewer.id);
  if (!locked || !mayRead(locked.c, viewer)) throw conversationNotFound();
  if (locked.c.closedAt) throw closedConflict();
  return locked;
}

export const closedConflict = () => AppError.conflict('This conversation is closed: no more messages can be sent.');

/** The participants who read what `senderId` writes (an admin's message: both). */
export const readersOf = (c: Pick<ConversationRow, 'renterId' | 'ownerId'>, senderId: string | null) =>
  [c.renterId, c.ownerId].filter((id) => id !== senderId);
