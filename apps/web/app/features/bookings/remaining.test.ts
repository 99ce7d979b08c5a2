import { describe, expect, it } from 'vitest';
import { remaining } from './remaining';

describe('remaining', () => {
  it('splits the time left into days, hours and minutes', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(remaining('2026-01-02T03:04:30Z', now)).toEqual({ ms: 97_470_000, days: 1, hours: 3, minutes: 4 });
  });
  it('never goes below zero', () => {
    expect(remaining('2025-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toEqual({
      ms: 0,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});
