import type { ListingAvailabilityResponse } from '@biclou/contracts/listings';
import type { DateRange } from '../../../lib/calendar';

/**
 * The days a renter cannot book, for the listing page's calendar and price card: the owner's
 * blocked periods and the dates of blocking bookings, sorted by start.
 * `unavailableRanges({ blocked: [8→10 Aug], booked: [1→3 Jul] })` = [1→3 Jul, 8→10 Aug].
 */
export function unavailableRanges(availability: ListingAvailabilityResponse | null | undefined): DateRange[] {
  if (!availability) return [];
  return [...availability.blocked, ...availability.booked].sort((a, b) => a.start.localeCompare(b.start));
}
