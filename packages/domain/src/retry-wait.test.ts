import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { retryWait } from './retry-wait';

const UNIT_S = { second: 1, minute: 60, hour: 3600 } as const;

describe('retryWait', () => {
  it.each([
    [0, 1, 'second'],
    [0.2, 1, 'second'],
    [45, 45, 'second'],
    [59.5, 1, 'minute'],
    [60, 1, 'minute'],
    [61, 2, 'minute'],
    [900, 15, 'minute'],
    [2700, 45, 'minute'],
    [3599, 1, 'hour'],
    [3600, 1, 'hour'],
    [3601, 61, 'minute'],
    [5400, 90, 'minute'],
    [5401, 2, 'hour'],
    [86_400, 24, 'hour'],
  ])('%s s → %i %s', (seconds, count, unit) => {
    expect(retryWait(seconds)).toEqual({ count, unit });
  });

  it('never tells anyone to come back too early, and overstates by less than one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 * 86_400 }), (seconds) => {
        const { count, unit } = retryWait(seconds);
        const told = count * UNIT_S[unit];
        expect(told).toBeGreaterThanOrEqual(seconds);
        expect(told - seconds).toBeLessThan(UNIT_S[unit]);
        expect(count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
