import { ChatPage } from '../../features/messages/chat-page';
import { loadChat } from '../../features/messages/load-chat';
import { pageNotFound } from '../../routing/route-errors';
import { useUser } from '../../context/session-context';
import type { Route } from './+types/dashboard-chats';

/** /dashboard/chats and /dashboard/chats/:conversationId (auth): the inbox and the open thread. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const conversationId = (params as { conversationId?: string }).conversationId;
  const res = await loadChat(context.api, conversationId);
  if (res.missing) throw pageNotFound();
  return { chat: res.data };
}

export default function DashboardChatsRoute({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  if (!user || !loaderData.chat) return null;
  return <ChatPage data={loaderData.chat} myId={user.id} basePath="/dashboard/chats" variant="dashboard" />;
}
