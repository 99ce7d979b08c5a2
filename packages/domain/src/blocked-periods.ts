/** Owner's unavailable periods: inclusive ISO date ranges (`YYYY-MM-DD`). */
export interface DatePeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Sorts and merges overlapping or touching periods, so the stored set is canonical:
 * [{01→05}, {06→08}, {03→04}] → [{01→08}]. ISO dates compare correctly as strings.
 */
export function mergePeriods(periods: readonly DatePeriod[]): DatePeriod[] {
  const sorted = [...periods].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
  const merged: DatePeriod[] = [];
  for (const p of sorted) {
    const last = merged[merged.length - 1];
    if (last && p.start <= nextDay(last.end)) {
      if (p.end > last.end) last.end = p.end;
    } else {
      merged.push({ ...p });
    }
  }
  return merged;
}

/** Whether the inclusive date `day` falls in one of the periods. */
export function isBlocked(periods: readonly DatePeriod[], day: string): boolean {
  return periods.some((p) => p.start <= day && day <= p.end);
}
