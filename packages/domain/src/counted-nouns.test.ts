import { describe, expect, it } from 'vitest';
import { COUNTED_NOUNS, nounDisagreements, nounFor, pluralForm, type CountLocale } from './counted-nouns';

describe('counted nouns', () => {
  it.each([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['fr', 0, 'one'],
    ['fr', 1, 'one'],
    ['fr', 2, 'other'],
    ['fr', 1000, 'other'],
  ] as const)('%s counts %i as %s', (locale, n, form) => {
    expect(pluralForm(locale, n)).toBe(form);
  });

  it('gives the noun for a count', () => {
    expect([0, 1, 2].map((n) => nounFor('en', n, 'request'))).toEqual(['requests', 'request', 'requests']);
    expect([0, 1, 2].map((n) => nounFor('fr', n, 'day'))).toEqual(['jour', 'jour', 'jours']);
  });

  it.each<[CountLocale, string, string[]]>([
    ['en', 'at most 1 requests open', ['1 requests']],
    ['en', 'at most 1 request open, within 2 days', []],
    ['en', '0 days, 2 day before', ['2 day']],
    ['en', 'in 1 months', ['1 months']],
    ['en', '1 working days', ['1 working days']],
    ['en', "The owner needs 1 day's notice; 2 days' notice", []],
    ['en', 'Canceled 1 of 2 bookings', []],
    ['en', 'at most 5 booking requests, 2 booking', ['2 booking']],
    ['en', 'a frame of 17.5 inches, 1,500 days', []],
    ['fr', 'au plus 1 demandes, 0 jours', ['1 demandes', '0 jours']],
    ['fr', 'au plus 1 demande, 0 jour, 2 jours ouvrés', []],
    ['fr', 'sous 1 jours ouvrés', ['1 jours ouvrés']],
    ['fr', '2 jour', ['2 jour']],
    ['fr', '1 mois, 3 mois, 1 avis', []],
    ['fr', '1\u00a0heures, 1\u202f500 jours', ['1\u00a0heures']],
    ['fr', 'Au plus 1 Photos', ['1 Photos']],
  ])('%s: "%s" → %j', (locale, text, found) => {
    expect(nounDisagreements(text, locale)).toEqual(found);
  });

  it('finds every form of every noun on the wrong count', () => {
    for (const locale of ['en', 'fr'] as const)
      for (const forms of Object.values(COUNTED_NOUNS)) {
        const { one, other } = forms[locale];
        if (one === other) continue;
        expect(nounDisagreements(`1 ${other}.`, locale), other).not.toEqual([]);
        expect(nounDisagreements(`2 ${one}.`, locale), one).not.toEqual([]);
        expect(nounDisagreements(`1 ${one}, 2 ${other}.`, locale)).toEqual([]);
      }
  });
});
