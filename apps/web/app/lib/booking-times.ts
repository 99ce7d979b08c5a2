import { formatDateTimeRange } from '@biclou/domain/date-time-range';
import { zoneLabel } from '@biclou/domain/time-zones';
import type { Locale } from './i18n/locales';

/*
 * Apart from `dates.ts`: that one is in public pages' first JavaScript (blog dates, member since),
 * and only the pages that show a booking need its times.
 */

type DateInput = string | number | Date;

/**
 * A booking's pickup and return on the bike's clock (`timeZone`, the booking's `listing.timeZone`),
 * the clock named for readers who may be elsewhere: "Sat, Mar 14, 2026, 14:00 → 18:00 (Paris
 * time)", "sam. 14 mars 2026, 14:00 → 18:00 (heure de Paris)"; a longer booking reads as two
 * date-times. `{ zone: false }` where the page already names the clock (a thread);
 * `{ inParentheses: true }` names it after a comma, for a sentence that puts the times in parentheses.
 */
export function formatBookingTimes(
  pickupAt: DateInput,
  returnAt: DateInput,
  locale: Locale,
  timeZone: string,
  { zone = true, weekday = true, year = true, inParentheses = false } = {},
): string {
  const language = locale === 'fr' ? 'fr' : 'en';
  return formatDateTimeRange(pickupAt, returnAt, language, {
    timeZone,
    zone: zone ? zoneLabel(timeZone, language) : undefined,
    zoneStyle: inParentheses ? 'comma' : 'parentheses',
    weekday,
    year,
  });
}
