import {
  Banknote,
  Bell,
  Bike,
  CalendarCheck,
  Heart,
  Laptop,
  Map,
  MessagesSquare,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

interface NavItem {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: LucideIcon;
}

/** Dashboard side navigation and the account menu share these (spec §2 dashboard children). */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { to: '/dashboard/trips', label: 'nav.trips', icon: Map },
  { to: '/dashboard/favourites', label: 'nav.favourites', icon: Heart },
  { to: '/dashboard/bookings', label: 'nav.bookings', icon: CalendarCheck },
  { to: '/dashboard/listings', label: 'nav.listings', icon: Bike },
  { to: '/dashboard/chats', label: 'nav.chats', icon: MessagesSquare },
  { to: '/dashboard/notifications', label: 'notifications.title', icon: Bell },
  { to: '/dashboard/payouts', label: 'nav.payouts', icon: Banknote },
  { to: '/account', label: 'nav.account', icon: UserRound },
  { to: '/dashboard/devices', label: 'nav.devices', icon: Laptop },
];

/** Footer and content links: every content page, in both locales. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly { to: string; label: string }[] }[] = [
  {
    title: 'footer.discover',
    links: [
      { to: '/search', label: 'nav.search' },
      { to: '/listing/create', label: 'nav.list-your-bike' },
      { to: '/guides/how-to-rent', label: 'footer-links.how-to-rent' },
      { to: '/guides/how-to-list', label: 'footer-links.how-to-list' },
      { to: '/size-guide', label: 'footer-links.size-guide' },
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
      { to: '/help/rental-process', label: 'titles.help-rental-process' },
      { to: '/rental-contract', label: 'footer-links.rental-contract' },
      { to: '/contact', label: 'footer-links.contact' },
    ],
  },
  {
    title: 'footer-links.legal',
    links: [
      { to: '/terms', label: 'titles.terms' },
      { to: '/privacy', label: 'titles.privacy' },
      { to: '/legal-mentions', label: 'titles.legal-mentions' },
    ],
  },
];
