import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { numberFormat } from './intl-cache';
import { amountInput, formatDecimal, formatMoney, formatOneDecimal, parseAmount } from './money';

vi.mock('./intl-cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('./intl-cache')>();
  return { ...original, numberFormat: vi.fn(original.numberFormat) };
});

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats cents in the visitor language, always with the cents: "€10.00" beside "€12.50"', () => {
    expect(formatMoney(1000, 'EUR', 'en')).toBe('€10.00');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(nbsp(formatMoney(15840, 'EUR', 'fr'))).toBe('158,40 €');
    expect(nbsp(formatMoney(1500, 'CHF', 'fr'))).toBe('15,00 CHF');
  });

  it('reads typed amounts into cents without floats', () => {
    expect(parseAmount('15')).toBe(1500);
    expect(parseAmount('15,5')).toBe(1550);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount(' 1 200 € ')).toBe(120000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('-3')).toBeNaN();
  });

  it('shows stored cents back in an input', () => {
    expect(amountInput(1500, 'fr')).toBe('15');
    expect(amountInput(1550, 'fr')).toBe('15,50');
    expect(amountInput(1505, 'en')).toBe('15.05');
    expect(amountInput(null, 'en')).toBe('');
  });
});

describe('formatMoney without Intl', () => {
  it('writes EUR and CHF exactly as Intl.NumberFormat does, in both languages', () => {
    const intl = (cents: number, currency: string, locale: 'en' | 'fr' | 'test') =>
      new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(cents / 100);
    const cases = [
      0, 1, 7, 99, 100, 1500, 1550, 99999, 100000, 123456, 1000000, 99999999, 1234567890, -1, -1550, -123456,
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...cases), fc.integer({ min: -1e11, max: 1e11 })),
        fc.constantFrom('EUR', 'CHF'),
        fc.constantFrom('en' as const, 'fr' as const, 'test' as const),
        (cents, currency, locale) => {
          expect(formatMoney(cents, currency, locale)).toBe(intl(cents, currency, locale));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves other currencies to Intl', () => {
    expect(formatMoney(1550, 'USD', 'en')).toBe('$15.50');
    expect(nbsp(formatMoney(150000, 'GBP', 'fr'))).toBe('1 500,00 £GB');
  });

  it('does not build an Intl.NumberFormat for EUR or CHF (the first one costs the browser 15–40 ms)', () => {
    vi.mocked(numberFormat).mockClear();
    formatMoney(2500, 'EUR', 'fr');
    formatMoney(123456, 'CHF', 'en');
    expect(numberFormat).not.toHaveBeenCalled();
    formatMoney(2500, 'USD', 'en');
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });
});

const intlDecimal = (value: number, locale: 'en' | 'fr' | 'test') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

describe('formatDecimal and formatOneDecimal', () => {
  it('writes a rating exactly as Intl.NumberFormat does, in both languages', () => {
    const locales = fc.constantFrom('en' as const, 'fr' as const, 'test' as const);
    // Averages of star ratings (sums over counts), any double up to 999, the halves that round.
    const average = fc
      .tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 5 }))
      .map(([count, stars]) => (count * stars - (count % 3)) / count);
    const halves = fc.integer({ min: 0, max: 9999 }).map((n) => (n * 10 + 5) / 100);
    fc.assert(
      fc.property(fc.oneof(average, halves, fc.double({ min: 0, max: 999, noNaN: true })), locales, (value, locale) => {
        expect(formatOneDecimal(value, locale)).toBe(intlDecimal(value, locale));
      }),
      { numRuns: 5000 },
    );
    for (const value of [0, 1, 4.25, 4.35, 4.05, 4.95, 999.94, 999.95, 1234.5, -1.25, 1e-7, 5e21])
      for (const locale of ['en', 'fr'] as const)
        expect(formatOneDecimal(value, locale)).toBe(intlDecimal(value, locale));
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
