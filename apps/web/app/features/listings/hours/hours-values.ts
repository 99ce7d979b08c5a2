import type { OwnerListing } from '@biclou/contracts/listings';

/** The hours as the API gives them (a listing's, an owner's default, the marketplace's). */
export type OpeningHoursView = OwnerListing['openingHours'];
type DayView = NonNullable<OpeningHoursView['week']['mon']>;

/** Monday first, as the owners' week is written (the domain's WEEKDAYS, without its clock code). */
export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEK)[number];

/** One weekday as the editor holds it: a closed day keeps its times, so opening it again brings them back. */
export interface DayValues {
  closed: boolean;
  pickupFrom: string;
  pickupTo: string;
  returnFrom: string;
  returnTo: string;
}

/** The hours editor's state: strings as typed, so the schema can say what is wrong with them. */
export interface HoursValues {
  week: Record<Weekday, DayValues>;
  closedDates: string[];
  minNoticeHours: string;
}

/** What a closed day shows when it is opened: the marketplace's day-time handovers. */
const DAY_TIME: DayValues = {
  closed: false,
  pickupFrom: '08:00',
  pickupTo: '20:00',
  returnFrom: '08:00',
  returnTo: '20:00',
};

function dayValues(day: DayView | null): DayValues {
  if (!day) return { ...DAY_TIME, closed: true };
  return {
    closed: false,
    pickupFrom: day.pickup.from,
    pickupTo: day.pickup.to,
    returnFrom: day.return.from,
    returnTo: day.return.to,
  };
}

export function hoursValues(hours: OpeningHoursView): HoursValues {
  return {
    week: Object.fromEntries(WEEK.map((d) => [d, dayValues(hours.week[d])])) as Record<Weekday, DayValues>,
    closedDates: [...hours.closedDates],
    minNoticeHours: String(hours.minNoticeHours),
  };
}

/** Monday's state (closed or its four times) on every other day. */
export function copyMondayToEveryDay(values: HoursValues): HoursValues {
  const monday = values.week.mon;
  return { ...values, week: Object.fromEntries(WEEK.map((d) => [d, { ...monday }])) as Record<Weekday, DayValues> };
}

export function setDay(values: HoursValues, day: Weekday, change: Partial<DayValues>): HoursValues {
  return { ...values, week: { ...values.week, [day]: { ...values.week[day], ...change } } };
}

/** A closed date added once, the list kept in order (as the API stores it). */
export function addClosedDate(values: HoursValues, date: string): HoursValues {
  if (!date || values.closedDates.includes(date)) return values;
  return { ...values, closedDates: [...values.closedDates, date].sort() };
}

export function removeClosedDate(values: HoursValues, date: string): HoursValues {
  return { ...values, closedDates: values.closedDates.filter((d) => d !== date) };
}

/** The body's `openingHours`, validated by the contract schema before it is sent. */
export function hoursPayload(values: HoursValues) {
  const typed = values.minNoticeHours.trim();
  return {
    week: Object.fromEntries(
      WEEK.map((d) => {
        const v = values.week[d];
        return [
          d,
          v.closed
            ? null
            : { pickup: { from: v.pickupFrom, to: v.pickupTo }, return: { from: v.returnFrom, to: v.returnTo } },
        ];
      }),
    ),
    closedDates: values.closedDates,
    // '' is left to the schema's message, not to its default: the owner emptied the field.
    minNoticeHours: typed === '' ? typed : Number(typed.replace(',', '.')),
  };
}

/**
 * Field errors keyed by their path inside the hours (`week.mon.pickup.to`), from the schema's
 * issues or the API's fields (`openingHours.week.mon.pickup.to`).
 */
export function hoursFieldErrors(fields: Record<string, readonly string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields))
    (out[path.replace(/^openingHours\.?/, '') || '_'] ??= []).push(...messages);
  return out;
}
