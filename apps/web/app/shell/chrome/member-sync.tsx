import { NotificationsSync } from '../../features/notifications/notifications-sync';
import { ChatSync } from '../../features/messages/chat-sync';

/**
 * What keeps a signed-in member's counts live (notifications polling, the realtime socket, the tab
 * title): loaded by the header once a member is signed in (lazy-shell.tsx), never for
 * a visitor. Renders nothing.
 */
export function MemberSync() {
  return (
    <>
      <NotificationsSync />
      <ChatSync />
    </>
  );
}
