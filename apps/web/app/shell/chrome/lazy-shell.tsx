import { useEffect, useState, type ComponentType } from 'react';
import { deferred, upgraded } from '../../components/deferred';
import { useUser } from '../../context/session-context';
import { LanguageStandIn, MobileMenuStandIn, ThemeStandIn } from './stand-ins';

/**
 * The header's and footer's controls, each in a chunk of its own (components/deferred.tsx): the
 * menus drawn by their stand-ins until the full Radix control replaces them, the members' parts.
 */
export const ThemeSwitcher = upgraded(() => import('./theme-switcher').then((m) => m.ThemeSwitcher), ThemeStandIn);
export const LanguageSwitcher = upgraded(
  () => import('./language-switcher').then((m) => m.LanguageSwitcher),
  LanguageStandIn,
);
// Members only: the stand-in itself (avatar…) loads in its own chunk, rendered on the server as usual.
const AccountStandIn = deferred(() => import('./account-trigger').then((m) => m.AccountStandIn));
export const AccountMenu = upgraded(() => import('./account-menu').then((m) => m.AccountMenu), AccountStandIn);
/** Log in / sign up, for visitors (where a member has `AccountMenu`). */
export const AuthLinks = deferred(() => import('./auth-links').then((m) => m.AuthLinks));
export const MobileMenu = upgraded(() => import('./mobile-menu').then((m) => m.MobileMenu), MobileMenuStandIn);
/** The inbox link with its unread count: members only, so the chunk loads only where one renders. */
export const MessagesLink = deferred(
  () => import('../../features/messages/messages-link').then((m) => m.MessagesLink),
  { onDemand: true },
);
/** The bell and its panel: members only, so a visitor never downloads them. */
export const NotificationBell = deferred(
  () => import('../../features/notifications/notification-bell').then((m) => m.NotificationBell),
  { onDemand: true },
);

/**
 * The signed-in member's live counts (notifications, chat socket, tab title): their code loads in
 * the browser once a member is signed in, never for a visitor. They render nothing, so they mount
 * after hydration; once loaded they stay mounted and handle a sign-out themselves.
 */
export function MemberSync() {
  const signedIn = useUser() !== null;
  const [Sync, setSync] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!signedIn || Sync) return;
    let cancelled = false;
    void import('./member-sync').then((m) => {
      if (!cancelled) setSync(() => m.MemberSync);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, Sync]);
  return Sync ? <Sync /> : null;
}
