/**
 * Calendar dates as `YYYY-MM-DD` strings (UTC, spec §9): booking dates are whole days, so
 * they are compared as text and never shifted by a time zone.
 */
export type IsoDate = string;

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

interface CalendarDay {
  date: IsoDate;
  day: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(d: Date): IsoDate {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function parseIsoDate(value: IsoDate): Date {
  return new Date(`${value}T00:00:00Z`);
}

export function addDays(value: IsoDate, days: number): IsoDate {
  const d = parseIsoDate(value);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** Inclusive count of days: ('2025-05-01', '2025-05-08') → 8 (decisions "Money", step 1). */
export function daysBetweenInclusive(start: IsoDate, end: IsoDate): number {
  return Math.round((parseIsoDate(end).getTime() - parseIsoDate(start).getTime()) / 86_400_000) + 1;
}

/** `{ year, month }` with month 0–11, moved by `delta` months. */
export function shiftMonth({ year, month }: { year: number; month: number }, delta: number) {
  const total = year * 12 + month + delta;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** Whole weeks (Monday first) covering the month; days of the neighbour months are flagged. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const start = new Date(Date.UTC(year, month, 1 - offset));
  const weeks: CalendarDay[][] = [];
  const cursor = new Date(start);
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: isoDate(cursor), day: cursor.getUTCDate(), inMonth: cursor.getUTCMonth() === month });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === month);
  return weeks;
}

export function isInRanges(date: IsoDate, ranges: readonly DateRange[]): boolean {
  return ranges.some((r) => r.start <= date && date <= r.end);
}

export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** Removes `cut` from the ranges, splitting a range when the cut falls inside it. */
export function subtractRange(ranges: readonly DateRange[], cut: DateRange): DateRange[] {
  return ranges.flatMap((r) => {
    if (!rangesOverlap(r, cut)) return [r];
    const parts: DateRange[] = [];
    if (r.start < cut.start) parts.push({ start: r.start, end: addDays(cut.start, -1) });
    if (r.end > cut.end) parts.push({ start: addDays(cut.end, 1), end: r.end });
    return parts;
  });
}
