import {
  Banknote,
  Bell,
  Bike,
  CalendarCheck,
  Laptop,
  Map,
  MessagesSquare,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
}

/** Dashboard side navigation and the account menu share these (spec §2 dashboard children). */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { to: '/dashboard/trips', label: 'nav.trips', icon: Map },
  { to: '/dashboard/bookings', label: 'nav.bookings', icon: CalendarCheck },
  { to: '/dashboard/listings', label: 'nav.listings', icon: Bike },
  { to: '/dashboard/chats', label: 'nav.chats', icon: MessagesSquare },
  { to: '/dashboard/notifications', label: 'notifications.title', icon: Bell },
  { to: '/dashboard/payouts', label: 'nav.payouts', icon: Banknote },
  { to: '/account', label: 'nav.account', icon: UserRound },
  { to: '/dashboard/devices', label: 'nav.devices', icon: Laptop },
];

/** Footer and content links. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly { to: string; label: string }[] }[] = [
  {
    title: 'footer.discover',
    links: [
      { to: '/search', label: 'nav.search' },
      { to: '/listing/create', label: 'nav.list-your-bike' },
      { to: '/help/rental-process', label: 'titles.help-rental-process' },
      { to: '/community', label: 'titles.community' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about-us', label: 'titles.about-us' },
      { to: '/career', label: 'titles.career' },
      { to: '/press', label: 'titles.press' },
      { to: '/blog', label: 'titles.blog' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { to: '/help', label: 'titles.help' },
      { to: '/terms', label: 'titles.terms' },
    ],
  },
];
