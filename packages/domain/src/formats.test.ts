import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatBytes,
  formatCalendarDate,
  formatCalendarRange,
  formatDateTimeRange,
  formatDistance,
  formatKilometres,
  formatMoney,
  formatNumber,
  formatPercent,
  numberFormat,
  plainDecimal,
  pluralRules,
} from './formats';
import { instantToLocal } from './listing-time-zone';
import { COUNTRY_TIME_ZONES } from './time-zones';

const NB = '\u00a0';
const NN = '\u202f';
/** Intl writes a range's dash between thin spaces. */
const DASH = '\u2009–\u2009';

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-29', 'en', 'Nov 29, 2026'],
    ['2026-11-29', 'fr', '29 nov. 2026'],
    ['2027-01-11', 'fr', '11 janv. 2027'],
    [new Date('2026-11-29T23:30:00Z'), 'en', 'Nov 29, 2026'],
    ['not a date', 'en', ''],
  ] as const)('%s in %s → %s', (value, locale, text) => {
    expect(formatCalendarDate(value, locale)).toBe(text);
  });

  it('takes other lengths', () => {
    expect(formatCalendarDate('2026-11-29', 'fr', { dateStyle: 'long' })).toBe('29 novembre 2026');
    expect(formatCalendarDate('2026-11-29', 'en', { dateStyle: 'long' })).toBe('November 29, 2026');
  });
});

describe('formatCalendarRange', () => {
  it.each([
    ['2026-11-30', '2026-11-30', 'en', 'Nov 30, 2026'],
    ['2026-11-30', '2026-11-30', 'fr', '30 nov. 2026'],
    ['2026-11-28', '2026-11-30', 'en', `Nov 28${DASH}30, 2026`],
    ['2026-11-28', '2026-11-30', 'fr', '28–30 nov. 2026'],
    ['2026-11-28', '2026-12-02', 'en', `Nov 28${DASH}Dec 2, 2026`],
    ['2026-12-30', '2027-01-02', 'fr', `30 déc. 2026${DASH}2 janv. 2027`],
    ['2026-11-30', '2026-11-28', 'en', 'Nov 30, 2026'],
  ] as const)('%s to %s in %s → %s', (start, end, locale, text) => {
    expect(formatCalendarRange(start, end, locale)).toBe(text);
  });
});

describe('formatNumber, formatPercent, plainDecimal', () => {
  it.each([
    [1234.5, 'en', '1,234.5'],
    [1234.5, 'fr', `1${NN}234,5`],
    [0, 'fr', '0'],
    [2.3456, 'en', '2.346'],
  ] as const)('formatNumber(%s, %s) → %s', (value, locale, text) => {
    expect(formatNumber(value, locale)).toBe(text);
  });

  it('keeps the decimals asked', () => {
    expect(formatNumber(4, 'fr', { minFraction: 1, maxFraction: 1 })).toBe('4,0');
    expect(formatNumber(4.25, 'en', { maxFraction: 1 })).toBe('4.3');
  });

  it.each([
    [15, 'en', '15%'],
    [15, 'fr', `15${NB}%`],
    [12.5, 'en', '12.5%'],
    [12.5, 'fr', `12,5${NB}%`],
  ] as const)('formatPercent(%s, %s) → %s', (value, locale, text) => {
    expect(formatPercent(value, locale)).toBe(text);
  });

  it.each([
    [45.764043, 5, '45.76404'],
    [12.5, 2, '12.50'],
    [123456.789, 1, '123456.8'],
    [-4.2, 0, '-4'],
  ] as const)('plainDecimal(%s, %s) → %s, like toFixed', (value, digits, text) => {
    expect(plainDecimal(value, digits)).toBe(text);
    expect(plainDecimal(value, digits)).toBe(value.toFixed(digits));
  });
});

describe('formatBytes', () => {
  it.each([
    [9 * 1024 ** 2, 'en', '9 MB'],
    [9 * 1024 ** 2, 'fr', `9${NN}Mo`],
    [15 * 1024 ** 2, 'fr-FR', `15${NN}Mo`],
    [1536, 'fr', `1,5${NN}ko`],
    [512, 'en', '0.5 kB'],
    [256 * 1024, 'en', '256 kB'],
    [3.5 * 1024 ** 3, 'fr', `3,5${NN}Go`],
  ] as const)('%s bytes in %s → %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});

describe('formatDistance', () => {
  it.each([
    [850, 'en', '850 m'],
    [850, 'fr', `850${NN}m`],
    [2500, 'en', '2.5 km'],
    [2500, 'fr', `2,5${NN}km`],
    [25_400, 'en', '25 km'],
  ] as const)('%s m in %s → %s', (meters, locale, text) => {
    expect(formatDistance(meters, locale)).toBe(text);
  });
});

describe('formatKilometres', () => {
  it.each([
    [62, 'en', '62 km'],
    [1262, 'en', '1,262 km'],
    [1262, 'fr', `1${NN}262${NN}km`],
    [0, 'fr', `0${NN}km`],
  ] as const)('%s km in %s → %s', (km, locale, text) => {
    expect(formatKilometres(km, locale)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [1700, 'EUR', 'en', '€17.00'],
    [1700, 'EUR', 'fr', `17,00${NB}€`],
    [123456, 'EUR', 'fr', `1${NN}234,56${NB}€`],
    [1550, 'CHF', 'en', `CHF${NB}15.50`],
    [-250, 'EUR', 'en', '-€2.50'],
  ] as const)('%s %s in %s → %s', (cents, currency, locale, text) => {
    expect(formatMoney(cents, currency, locale)).toBe(text);
  });

  it('drops round cents when asked, never others', () => {
    expect(formatMoney(30000, 'EUR', 'fr', { trimZeroCents: true })).toBe(`300${NB}€`);
    expect(formatMoney(1550, 'EUR', 'en', { trimZeroCents: true })).toBe('€15.50');
  });
});

describe('the Intl caches', () => {
  it('give one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(numberFormat('fr-FR', { style: 'percent' }));
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('en-US', { style: 'percent' }));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    expect(pluralRules('fr-FR').select(0)).toBe('one');
  });
});

describe('formatDateTimeRange: a pickup and a return on the bike’s clock', () => {
  /** A no-break space before AM and PM, whatever the ICU writes there. */
  const pm = (time: string) => `${time}${NB}PM`;
  const am = (time: string) => `${time}${NB}AM`;
  const ARROW = `${NB}→ `;

  it.each([
    // A one-day booking: one date, two times; 24-hour in French, the locale's own clock in English.
    [
      '2026-03-14T13:00:00Z',
      '2026-03-14T17:00:00Z',
      'Europe/Paris',
      'en',
      `Sat, Mar 14, 2026, ${pm('2:00')}${ARROW}${pm('6:00')}`,
    ],
    ['2026-03-14T13:00:00Z', '2026-03-14T17:00:00Z', 'Europe/Paris', 'fr', `sam. 14 mars 2026, 14:00${ARROW}18:00`],
    // Across midnight on the bike's clock: two dates, though 21:00–01:00 UTC.
    [
      '2026-03-14T21:00:00Z',
      '2026-03-15T01:00:00Z',
      'Europe/Zurich',
      'en',
      `Sat, Mar 14, ${pm('10:00')}${ARROW}Sun, Mar 15, 2026, ${am('2:00')}`,
    ],
    [
      '2026-03-14T21:00:00Z',
      '2026-03-15T01:00:00Z',
      'Europe/Zurich',
      'fr',
      `sam. 14 mars, 22:00${ARROW}dim. 15 mars 2026, 02:00`,
    ],
    // Two days in Brussels: 23:30 there is still the 9th, 22:30 UTC in winter.
    [
      '2026-01-09T22:30:00Z',
      '2026-01-10T08:00:00Z',
      'Europe/Brussels',
      'fr',
      `ven. 9 janv., 23:30${ARROW}sam. 10 janv. 2026, 09:00`,
    ],
    // The spring change: 02:00–02:59 does not exist; 01:30 → 04:00 is 1 h 30 of real time.
    ['2026-03-29T00:30:00Z', '2026-03-29T02:00:00Z', 'Europe/Brussels', 'fr', `dim. 29 mars 2026, 01:30${ARROW}04:00`],
    [
      '2026-03-29T00:30:00Z',
      '2026-03-29T02:00:00Z',
      'Europe/Luxembourg',
      'en',
      `Sun, Mar 29, 2026, ${am('1:30')}${ARROW}${am('4:00')}`,
    ],
    // The autumn change: 02:30 lived twice; summer's then winter's, the same words.
    ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', 'Europe/Zurich', 'fr', `dim. 25 oct. 2026, 02:30${ARROW}02:30`],
    [
      '2026-10-24T22:00:00Z',
      '2026-10-25T17:00:00Z',
      'Europe/Paris',
      'en',
      `Sun, Oct 25, 2026, ${am('12:00')}${ARROW}${pm('6:00')}`,
    ],
    // Over the new year: both years.
    [
      '2026-12-30T09:00:00Z',
      '2027-01-02T17:00:00Z',
      'Europe/Luxembourg',
      'fr',
      `mer. 30 déc. 2026, 10:00${ARROW}sam. 2 janv. 2027, 18:00`,
    ],
    [
      '2026-12-30T09:00:00Z',
      '2027-01-02T17:00:00Z',
      'Europe/Luxembourg',
      'en',
      `Wed, Dec 30, 2026, ${am('10:00')}${ARROW}Sat, Jan 2, 2027, ${pm('6:00')}`,
    ],
  ] as const)('%s → %s in %s, %s', (start, end, timeZone, locale, text) => {
    expect(formatDateTimeRange(start, end, locale, { timeZone })).toBe(text);
  });

  it('names the clock after the range, in parentheses or after a comma', () => {
    const range = ['2026-07-04T07:00:00Z', '2026-07-04T11:30:00Z'] as const;
    expect(formatDateTimeRange(...range, 'fr', { timeZone: 'Europe/Paris', zone: 'heure de Paris' })).toBe(
      `sam. 4 juil. 2026, 09:00${ARROW}13:30 (heure de Paris)`,
    );
    expect(
      formatDateTimeRange(...range, 'en', { timeZone: 'Europe/Paris', zone: 'Paris time', zoneStyle: 'comma' }),
    ).toBe(`Sat, Jul 4, 2026, ${am('9:00')}${ARROW}${pm('1:30')}, Paris time`);
  });

  it('leaves the weekday and the year out when asked', () => {
    expect(
      formatDateTimeRange('2026-07-04T07:00:00Z', '2026-07-06T16:00:00Z', 'fr', {
        timeZone: 'Europe/Paris',
        weekday: false,
        year: false,
      }),
    ).toBe(`4 juil., 09:00${ARROW}6 juil., 18:00`);
  });

  it('gives the start alone for an end not after it, and nothing for a start that is not an instant', () => {
    expect(
      formatDateTimeRange('2026-07-04T07:00:00Z', '2026-07-04T07:00:00Z', 'fr', { timeZone: 'Europe/Paris' }),
    ).toBe('sam. 4 juil. 2026, 09:00');
    expect(formatDateTimeRange('2026-07-04T07:00:00Z', 'nope', 'en', { timeZone: 'Europe/Paris' })).toBe(
      `Sat, Jul 4, 2026, ${am('9:00')}`,
    );
    expect(formatDateTimeRange('nope', '2026-07-04T07:00:00Z', 'en', { timeZone: 'Europe/Paris' })).toBe('');
  });

  it('writes one date exactly when both ends fall on one day of the bike’s clock, in any zone and language', () => {
    const zones = Object.values(COUNTRY_TIME_ZONES);
    const hour = 3_600_000;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: 1, max: 80 }),
        fc.constantFrom(...zones),
        fc.constantFrom('en' as const, 'fr' as const),
        (start, hours, timeZone, locale) => {
          const pickup = new Date(Math.floor(start / 60_000) * 60_000);
          const back = new Date(pickup.getTime() + hours * hour);
          const text = formatDateTimeRange(pickup, back, locale, { timeZone });
          const oneDay = instantToLocal(pickup, timeZone).date === instantToLocal(back, timeZone).date;
          const [before, after] = text.split(ARROW);
          // The return's side holds a date (a comma before its time) only when the days differ.
          expect(after!.includes(',')).toBe(!oneDay);
          // 24-hour French shows each end's time on the bike's clock as the listing rules read it.
          if (locale === 'fr') {
            expect(before!.endsWith(instantToLocal(pickup, timeZone).time)).toBe(true);
            expect(after!.endsWith(instantToLocal(back, timeZone).time)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
