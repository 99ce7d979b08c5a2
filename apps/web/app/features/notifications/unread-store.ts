import { createCountStore, useCount } from '../../lib/count-store';

/** The bell's unread count, shared by the header, the notifications page and the tab title. */
export const unreadStore = createCountStore();

export function useUnreadCount(): number | null {
  return useCount(unreadStore);
}

/** "(3) Biclou…": the tab title with a count in front (lib/title-badge, shared with messages). */
export { titleWithCount } from '../../lib/title-badge';
