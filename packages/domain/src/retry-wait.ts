type RetryWaitUnit = 'second' | 'minute' | 'hour';

/**
 * How a 429's wait is told to people ("try again in 15 minutes"), from its Retry-After seconds.
 * Rounded up, never down, so nobody comes back too early: seconds under a minute, minutes up to
 * an hour and a half (whole hours say "hours"), hours beyond. The API words it in English, the web
 * in the reader's language, from the same rule.
 */
export function retryWait(retryAfterS: number): { count: number; unit: RetryWaitUnit } {
  const seconds = Math.max(1, Math.ceil(retryAfterS));
  if (seconds < 60) return { count: seconds, unit: 'second' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90 && minutes % 60 !== 0) return { count: minutes, unit: 'minute' };
  return { count: Math.ceil(minutes / 60), unit: 'hour' };
}
