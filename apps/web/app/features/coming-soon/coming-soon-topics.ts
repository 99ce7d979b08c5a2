import {
  Banknote,
  CalendarCheck,
  CreditCard,
  LayoutDashboard,
  MapPin,
  MessagesSquare,
  Search,
  type LucideIcon,
} from 'lucide-react';

/** Which description and icon a "coming soon" page shows, by route id. */
export function comingSoonTopic(routeId: string): { key: string; icon: LucideIcon } {
  if (routeId === 'search') return { key: 'search', icon: Search };
  if (routeId === 'place') return { key: 'place', icon: MapPin };
  if (routeId === 'messages' || routeId === 'dashboard-chats') return { key: 'messages', icon: MessagesSquare };
  if (routeId === 'listing-request') return { key: 'listing-request', icon: CalendarCheck };
  if (routeId === 'dashboard-trip-pay') return { key: 'pay', icon: CreditCard };
  if (routeId === 'dashboard-payouts') return { key: 'payouts', icon: Banknote };
  if (routeId.startsWith('dashboard-')) return { key: 'bookings', icon: CalendarCheck };
  return { key: 'generic', icon: LayoutDashboard };
}
