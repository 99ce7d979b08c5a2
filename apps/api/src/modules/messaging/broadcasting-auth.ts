import { createHmac } from 'node:crypto';
import type { BroadcastingAuthResponse } from '@biclou/contracts/messaging';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { mayRead, type Viewer } from './conversation-access';
import { findConversation } from './conversation-repository';

/** The app key third-party (Pusher/Reverb protocol) clients are configured with. */
const BROADCASTING_APP_KEY = 'biclou';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const USER_CHANNEL = new RegExp(`^private-user\\.(${UUID})$`, 'i');
const CONVERSATION_CHANNEL = new RegExp(`^private-conversation\\.(${UUID})$`, 'i');

/**
 * POST /broadcasting/auth (spec §7): signs a private channel subscription for a third-party
 * client, with the same rules as the socket rooms: `private-user.<id>` for that user only,
 * `private-conversation.<id>` for its participants and admins. Anything else: 403.
 * The signature is the Pusher protocol's: `<key>:<HMAC-SHA256(secret, "<socket_id>:<channel>")>`.
 */
export async function authorizeChannel(
  ctx: RequestContext,
  viewer: Viewer,
  socketId: string,
  channel: string,
): Promise<BroadcastingAuthResponse> {
  if (!(await mayJoin(ctx, viewer, channel))) throw AppError.forbidden('You may not listen to this channel.');
  const signature = createHmac('sha256', `broadcasting:${ctx.deps.secret}`)
    .update(`${socketId}:${channel}`)
    .digest('hex');
  return { auth: `${BROADCASTING_APP_KEY}:${signature}` };
}

async function mayJoin(ctx: RequestContext, viewer: Viewer, channel: string): Promise<boolean> {
  const user = USER_CHANNEL.exec(channel);
  if (user) return user[1]!.toLowerCase() === viewer.id;
  const conversation = CONVERSATION_CHANNEL.exec(channel);
  if (!conversation) return false;
  const row = await findConversation(ctx.deps.db, conversation[1]!.toLowerCase());
  return row !== undefined && mayRead(row, viewer);
}
