import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear, formatRelative } from './dates';

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
