import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatLongDay, formatMonthYear, formatRelative } from './dates';
import { dateTimeFormat } from './intl-cache';

vi.mock('./intl-cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('./intl-cache')>();
  return { ...original, dateTimeFormat: vi.fn(original.dateTimeFormat) };
});

describe('dates', () => {
  it('formats in UTC whatever the machine zone', () => {
    // 23:30 UTC stays the 5th, even where it is already the 6th locally.
    expect(formatDate('2024-03-05T23:30:00Z', 'en')).toBe('March 5, 2024');
    expect(formatDate('2024-03-05T23:30:00Z', 'fr')).toBe('5 mars 2024');
    expect(formatMonthYear('2024-03-05', 'fr')).toBe('mars 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('nope', 'en')).toBe('');
  });

  it('formats relative times', () => {
    const now = Date.parse('2024-03-05T12:00:00Z');
    expect(formatRelative(now - 10 * 60_000, 'en', now)).toBe('10 minutes ago');
    expect(formatRelative(now - 2 * 86_400_000, 'fr', now)).toBe('avant-hier');
    expect(formatRelative(now - 5_000, 'en', now)).toBe('now');
  });
});

describe('formatDate without Intl', () => {
  const FORMATS: Intl.DateTimeFormatOptions[] = [{ dateStyle: 'long' }, { month: 'long', year: 'numeric' }];

  it('writes the long date and the month and year exactly as Intl.DateTimeFormat does, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...FORMATS),
        fc.constantFrom('en' as const, 'fr' as const, 'test' as const),
        (time, options, locale) => {
          const intl = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { timeZone: 'UTC', ...options });
          expect(formatDate(time, locale, options)).toBe(intl.format(new Date(time)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('writes a day from its numbers as formatDate writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(-100, 0, 1), max: Date.UTC(12000, 0, 1) }),
        fc.constantFrom('en' as const, 'fr' as const, 'test' as const),
        (time, locale) => {
          const d = new Date(time);
          const written = formatLongDay(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), locale);
          if (written !== null) expect(written).toBe(formatDate(time, locale));
          else expect(d.getUTCFullYear() < 1000 || d.getUTCFullYear() > 9999).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('builds no Intl formatter for them (the first one costs the browser 15–40 ms)', () => {
    vi.mocked(dateTimeFormat).mockClear();
    formatDate('2026-11-28', 'fr');
    formatMonthYear('2026-11-28', 'en');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    formatDate('2026-11-28', 'en', { dateStyle: 'medium' });
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });
});
