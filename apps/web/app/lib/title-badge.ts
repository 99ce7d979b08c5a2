import { useEffect } from 'react';

/**
 * The count in front of the tab title, "(3) Messages · Biclou". Two areas feed it: unread
 * messages and unread notifications. Messages win when there are any (the title says what waits
 * in the inbox); otherwise the notifications' count shows. One observer keeps the prefix when a
 * page sets its title, so the two areas never fight over `document.title`.
 */
type TitleBadgeSource = 'messages' | 'notifications';
const counts: Record<TitleBadgeSource, number | null> = { messages: null, notifications: null };
let observer: MutationObserver | null = null;
let users = 0;

/** "(3) Biclou…": the title with `count` in front (none at 0 or null); 99+ above 99. */
export function titleWithCount(title: string, count: number | null): string {
  const base = title.replace(/^\(\d+\+?\) /, '');
  if (!count || count <= 0) return base;
  return `(${count > 99 ? '99+' : count}) ${base}`;
}

/** The count shown: unread messages when there are any, else unread notifications. */
export function badgeCount(values: Record<TitleBadgeSource, number | null>): number | null {
  return values.messages && values.messages > 0 ? values.messages : values.notifications;
}

function apply() {
  const next = titleWithCount(document.title, badgeCount(counts));
  if (document.title !== next) document.title = next;
}

/** Puts `count` (of `source`) in the tab title while the calling component is mounted. */
export function useTitleBadge(source: TitleBadgeSource, count: number | null) {
  useEffect(() => {
    users += 1;
    if (!observer) {
      observer = new MutationObserver(apply);
      observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    }
    return () => {
      users -= 1;
      counts[source] = null;
      if (users === 0) {
        observer?.disconnect();
        observer = null;
      }
      apply();
    };
  }, [source]);
  useEffect(() => {
    counts[source] = count;
    apply();
  }, [source, count]);
}
