import { UNFINISHED_STATUSES } from '@biclou/domain/booking-status';
import type { ListingBookings } from '../listings';
import { listingHasBookingIn } from './repositories/booking-list-repository';

/** The bookings module's answers to listings (modules/module-deps.ts hands them over as `deps.listingBookings`). */
export const listingBookings: ListingBookings = {
  hasUnfinished: (tx, listingId) => listingHasBookingIn(tx, listingId, UNFINISHED_STATUSES),
};
