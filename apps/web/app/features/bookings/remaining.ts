/** Time left until `at`, in whole days, hours and minutes (never negative). */
export function remaining(at: string, now: number): { ms: number; days: number; hours: number; minutes: number } {
  const ms = Math.max(0, new Date(at).getTime() - now);
  const minutesTotal = Math.floor(ms / 60_000);
  return {
    ms,
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}
