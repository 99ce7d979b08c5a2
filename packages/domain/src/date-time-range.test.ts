import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTimeRange, formatTimeOfDay, readerTimeZone } from './date-time-range';
import { instantToLocal } from './listing-time-zone';
import { COUNTRY_TIME_ZONES } from './time-zones';

const NB = '\u00a0';

describe('formatDateTimeRange: a pickup and a return on the bike’s clock', () => {
  const ARROW = `${NB}→ `;

  it.each([
    // A one-day booking: one date, two times; 24-hour in both languages.
    ['2026-03-14T13:00:00Z', '2026-03-14T17:00:00Z', 'Europe/Paris', 'en', `Sat, Mar 14, 2026, 14:00${ARROW}18:00`],
    ['2026-03-14T13:00:00Z', '2026-03-14T17:00:00Z', 'Europe/Paris', 'fr', `sam. 14 mars 2026, 14:00${ARROW}18:00`],
    // Across midnight on the bike's clock: two dates, though 21:00–01:00 UTC.
    [
      '2026-03-14T21:00:00Z',
      '2026-03-15T01:00:00Z',
      'Europe/Zurich',
      'en',
      `Sat, Mar 14, 22:00${ARROW}Sun, Mar 15, 2026, 02:00`,
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
      `Sun, Mar 29, 2026, 01:30${ARROW}04:00`,
    ],
    // The autumn change: 02:30 lived twice; summer's then winter's, the same words.
    ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', 'Europe/Zurich', 'fr', `dim. 25 oct. 2026, 02:30${ARROW}02:30`],
    ['2026-10-24T22:00:00Z', '2026-10-25T17:00:00Z', 'Europe/Paris', 'en', `Sun, Oct 25, 2026, 00:00${ARROW}18:00`],
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
      `Wed, Dec 30, 2026, 10:00${ARROW}Sat, Jan 2, 2027, 18:00`,
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
    ).toBe(`Sat, Jul 4, 2026, 09:00${ARROW}13:30, Paris time`);
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
      `Sat, Jul 4, 2026, 09:00`,
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

describe('formatTimeOfDay: a time on the bike’s clock as each language reads it', () => {
  it.each([
    ['00:00', '00:00', '00:00'],
    ['08:15', '08:15', '08:15'],
    ['12:00', '12:00', '12:00'],
    ['14:00', '14:00', '14:00'],
    ['23:45', '23:45', '23:45'],
  ])('%s → %s, %s', (time, en, fr) => {
    expect(formatTimeOfDay(time, 'en')).toBe(en);
    expect(formatTimeOfDay(time, 'fr')).toBe(fr);
  });

  it('writes a time as a booking’s range writes it', () => {
    const [from] = formatDateTimeRange('2026-03-14T13:00:00Z', '2026-03-14T17:00:00Z', 'en', {
      timeZone: 'UTC',
    })
      .split(', ')
      .slice(-1);
    expect(from!.startsWith(formatTimeOfDay('13:00', 'en'))).toBe(true);
  });

  it('leaves what is not a time as it is; the reader’s zone is a zone', () => {
    expect(formatTimeOfDay('24:00', 'fr')).toBe('24:00');
    expect(formatTimeOfDay('9:00', 'en')).toBe('9:00');
    expect(readerTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$|^UTC$/);
  });
});
