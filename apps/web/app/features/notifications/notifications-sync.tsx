import { useApi } from '../../context/api-context';
import { useUser } from '../../context/session-context';
import { useUnreadPolling, useUnreadTitle } from './use-unread-polling';

/** Keeps the unread count (polling) and the tab title for the signed-in member; renders nothing. Mount once. */
export function NotificationsSync() {
  const user = useUser();
  useUnreadPolling(useApi(), user !== null);
  useUnreadTitle();
  return null;
}
