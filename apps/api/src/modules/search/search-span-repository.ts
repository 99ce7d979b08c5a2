import { sql, type SQL } from 'drizzle-orm';
import { weekdayOf, type Weekday } from '@biclou/domain/listing-time-zone';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import { COUNTRY_TIME_ZONES, MARKETPLACE_TIME_ZONE, type MarketplaceTimeZone } from '@biclou/domain/time-zones';

// The part of a search's WHERE that a span of time asks (search-filter-repository.ts adds it).

/**
 * One of the listing's bikes in service is held by no blocking booking where `overlaps` (on the hold
 * `bu`). A probe per row: the units by the listing's index, each unit's active holds by the
 * exclusion constraint's GiST index (a span) or the partial index on (unit_id, start_date) (days).
 * The holds' `active` is the booking's status being a blocking one (a trigger keeps it).
 */
export const freeUnitSql = (overlaps: SQL) => sql`EXISTS (SELECT 1 FROM listing_units lu
  WHERE lu.listing_id = l.id AND NOT lu.out_of_service
    AND NOT EXISTS (SELECT 1 FROM booking_units bu WHERE bu.unit_id = lu.id AND bu.active AND ${overlaps}))`;

/** A value per listing zone: the four countries' clocks, and the marketplace's for any other. */
export type ByZone<T> = Readonly<Record<MarketplaceTimeZone, T>>;

/**
 * From a pickup on the first day to a return on the last, on each listing's clock: "from 14:00 to
 * 18:00" is one instant pair per zone (the zones agree today, but each listing reads its own).
 */
export interface SearchSpan {
  pickupAt: ByZone<Date>;
  returnAt: ByZone<Date>;
  /** The pickup and return times ("HH:MM") and the weekdays whose windows must hold them. */
  from: string;
  to: string;
  pickupWeekday: Weekday;
  returnWeekday: Weekday;
  /** The last local day the span holds (the day before `end` for a return at 00:00). */
  lastDay: string;
  /** Hours from now to the pickup, per zone: the hours' notice must fit in them. */
  hoursAhead: ByZone<number>;
}

const zones = Object.entries(COUNTRY_TIME_ZONES).filter(([, zone]) => zone !== MARKETPLACE_TIME_ZONE);

/**
 * A value of the listing's zone: one constant when the zones agree (they do: the four countries
 * change their clocks together), else chosen by the listing's country (`timeZoneOfCountry`).
 */
export function zonedSql<T>(values: ByZone<T>, literal: (value: T) => SQL): SQL {
  const fallback = literal(values[MARKETPLACE_TIME_ZONE]);
  const differing = zones.filter(
    ([, zone]) => JSON.stringify(values[zone]) !== JSON.stringify(values[MARKETPLACE_TIME_ZONE]),
  );
  if (differing.length === 0) return fallback;
  return sql`(CASE l.country ${sql.join(
    differing.map(([country, zone]) => sql`WHEN ${country} THEN ${literal(values[zone])} `),
    sql``,
  )}ELSE ${fallback} END)`;
}

/** The marketplace's hours as one JSON value (a listing and its owner without hours follow them). */
const DEFAULT_HOURS_JSON = JSON.stringify(DEFAULT_OPENING_HOURS);

/**
 * Added to the FROM of the subquery on the listing's owner (`su`, search-filter-repository.ts): the
 * hours the listing follows, its own, else its owner's default, else the marketplace's, as `oh.h`.
 */
export const hoursJoinSql = sql`, LATERAL (SELECT coalesce(l.opening_hours, su.default_opening_hours, ${DEFAULT_HOURS_JSON}::jsonb) AS h) oh`;

/** A window of the hours (`pickup` or `return`) on a weekday; SQL NULL when the day is closed. */
const windowSql = (weekday: Weekday, kind: 'pickup' | 'return') => sql`oh.h->'week'->${weekday}::text->${kind}`;

/** Neither date is one of the hours' closed dates. */
const notClosedOnSql = (start: string, end: string) =>
  sql`NOT coalesce(oh.h->'closedDates' ?| ARRAY[${start}, ${end}]::text[], false)`;

/** Each listing's zone name, for the clock its wall times are read on. */
const ZONE_NAMES = Object.fromEntries(
  [MARKETPLACE_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONES)].map((zone) => [zone, zone]),
) as unknown as ByZone<string>;

/**
 * Whole days, as a request without times reads them (`wholeDayTimes`): the hours open for pickups
 * on the first day and for returns on the last, neither date closed, and the notice met at the
 * first day's opening. That is compared on the listing's wall clock ("2026-12-10 08:00" against
 * now plus the notice, rounded up to the minute), as text so stored hours can never fail the
 * search; across a clock change it may be an hour off, only for an opening between 02:00 and 03:00.
 */
export function wholeDaysSql(start: string, end: string, now: Date): SQL[] {
  const opening = sql`(${windowSql(weekdayOf(start), 'pickup')}->>'from')`;
  const notice = sql`CASE WHEN jsonb_typeof(oh.h->'minNoticeHours') = 'number' THEN (oh.h->>'minNoticeHours')::numeric END`;
  const earliest = sql`to_char((${now.toISOString()}::timestamptz + ${notice} * interval '1 hour' + interval '59 seconds')
    AT TIME ZONE ${zonedSql(ZONE_NAMES, (zone) => sql`${zone}::text`)}, 'YYYY-MM-DD HH24:MI')`;
  return [
    sql`${opening} IS NOT NULL`,
    sql`(${windowSql(weekdayOf(end), 'return')}->>'to') IS NOT NULL`,
    notClosedOnSql(start, end),
    sql`(${start}::text || ' ' || ${opening}) COLLATE "C" >= ${earliest}`,
  ];
}

/**
 * The checks of a span: the hours hold the pickup and the return on their weekdays, the pickup and
 * return dates are not closed, the pickup is at least their notice away, and a bike in service is
 * held by no blocking booking over it. Times compare as text in "C" order ("HH:MM", zero-padded), the notice
 * as JSON numbers: a listing whose stored hours lack a part is left out rather than failing the search.
 */
export function spanSql(span: SearchSpan, start: string, end: string): SQL[] {
  const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const pickupAt = zonedSql(span.pickupAt, instant);
  const returnAt = zonedSql(span.returnAt, instant);
  const ahead = zonedSql(span.hoursAhead, (n) => sql`${String(n)}::jsonb`);
  const within = (window: SQL, time: string) =>
    sql`(${window}->>'from') COLLATE "C" <= ${time} AND (${window}->>'to') COLLATE "C" >= ${time}`;
  // The hours first: they read the row alone, and when few listings are open at that time (07:00)
  // they spare most rows the index probes.
  return [
    within(windowSql(span.pickupWeekday, 'pickup'), span.from),
    within(windowSql(span.returnWeekday, 'return'), span.to),
    notClosedOnSql(start, end),
    sql`oh.h->'minNoticeHours' <= ${ahead}`,
    freeUnitSql(sql`tstzrange(bu.pickup_at, bu.return_at, '[)') && tstzrange(${pickupAt}, ${returnAt}, '[)')`),
  ];
}
