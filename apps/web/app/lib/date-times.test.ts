import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDateTime, formatTime } from './dates';

const THIN = '\u2009';

describe('times on the bike’s clock', () => {
  it.each([
    // instant (UTC), zone, en, fr — midnight, the summer-time days, a message at 04:39 in Paris
    ['2026-12-04T23:00:00Z', 'Europe/Paris', 'Dec 5, 2026, 00:00', '5 déc. 2026, 00:00'],
    ['2026-11-29T03:39:00Z', 'Europe/Paris', 'Nov 29, 2026, 04:39', '29 nov. 2026, 04:39'],
    ['2026-03-29T00:59:00Z', 'Europe/Brussels', 'Mar 29, 2026, 01:59', '29 mars 2026, 01:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Brussels', 'Mar 29, 2026, 03:00', '29 mars 2026, 03:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Zurich', 'Oct 25, 2026, 02:30', '25 oct. 2026, 02:30'],
    ['2026-10-25T01:30:00Z', 'Europe/Zurich', 'Oct 25, 2026, 02:30', '25 oct. 2026, 02:30'],
    ['2026-06-30T22:00:00Z', 'Europe/Luxembourg', 'Jul 1, 2026, 00:00', '1 juil. 2026, 00:00'],
  ])('%s in %s', (instant, zone, en, fr) => {
    expect(formatDateTime(instant, 'en', zone)).toBe(en);
    expect(formatDateTime(instant, 'fr', zone)).toBe(fr);
  });

  it('names the clock when asked', () => {
    expect(formatDateTime('2026-12-04T23:00:00Z', 'en', 'Europe/Paris', { zone: true })).toBe(
      'Dec 5, 2026, 00:00 (Paris time)',
    );
    expect(formatDateTime('2026-12-04T23:00:00Z', 'fr', 'Europe/Brussels', { zone: true })).toBe(
      '5 déc. 2026, 00:00 (heure de Bruxelles)',
    );
    expect(formatTime('2026-11-29T03:39:00Z', 'en', 'Europe/Paris', { zone: true })).toBe('04:39 (Paris time)');
  });

  it('writes times on a 24-hour clock in both languages, whatever the machine’s zone', () => {
    expect(formatTime('2026-11-29T03:39:00Z', 'en', 'Europe/Paris')).toBe('04:39');
    expect(formatTime('2026-11-29T13:05:00Z', 'fr', 'Europe/Paris')).toBe('14:05');
    expect(formatTime('2026-11-29T23:05:00Z', 'en', 'Europe/Paris')).toBe('00:05');
  });
});

describe('date ranges', () => {
  it('says a same-day range once', () => {
    expect(formatDateRange('2026-11-30', '2026-11-30', 'en')).toBe('Nov 30, 2026');
    expect(formatDateRange('2026-11-30', '2026-11-30', 'fr')).toBe('30 nov. 2026');
    expect(formatDateRange('2026-11-30', '2026-11-30', 'en', { dateStyle: 'full' })).toBe('Monday, November 30, 2026');
  });

  it('writes the month and the year once where the two dates share them', () => {
    expect(formatDateRange('2026-11-28', '2026-11-30', 'en')).toBe(`Nov 28${THIN}–${THIN}30, 2026`);
    expect(formatDateRange('2026-11-28', '2026-12-02', 'fr')).toBe(`28 nov.${THIN}–${THIN}2 déc. 2026`);
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe(`Dec 30, 2026${THIN}–${THIN}Jan 2, 2027`);
  });

  it('writes a same-day range of times with the date once', () => {
    expect(
      formatDateRange('2026-11-30T13:00:00Z', '2026-11-30T17:00:00Z', 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }),
    ).toBe(`Nov 30, 2026, 14:00${THIN}–${THIN}18:00`);
  });
});
