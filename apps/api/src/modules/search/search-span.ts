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
  const instants = zonedInstants(q);
  if ('fields' in instants) return { fields: instants.fields };
  const { pickupAt, returnAt } = instants;
  const hoursAhead = Object.fromEntries(
    ZONES.map((zone) => [zone, (pickupAt[zone].getTime() - now.getTime()) / HOUR_MS]),
  ) as Record<MarketplaceTimeZone, number>;
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

type ZonedInstants =
  | { pickupAt: Record<MarketplaceTimeZone, Date>; returnAt: Record<MarketplaceTimeZone, Date> }
  | { fields: Record<string, string[]> };

/**
 * The instants of a day and time pair in each zone. Reading a zone's clock costs ~15 µs
 * (`formatToParts`), about 0.5 ms for the four zones' two instants, and searches ask the same
 * days on the same half hours over and over (every move of the map): the answers are kept, a few
 * hundred at most (they never change: zone rules are the runtime's).
 */
const instantsCache = new Map<string, ZonedInstants>();
const INSTANTS_CACHE_SIZE = 500;

function zonedInstants(q: { start: string; end: string; from: string; to: string }): ZonedInstants {
  const key = `${q.start} ${q.from} ${q.end} ${q.to}`;
  const known = instantsCache.get(key);
  if (known) return known;
  const fields: Record<string, string[]> = {};
  const pickupAt = {} as Record<MarketplaceTimeZone, Date>;
  const returnAt = {} as Record<MarketplaceTimeZone, Date>;
  for (const zone of ZONES) {
    const pickup = localToInstant({ date: q.start, time: q.from }, zone);
    const back = localToInstant({ date: q.end, time: q.to }, zone);
    if (pickup.kind === 'nonexistent') fields.from = [BOOKING_TIME_MESSAGES.nonexistent_time];
    if (back.kind === 'nonexistent') fields.to = [BOOKING_TIME_MESSAGES.nonexistent_time];
    if (pickup.kind !== 'nonexistent') pickupAt[zone] = pickup.instant;
    if (back.kind !== 'nonexistent') returnAt[zone] = back.instant;
  }
  const found: ZonedInstants = Object.keys(fields).length > 0 ? { fields } : { pickupAt, returnAt };
  if (instantsCache.size >= INSTANTS_CACHE_SIZE) instantsCache.clear();
  instantsCache.set(key, found);
  return found;
}
