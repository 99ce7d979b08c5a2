import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { formatCalendarDate } from './calendar-dates';

vi.mock('../../../lib/intl-cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/intl-cache')>();
  return { ...original, dateTimeFormat: vi.fn(original.dateTimeFormat) };
});

describe('formatCalendarDate without Intl', () => {
  const FORMATS: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'long' },
    { month: 'long', year: 'numeric' },
    { weekday: 'long' },
    { weekday: 'narrow' },
  ];

  it("writes the calendar's formats exactly as Intl.DateTimeFormat does, in both languages", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...FORMATS),
        fc.constantFrom('en' as const, 'fr' as const, 'test' as const),
        (time, options, locale) => {
          const intl = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { timeZone: 'UTC', ...options });
          expect(formatCalendarDate(time, locale, options)).toBe(intl.format(new Date(time)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('builds no Intl formatter for them (the first one costs the browser 15–40 ms)', () => {
    vi.mocked(dateTimeFormat).mockClear();
    for (const options of FORMATS) formatCalendarDate('2026-11-28', 'fr', options);
    formatCalendarDate('2026-11-28', 'en');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    formatCalendarDate('2026-11-28', 'en', { dateStyle: 'medium' });
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });
});
