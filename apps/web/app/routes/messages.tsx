import { ChatPage } from '../features/messages/chat-page-deferred';
import { loadChat } from '../features/messages/load-chat';
import { MessagesIntro } from '../features/messages/messages-intro';
import { hasSession } from '../lib/server-api';
import { pageNotFound } from '../routing/route-errors';
import { useUser } from '../context/session-context';
import type { Route } from './+types/messages';

/**
 * /messages (public, spec §2) and /messages/:conversationId (members): visitors see what
 * messaging is and a login link; members their inbox and the open thread.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!hasSession(request)) return { chat: null };
  const conversationId = (params as { conversationId?: string }).conversationId;
  const res = await loadChat(context.api, conversationId);
  if (res.missing) throw pageNotFound();
  return { chat: res.data };
}

export default function MessagesRoute({ loaderData, params }: Route.ComponentProps) {
  const user = useUser();
  const conversationId = (params as { conversationId?: string }).conversationId;
  if (!user || !loaderData.chat) return <MessagesIntro />;
  return (
    <ChatPage
      key={conversationId ? 'thread' : 'inbox'}
      data={loaderData.chat}
      myId={user.id}
      basePath="/messages"
      variant="page"
    />
  );
}
