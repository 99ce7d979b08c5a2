import type { BookingStatus } from '@biclou/domain/booking-status';

type BookingGroup = 'waiting' | 'to-pay' | 'upcoming' | 'past' | 'closed';

const GROUP_ORDER: readonly BookingGroup[] = ['waiting', 'to-pay', 'upcoming', 'past', 'closed'];

const GROUP_OF: Record<BookingStatus, BookingGroup> = {
  requested: 'waiting',
  accepted: 'to-pay',
  paid: 'upcoming',
  ongoing: 'upcoming',
  disputed: 'upcoming',
  completed: 'past',
  resolved: 'past',
  rejected: 'closed',
  expired: 'closed',
  canceled: 'closed',
};

/** Bookings by what happens next, in the dashboards' order; empty groups are left out. */
export function groupBookings<T extends { status: BookingStatus }>(
  bookings: readonly T[],
): { group: BookingGroup; items: T[] }[] {
  return GROUP_ORDER.map((group) => ({ group, items: bookings.filter((b) => GROUP_OF[b.status] === group) })).filter(
    (g) => g.items.length > 0,
  );
}
