import { describe, expect, it } from 'vitest';
import { mailFormat } from './format';
import { renderLayout } from './layout';

const NBSP = '\u00a0';

describe('mailFormat', () => {
  it('writes calendar dates for the reader: "11 janv. 2027" in French, "Jan 11, 2027" in English, never shifted a day', () => {
    expect(mailFormat('fr').date('2027-01-11')).toBe('11 janv. 2027');
    expect(mailFormat('fr').date('2027-01-18')).toBe('18 janv. 2027');
    expect(mailFormat('en').date('2027-01-11')).toBe('Jan 11, 2027');
    expect(mailFormat('fr').date('2026-12-31')).toBe('31 déc. 2026');
    expect(mailFormat('en').date('2026-03-29')).toBe('Mar 29, 2026');
  });

  it('refuses what is not a calendar date rather than printing it', () => {
    expect(() => mailFormat('fr').date('2027-1-11')).toThrow(RangeError);
  });

  it('writes amounts with their cents: "17,00 €" in French, "€17.00" in English, francs too', () => {
    expect(mailFormat('fr').money(1700, 'EUR')).toBe(`17,00${NBSP}€`);
    expect(mailFormat('en').money(1700, 'EUR')).toBe('€17.00');
    expect(mailFormat('fr').money(510, 'EUR')).toBe(`5,10${NBSP}€`);
    expect(mailFormat('en').money(123456, 'EUR')).toBe('€1,234.56');
    expect(mailFormat('fr').money(123456, 'EUR')).toBe(`1${'\u202f'}234,56${NBSP}€`);
    expect(mailFormat('fr').money(2550, 'CHF')).toBe(`25,50${NBSP}CHF`);
    expect(mailFormat('en').money(2550, 'CHF')).toBe(`CHF${NBSP}25.50`);
  });
});

describe('mailFormat: ranges, times in a zone, sizes and counts', () => {
  it('writes a same-day range as one date, and a range inside a month or a year once', () => {
    expect(mailFormat('en').dateRange('2026-11-30', '2026-11-30')).toBe('Nov 30, 2026');
    expect(mailFormat('fr').dateRange('2026-11-30', '2026-11-30')).toBe('30 nov. 2026');
    expect(mailFormat('en').dateRange('2026-11-28', '2026-11-30')).toBe('Nov 28\u2009–\u200930, 2026');
    expect(mailFormat('en').dateRange('2026-11-30', '2026-12-02')).toBe('Nov 30\u2009–\u2009Dec 2, 2026');
    expect(mailFormat('fr').dateRange('2026-12-30', '2027-01-02')).toBe('30 déc. 2026\u2009–\u20092 janv. 2027');
  });

  it.each([
    // instant, zone, en, fr
    ['2026-12-04T23:00:00Z', 'Europe/Paris', 'Dec 5, 2026, 00:00 (Paris time)', '5 déc. 2026, 00:00 (heure de Paris)'],
    [
      '2026-11-29T03:39:00Z',
      'Europe/Paris',
      'Nov 29, 2026, 04:39 (Paris time)',
      '29 nov. 2026, 04:39 (heure de Paris)',
    ],
    // the last Sunday of March at 01:00 UTC is 03:00 in Paris (summer time starts), of October 02:00 again
    [
      '2026-03-29T01:00:00Z',
      'Europe/Brussels',
      'Mar 29, 2026, 03:00 (Brussels time)',
      '29 mars 2026, 03:00 (heure de Bruxelles)',
    ],
    [
      '2026-10-25T01:00:00Z',
      'Europe/Zurich',
      'Oct 25, 2026, 02:00 (Zurich time)',
      '25 oct. 2026, 02:00 (heure de Zurich)',
    ],
    [
      '2026-06-30T22:00:00Z',
      'Europe/Luxembourg',
      'Jul 1, 2026, 00:00 (Luxembourg time)',
      '1 juil. 2026, 00:00 (heure de Luxembourg)',
    ],
  ])('writes %s in %s with its zone', (instant, zone, en, fr) => {
    expect(mailFormat('en').dateTime(instant, zone)).toBe(en);
    expect(mailFormat('fr').dateTime(new Date(instant), zone)).toBe(fr);
  });

  it('writes a booking’s pickup and return on the bike’s clock, named, inside parentheses too', () => {
    const [pickup, back] = ['2026-03-14T13:00:00Z', '2026-03-14T17:00:00Z'];
    expect(mailFormat('en').times(pickup, back, 'Europe/Zurich')).toBe(
      `Sat, Mar 14, 2026, 14:00${NBSP}→ 18:00 (Zurich time)`,
    );
    expect(mailFormat('fr').times(new Date(pickup), new Date(back), 'Europe/Brussels', { inParentheses: true })).toBe(
      `sam. 14 mars 2026, 14:00${NBSP}→ 18:00, heure de Bruxelles`,
    );
    expect(mailFormat('fr').times('2026-10-24T20:00:00Z', '2026-10-26T09:00:00Z', 'Europe/Luxembourg')).toBe(
      `sam. 24 oct., 22:00${NBSP}→ lun. 26 oct. 2026, 10:00 (heure de Luxembourg)`,
    );
  });

  it('writes sizes in the reader’s units: "9 MB", "9 Mo"', () => {
    expect(mailFormat('en').bytes(9 * 1024 * 1024)).toBe('9 MB');
    expect(mailFormat('fr').bytes(9 * 1024 * 1024)).toBe('9\u202fMo');
    expect(mailFormat('fr').bytes(1536)).toBe('1,5\u202fko');
    expect(mailFormat('en').bytes(512)).toBe('0.5 kB');
  });

  it('counts with the language’s plural rules (French 0 and 1 are singular)', () => {
    const days = { en: { one: 'day', other: 'days' }, fr: { one: 'jour', other: 'jours' } };
    expect([0, 1, 2].map((n) => mailFormat('en').count(n, days.en))).toEqual(['0 days', '1 day', '2 days']);
    expect([0, 1, 2].map((n) => mailFormat('fr').count(n, days.fr))).toEqual(['0 jour', '1 jour', '2 jours']);
    expect(mailFormat('fr').count(1500, days.fr)).toBe('1\u202f500 jours');
  });
});

describe('renderLayout', () => {
  it('writes the action line with the language’s colon: "Voir la réservation : https://…", "See the booking: https://…"', () => {
    const body = { subject: 's', greeting: 'g', paragraphs: [], footer: 'f' };
    const url = 'https://biclou.example/b';
    expect(renderLayout({ ...body, action: { label: 'Voir la réservation', url } }, 'fr').text).toContain(
      `Voir la réservation${NBSP}: ${url}`,
    );
    expect(renderLayout({ ...body, action: { label: 'See the booking', url } }, 'en').text).toContain(
      `See the booking: ${url}`,
    );
  });
});
