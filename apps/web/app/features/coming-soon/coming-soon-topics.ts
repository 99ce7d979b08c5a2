import { Banknote, Bike, CalendarCheck, CreditCard, FilePenLine, LayoutDashboard, MapPin, MessagesSquare, Search, type LucideIcon } from 'lucide-react';

/** Which description and icon a "coming soon" page shows, by route id. */
export function comingSoonTopic(routeId: string): { key: string; icon: LucideIcon } {
  if (routeId === 'search') return { key: 'search', icon: Search };
  if (routeId === 'place') return { key: 'place', icon: MapPin };
  if (routeId === 'messages' || routeId === 'dashboard-chats') return { key: 'messages', icon: MessagesSquare };
  if (routeId === 'listing-create' || routeId === 'listing-steps') return { key: 'listing-create', icon: FilePenLine };
  if (routeId === 'listing-request') return { key: 'listing-request', icon: CalendarCheck };
  if (routeId === 'listing' || routeId === 'dashboard-listings' || routeId === 'dashboard-listing') return { key: 'listing', icon: Bike };
  if (routeId === 'dashboard-trip-pay') return { key: 'pay', icon: CreditCard };
  if (routeId === 'dashboard-payouts') return { key: 'payouts', icon: Banknote };
  if (routeId.startsWith('dashboard-')) return { key: 'bookings', icon: CalendarCheck };
  return { key: 'generic', icon: LayoutDashboard };
}
