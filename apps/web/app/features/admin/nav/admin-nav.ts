import {
  Banknote,
  Bike,
  CalendarCheck,
  FileText,
  History,
  Laptop,
  Mail,
  Gauge,
  Globe,
  Image,
  Languages,
  MessageSquareWarning,
  Scale,
  Settings,
  Shapes,
  Users,
  type LucideIcon,
} from 'lucide-react';

interface AdminNavGroup {
  title?: string;
  items: readonly { to: string; label: string; icon: LucideIcon; end?: boolean }[];
}

/** Admin menu (spec §2 admin children). */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    items: [{ to: '/admin', label: 'titles.admin', icon: Gauge, end: true }],
  },
  {
    title: 'admin.group-marketplace',
    items: [
      { to: '/admin/users', label: 'titles.admin-users', icon: Users },
      { to: '/admin/devices', label: 'titles.admin-devices', icon: Laptop },
      { to: '/admin/listings', label: 'titles.admin-listings', icon: Bike },
      { to: '/admin/bookings', label: 'titles.admin-bookings', icon: CalendarCheck },
      { to: '/admin/payouts', label: 'titles.admin-payouts', icon: Banknote },
      { to: '/admin/disputes', label: 'titles.admin-disputes', icon: Scale },
      { to: '/admin/reviews', label: 'titles.admin-reviews', icon: MessageSquareWarning },
    ],
  },
  {
    title: 'admin.group-content',
    items: [
      { to: '/admin/media', label: 'titles.admin-media', icon: Image },
      { to: '/admin/seo/locale-pages', label: 'titles.admin-locale-pages', icon: Languages },
      { to: '/admin/seo/page-templates', label: 'titles.admin-page-templates', icon: FileText },
      { to: '/admin/templates', label: 'titles.admin-templates', icon: Mail },
    ],
  },
  {
    title: 'admin.group-configuration',
    items: [
      { to: '/admin/countries', label: 'titles.admin-countries', icon: Globe },
      { to: '/admin/categories', label: 'titles.admin-categories', icon: Shapes },
      { to: '/admin/settings', label: 'titles.admin-settings', icon: Settings },
      { to: '/admin/audit', label: 'titles.admin-audit', icon: History },
    ],
  },
];
