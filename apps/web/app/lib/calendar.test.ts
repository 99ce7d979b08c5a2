import { describe, expect, it } from 'vitest';
import { addDays, daysBetweenInclusive, isInRanges, monthGrid, shiftMonth, subtractRange } from './calendar';

describe('calendar dates', () => {
  it('counts inclusive days and adds days across months', () => {
    expect(daysBetweenInclusive('2025-05-01', '2025-05-08')).toBe(8);
    expect(daysBetweenInclusive('2025-03-29', '2025-03-31')).toBe(3);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
    expect(shiftMonth({ year: 2025, month: 0 }, -1)).toEqual({ year: 2024, month: 11 });
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid(2025, 8); // September 2025 starts on a Monday
    expect(weeks[0]?.[0]).toEqual({ date: '2025-09-01', day: 1, inMonth: true });
    expect(weeks).toHaveLength(5);
    const feb = monthGrid(2026, 1); // February 2026 starts on a Sunday
    expect(feb[0]?.[0]).toMatchObject({ date: '2026-01-26', inMonth: false });
    expect(feb[0]?.[6]).toMatchObject({ date: '2026-02-01', inMonth: true });
    expect(feb.at(-1)?.at(-1)?.date).toBe('2026-03-01');
  });

  it('tests and cuts blocked ranges', () => {
    const merged = [
      { start: '2025-05-01', end: '2025-05-05' },
      { start: '2025-05-10', end: '2025-05-12' },
    ];
    expect(isInRanges('2025-05-11', merged)).toBe(true);
    expect(isInRanges('2025-05-07', merged)).toBe(false);
    expect(subtractRange(merged, { start: '2025-05-03', end: '2025-05-10' })).toEqual([
      { start: '2025-05-01', end: '2025-05-02' },
      { start: '2025-05-11', end: '2025-05-12' },
    ]);
  });
});
