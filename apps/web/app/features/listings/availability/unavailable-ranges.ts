import type { ListingAvailabilityResponse } from '@biclou/contracts/listings';
import type { DateRange, IsoDate } from '../../../lib/calendar';

/**
 * The days a renter cannot book, for the listing page's calendar and price card: the owner's
 * blocked periods and the dates of blocking bookings, sorted by start.
 * `unavailableRanges({ blocked: [8→10 Aug], booked: [1→3 Jul] })` = [1→3 Jul, 8→10 Aug].
 */
export function unavailableRanges(availability: ListingAvailabilityResponse | null | undefined): DateRange[] {
  if (!availability) return [];
  return [...availability.blocked, ...availability.booked].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * What a rental may not run across: the unavailable ranges and the partly booked days (their free
 * hours serve a first or last day only). The price card's `blocked`.
 */
export function notAcross(unavailable: readonly DateRange[], partly: readonly IsoDate[]): DateRange[] {
  return [...unavailable, ...partly.map((date) => ({ start: date, end: date }))];
}
