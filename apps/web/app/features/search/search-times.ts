import { instantToLocal, minutesOfTime } from '@biclou/domain/listing-time-zone';
import { MIN_NOTICE_HOURS } from '@biclou/domain/opening-hours';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';
import { isOneDay, type SearchQuery } from './search-params';

/**
 * The times the search offers, every half hour ("HH:MM", on the bike's clock): owners' hours are
 * written to the minute, but a renter plans by the half hour.
 */
export const SEARCH_TIMES: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** A first choice of length for a new time range: a half-day, the usual short rental… */
const DEFAULT_HOURS = 4;
/** …ending by the time most owners close (the marketplace's default hours end at 20:00). */
const USUAL_CLOSING = '20:00';

/** The return times a pickup at `from` allows the same day: every time after it. */
export const returnTimesAfter = (from: string): string[] => SEARCH_TIMES.filter((t) => t > from);

/**
 * The URL change of a new pickup time: none clears the range; a pickup keeps the return when it
 * is still later, else takes the one four hours on, or 20:00 if that comes first (an hour on for a
 * pickup from 20:00).
 */
export function pickupChange(from: string, to: string | undefined): SearchQuery {
  if (!from) return { from: undefined, to: undefined };
  const later = returnTimesAfter(from);
  if (later.length === 0) return { from: undefined, to: undefined };
  if (to && to > from) return { from, to };
  const byClosing = later.filter((t) => t <= USUAL_CLOSING);
  const choice = byClosing.length > 0 ? byClosing[Math.min(DEFAULT_HOURS * 2, byClosing.length) - 1] : later[1];
  return { from, to: choice ?? later[0] };
}

/**
 * "Today" is one day, today on the marketplace's clock (the API counts days in Paris), with times:
 * a whole day today starts at the owners' opening, already past for most, so the pickup is the
 * first half hour an owner could still accept (the shortest notice, an hour, from now), with the
 * times already chosen kept while they are still ahead. Pressed again it clears the dates (and
 * with them the times). Late in the evening no time is left: the day alone.
 */
export function todayChange(query: SearchQuery, now: Date): SearchQuery {
  const local = instantToLocal(now, MARKETPLACE_TIME_ZONE);
  if (isOneDay(query) && query.start === local.date) return { start: undefined, end: undefined };
  const soonest = minutesOfTime(local.time) + MIN_NOTICE_HOURS * 60;
  const earliest = SEARCH_TIMES.find((t) => minutesOfTime(t) >= soonest);
  const day = { start: local.date, end: local.date };
  if (!earliest) return { ...day, from: undefined, to: undefined };
  if (query.from && query.to && query.from >= earliest && query.to > query.from) return day;
  return { ...day, ...pickupChange(earliest, query.to) };
}
