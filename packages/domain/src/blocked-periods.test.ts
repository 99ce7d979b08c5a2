import { describe, expect, it } from 'vitest';
import { isBlocked, mergePeriods } from './blocked-periods';

describe('mergePeriods', () => {
  it.each([
    [[], []],
    [[{ start: '2026-07-01', end: '2026-07-05' }], [{ start: '2026-07-01', end: '2026-07-05' }]],
    [
      [
        { start: '2026-07-06', end: '2026-07-08' },
        { start: '2026-07-01', end: '2026-07-05' },
      ],
      [{ start: '2026-07-01', end: '2026-07-08' }],
    ],
    [
      [
        { start: '2026-07-01', end: '2026-07-05' },
        { start: '2026-07-03', end: '2026-07-04' },
      ],
      [{ start: '2026-07-01', end: '2026-07-05' }],
    ],
    [
      [
        { start: '2026-07-01', end: '2026-07-05' },
        { start: '2026-07-07', end: '2026-07-09' },
      ],
      [
        { start: '2026-07-01', end: '2026-07-05' },
        { start: '2026-07-07', end: '2026-07-09' },
      ],
    ],
    [
      [
        { start: '2026-12-30', end: '2026-12-31' },
        { start: '2027-01-01', end: '2027-01-02' },
      ],
      [{ start: '2026-12-30', end: '2027-01-02' }],
    ],
  ])('%j → %j', (input, expected) => {
    expect(mergePeriods(input)).toEqual(expected);
  });

  it('isBlocked is inclusive at both ends', () => {
    const p = [{ start: '2026-07-01', end: '2026-07-05' }];
    expect(['2026-06-30', '2026-07-01', '2026-07-05', '2026-07-06'].map((d) => isBlocked(p, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
