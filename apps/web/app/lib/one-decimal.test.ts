import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { numberFormat } from './intl-cache';
import { formatDecimal, formatOneDecimal } from './one-decimal';

vi.mock('./intl-cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('./intl-cache')>();
  return { ...original, numberFormat: vi.fn(original.numberFormat) };
});

const intl = (value: number, locale: 'en' | 'fr' | 'test') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

describe('formatOneDecimal', () => {
  it('writes a rating exactly as Intl.NumberFormat does, in both languages', () => {
    const locales = fc.constantFrom('en' as const, 'fr' as const, 'test' as const);
    // Averages of star ratings (sums over counts), any double up to 999, the halves that round.
    const average = fc
      .tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 5 }))
      .map(([count, stars]) => (count * stars - (count % 3)) / count);
    const halves = fc.integer({ min: 0, max: 9999 }).map((n) => (n * 10 + 5) / 100);
    fc.assert(
      fc.property(fc.oneof(average, halves, fc.double({ min: 0, max: 999, noNaN: true })), locales, (value, locale) => {
        expect(formatOneDecimal(value, locale)).toBe(intl(value, locale));
      }),
      { numRuns: 5000 },
    );
    for (const value of [0, 1, 4.25, 4.35, 4.05, 4.95, 999.94, 999.95, 1234.5, -1.25, 1e-7, 5e21])
      for (const locale of ['en', 'fr'] as const) expect(formatOneDecimal(value, locale)).toBe(intl(value, locale));
  });

  it('writes a distance (one decimal at most, none from 10 km) exactly as Intl.NumberFormat does', () => {
    const locales = fc.constantFrom('en' as const, 'fr' as const);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 2000, noNaN: true }),
          fc.integer({ min: 0, max: 99999 }).map((n) => (n * 10 + 5) / 100),
        ),
        locales,
        fc.constantFrom(0 as const, 1 as const),
        (value, locale, max) => {
          const expected = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
            maximumFractionDigits: max,
          }).format(value);
          expect(formatDecimal(value, locale, 0, max)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('builds no Intl formatter for a rating', () => {
    vi.mocked(numberFormat).mockClear();
    formatOneDecimal(4.35, 'fr');
    formatOneDecimal(3, 'en');
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
