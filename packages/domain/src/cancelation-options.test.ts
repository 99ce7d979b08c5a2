import { describe, expect, it } from 'vitest';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS, cancelationTiers } from './cancelation-options';

describe('cancellation options', () => {
  it('has the delays and rates of decisions.md', () => {
    expect(
      CANCELATION_OPTION_KEYS.map((k) => [
        k,
        CANCELATION_OPTIONS[k].delayDays,
        CANCELATION_OPTIONS[k].refundBeforeDelayPct,
        CANCELATION_OPTIONS[k].refundAfterDelayPct,
      ]),
    ).toEqual([
      ['no_notice', 0, 100, 0],
      ['short_notice', 3, 70, 0],
      ['medium_notice', 10, 70, 0],
      ['strict', 30, 100, 0],
    ]);
  });

  it.each([
    [
      'no_notice',
      [
        [30, null, 100, true],
        [0, 30, 100, false],
      ],
    ],
    [
      'short_notice',
      [
        [30, null, 100, true],
        [3, 30, 70, false],
        [0, 3, 0, false],
      ],
    ],
    [
      'medium_notice',
      [
        [30, null, 100, true],
        [10, 30, 70, false],
        [0, 10, 0, false],
      ],
    ],
    [
      'strict',
      [
        [30, null, 100, true],
        [0, 30, 0, false],
      ],
    ],
  ] as const)('tiers of %s', (key, tiers) => {
    expect(
      cancelationTiers(CANCELATION_OPTIONS[key]).map((t) => [
        t.fromDaysBefore,
        t.untilDaysBefore,
        t.refundPct,
        t.serviceFeeRefunded,
      ]),
    ).toEqual(tiers);
  });
});
