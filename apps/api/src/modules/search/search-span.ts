import { SEARCH_TIME_MESSAGES } from '@biclou/contracts/search';
import { localToInstant, weekdayOf } from '@biclou/domain/listing-time-zone';
import { BOOKING_TIME_MESSAGES } from '@biclou/domain/opening-hours';
import { addDays } from '@biclou/domain/paris-calendar';
import { COUNTRY_TIME_ZONES, MARKETPLACE_TIME_ZONE, type MarketplaceTimeZone } from '@biclou/domain/time-zones';
import type { SearchSpan } from './search-span-repository';

const HOUR_MS = 3_600_000;
const ZONES: readonly MarketplaceTimeZone[] = [
  ...new Set<MarketplaceTimeZone>([MARKETPLACE_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONES)]),
];

/** A span to search, or the fields that refuse it (a 422). */
type SpanOrRefusal = { span: SearchSpan; fields?: undefined } | { span?: undefined; fields: Record<string, string[]> };

/**
 * "From 14:00 on `start` to 18:00 on `end`" on each listing's clock, as the booking reads times
 * (`localToInstant`): a time the spring change skips is refused as a booking refuses it, a time
 * lived twice is its first occurrence. A pickup already past (on the marketplace's clock, which the
 * four zones share) is refused too: the search would find nothing, and saying why is kinder.
 */
export function searchSpan(q: { start: string; end: string; from: string; to: string }, now: Date): SpanOrRefusal {
  const fields: Record<string, string[]> = {};
  const pickupAt = {} as Record<MarketplaceTimeZone, Date>;
  const returnAt = {} as Record<MarketplaceTimeZone, Date>;
  const hoursAhead = {} as Record<MarketplaceTimeZone, number>;
  for (const zone of ZONES) {
    const pickup = localToInstant({ date: q.start, time: q.from }, zone);
    const back = localToInstant({ date: q.end, time: q.to }, zone);
    if (pickup.kind === 'nonexistent') fields.from = [BOOKING_TIME_MESSAGES.nonexistent_time];
    if (back.kind === 'nonexistent') fields.to = [BOOKING_TIME_MESSAGES.nonexistent_time];
    if (pickup.kind === 'nonexistent' || back.kind === 'nonexistent') continue;
    pickupAt[zone] = pickup.instant;
    returnAt[zone] = back.instant;
    hoursAhead[zone] = (pickup.instant.getTime() - now.getTime()) / HOUR_MS;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (hoursAhead[MARKETPLACE_TIME_ZONE] < 0) return { fields: { from: [SEARCH_TIME_MESSAGES.fromPassed] } };
  return {
    span: {
      pickupAt,
      returnAt,
      from: q.from,
      to: q.to,
      pickupWeekday: weekdayOf(q.start),
      returnWeekday: weekdayOf(q.end),
      // A return at midnight leaves the last date untouched (an owner's day off from then is no obstacle).
      lastDay: q.to === '00:00' ? addDays(q.end, -1) : q.end,
      hoursAhead,
    },
  };
}
