import { WEEK, type OpeningHoursView, type Weekday } from './hours-values';

type DayView = OpeningHoursView['week']['mon'];

/** Consecutive weekdays with the same windows (or all closed), as the listing page writes them. */
export interface HoursRow {
  from: Weekday;
  to: Weekday;
  /** Every day of the week in one row. */
  everyDay: boolean;
  day: DayView;
}

const sameDay = (a: DayView, b: DayView) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.pickup.from === b.pickup.from &&
    a.pickup.to === b.pickup.to &&
    a.return.from === b.return.from &&
    a.return.to === b.return.to);

/**
 * The week in as few rows as it reads: Monday to Friday 09:00–18:00, Saturday 10:00–12:00, Sunday
 * closed. Only neighbours merge (a Sunday like Monday stays its own row, so the rows stay in the
 * week's order); the marketplace's default is one row, every day.
 */
export function weekRows(week: OpeningHoursView['week']): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEK) {
    const last = rows.at(-1);
    if (last && sameDay(last.day, week[day])) last.to = day;
    else rows.push({ from: day, to: day, everyDay: false, day: week[day] });
  }
  if (rows.length === 1) rows[0]!.everyDay = true;
  return rows;
}

/** The closed dates from today on (the listing's clock), the first `max` of them, and how many more. */
export function upcomingClosedDates(dates: readonly string[], today: string, max = 5) {
  const upcoming = dates.filter((d) => d >= today);
  return { shown: upcoming.slice(0, max), more: Math.max(0, upcoming.length - max) };
}
