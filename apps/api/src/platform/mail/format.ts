import type { MailLocale } from './mailer';

/**
 * How every email writes dates and amounts for its reader (decisions.md "Sweep: email dates and
 * amounts"): the same Intl locales as the site (fr-FR, en-US), calendar dates at medium length
 * ("11 janv. 2027", "Jan 11, 2027") and amounts with their cents ("17,00 €", "€17.00").
 * Templates never print an ISO date or a raw number of cents: they get strings made here.
 */
export interface MailFormat {
  /** A calendar date `YYYY-MM-DD` (a booking's start or end, a last day): `date('2027-01-11')` → "11 janv. 2027". */
  date(isoDate: string): string;
  /** Integer cents in a currency: `money(1700, 'EUR')` → "17,00 €" in French, "€17.00" in English. */
  money(cents: number, currency: string): string;
}

const INTL_LOCALE: Record<MailLocale, string> = { fr: 'fr-FR', en: 'en-US' };

const formats = new Map<MailLocale, MailFormat>();

function build(locale: MailLocale): MailFormat {
  const intl = INTL_LOCALE[locale];
  // Calendar dates are read as UTC midnight and written in UTC, so the day never shifts.
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = new Map<string, Intl.NumberFormat>();
  return {
    date(isoDate) {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
      if (!m) throw new RangeError(`not an ISO calendar date: ${isoDate}`);
      return dates.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
    },
    money(cents, currency) {
      let f = money.get(currency);
      if (!f)
        money.set(
          currency,
          (f = new Intl.NumberFormat(intl, {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })),
        );
      return f.format(cents / 100);
    },
  };
}

/** The formatter for a reader's language: `mailFormat('fr').date('2027-01-18')` → "18 janv. 2027". */
export function mailFormat(locale: MailLocale): MailFormat {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = build(locale)));
  return f;
}
