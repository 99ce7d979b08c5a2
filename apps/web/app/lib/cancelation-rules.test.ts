import { CANCELATION_OPTIONS, type CancelationOptionKey } from '@biclou/domain/cancelation-options';
import { describe, expect, it } from 'vitest';
import { cancelationRules } from './cancelation-rules';

const keys = (option: CancelationOptionKey) =>
  cancelationRules(CANCELATION_OPTIONS[option]).map((r) => [r.key, r.values]);

describe('cancellation rules in plain words', () => {
  it('Flexible: full refund until the start, service fee kept under 30 days', () => {
    expect(keys('no_notice')).toEqual([
      ['full', { count: 30 }],
      ['until-start', { count: 30, pct: 100 }],
      ['started-none', { pct: 0 }],
    ]);
  });

  it('Zen: 70 % from 3 to 29 days, nothing under 3 days', () => {
    expect(keys('short_notice')).toEqual([
      ['full', { count: 30 }],
      ['window', { from: 3, count: 29, pct: 70 }],
      ['late-none', { count: 3, pct: 0 }],
    ]);
  });

  it('Moderate: 70 % from 10 to 29 days, nothing under 10 days', () => {
    expect(keys('medium_notice')).toEqual([
      ['full', { count: 30 }],
      ['window', { from: 10, count: 29, pct: 70 }],
      ['late-none', { count: 10, pct: 0 }],
    ]);
  });

  it('Strict: nothing under 30 days', () => {
    expect(keys('strict')).toEqual([
      ['full', { count: 30 }],
      ['late-none', { count: 30, pct: 0 }],
    ]);
  });

  it('says a partial late refund when an admin sets one', () => {
    expect(cancelationRules({ delayDays: 5, refundBeforeDelayPct: 80, refundAfterDelayPct: 20 }).at(-1)).toMatchObject({
      key: 'late',
      values: { count: 5, pct: 20 },
    });
  });
});
