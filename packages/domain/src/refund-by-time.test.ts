import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS, type CancelationOptionKey } from './cancelation-options';
import { computeRefund } from './compute-refund';
import { localToInstant } from './listing-time-zone';
import { addDays, parisMidnight } from './paris-calendar';
import { priceBooking } from './pricing';
import { computeRefundByTime, FULL_REFUND_HOURS, refundPctByTime, type RefundByTimeInput } from './refund-by-time';

const MINUTE = 60_000;
const HOUR = 3_600_000;
// decisions.md's worked example lines: subtotal 12400, fee 1240, commission 1860, paid 13640, owner 10540.
const price = priceBooking({
  startDate: '2026-07-01',
  endDate: '2026-07-08',
  pricePerDayCents: 1500,
  discount7Pct: 10,
  discount30Pct: 0,
  accessories: [{ pricePerDayCents: 200 }],
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
});
const pickupAt = new Date('2026-07-15T08:00:00Z'); // 10:00 in Paris
const refund = (option: CancelationOptionKey, canceledAt: Date, over: Partial<RefundByTimeInput> = {}) =>
  computeRefundByTime({
    price,
    pickupAt,
    canceledAt,
    canceledBy: 'renter',
    option: CANCELATION_OPTIONS[option],
    commissionRateBp: 1500,
    ...over,
  });
const hoursBefore = (hours: number, minutes = 0) => new Date(pickupAt.getTime() - hours * HOUR - minutes * MINUTE);

describe('refundPctByTime: every tier boundary, one minute either side', () => {
  it.each([
    // option, hours before the pickup, minutes more (+) or less (−) notice, refund %
    ['no_notice', 720, 1, 100],
    ['no_notice', 720, 0, 100],
    ['no_notice', 720, -1, 100],
    ['no_notice', 0, 1, 100],
    ['no_notice', 0, 0, 100], // canceled at the pickup instant itself
    ['no_notice', 0, -1, 0], // a minute after the pickup: already started
    ['short_notice', 720, 1, 100],
    ['short_notice', 720, 0, 100],
    ['short_notice', 720, -1, 70],
    ['short_notice', 72, 1, 70],
    ['short_notice', 72, 0, 70],
    ['short_notice', 72, -1, 0],
    ['short_notice', 0, -1, 0],
    ['medium_notice', 720, 0, 100],
    ['medium_notice', 720, -1, 70],
    ['medium_notice', 240, 1, 70],
    ['medium_notice', 240, 0, 70],
    ['medium_notice', 240, -1, 0],
    ['strict', 720, 1, 100],
    ['strict', 720, 0, 100],
    ['strict', 720, -1, 0],
    ['strict', 1, 0, 0],
  ] as const)('%s, %i h %i min before → %i %%', (option, hours, minutes, pct) => {
    expect(refundPctByTime(pickupAt, hoursBefore(hours, minutes), CANCELATION_OPTIONS[option])).toBe(pct);
  });

  it('the full refund starts 30 × 24 hours before the pickup', () => {
    expect(FULL_REFUND_HOURS).toBe(720);
  });
});

describe('across a clock change, the tiers count real hours', () => {
  const paris = (date: string, time: string) => {
    const found = localToInstant({ date, time }, 'Europe/Paris');
    if (found.kind === 'nonexistent') throw new Error('test instant does not exist');
    return found.instant;
  };

  it('autumn: 720 hours before a 10:00 pickup in November is 11:00 on the October day, summer time', () => {
    const pickup = paris('2026-11-20', '10:00');
    const zen = CANCELATION_OPTIONS.short_notice;
    expect(pickup.getTime() - paris('2026-10-21', '11:00').getTime()).toBe(720 * HOUR);
    expect(refundPctByTime(pickup, paris('2026-10-21', '10:00'), zen)).toBe(100); // 721 hours
    expect(refundPctByTime(pickup, paris('2026-10-21', '10:59'), zen)).toBe(100);
    expect(refundPctByTime(pickup, paris('2026-10-21', '11:00'), zen)).toBe(100);
    expect(refundPctByTime(pickup, paris('2026-10-21', '11:01'), zen)).toBe(70);
  });

  it('spring: 72 hours before a Sunday 10:00 pickup is Thursday 09:00, winter time', () => {
    const pickup = paris('2027-03-28', '10:00'); // CEST, the first day of summer time
    const zen = CANCELATION_OPTIONS.short_notice;
    expect(refundPctByTime(pickup, paris('2027-03-25', '08:59'), zen)).toBe(70);
    expect(refundPctByTime(pickup, paris('2027-03-25', '09:00'), zen)).toBe(70);
    expect(refundPctByTime(pickup, paris('2027-03-25', '09:01'), zen)).toBe(0);
    expect(refundPctByTime(pickup, paris('2027-03-25', '10:00'), zen)).toBe(0); // 71 hours
  });

  it('medium notice across the autumn change: 240 hours before a 09:00 pickup is 10:00 summer time', () => {
    const pickup = paris('2026-11-01', '09:00');
    const moderate = CANCELATION_OPTIONS.medium_notice;
    expect(refundPctByTime(pickup, paris('2026-10-22', '09:59'), moderate)).toBe(70);
    expect(refundPctByTime(pickup, paris('2026-10-22', '10:00'), moderate)).toBe(70);
    expect(refundPctByTime(pickup, paris('2026-10-22', '10:01'), moderate)).toBe(0);
  });
});

describe('computeRefundByTime', () => {
  it('Zen 10 days before: 70 % of the subtotal, fee kept (the same money as computeRefund)', () => {
    expect(refund('short_notice', hoursBefore(240))).toEqual({
      refundedSubtotal: 8680,
      refundedServiceFee: 0,
      refundTotal: 8680,
      ownerEarnings: 3162,
      platformRevenue: 1798,
      refundPct: 70,
      hoursBefore: 240,
    });
  });

  it('720 hours or more before, or an owner cancellation, refunds everything paid', () => {
    for (const at of [hoursBefore(720), hoursBefore(800)])
      expect(refund('strict', at)).toMatchObject({ refundTotal: 13640, refundedServiceFee: 1240, ownerEarnings: 0 });
    expect(refund('strict', hoursBefore(720, -1)).refundTotal).toBe(0);
    expect(refund('strict', hoursBefore(-5), { canceledBy: 'owner' })).toMatchObject({
      refundTotal: 13640,
      hoursBefore: -5,
    });
  });

  it('hours before are rounded down, negative once the pickup has passed', () => {
    expect(refund('no_notice', hoursBefore(3, 59)).hoursBefore).toBe(3);
    expect(refund('no_notice', hoursBefore(0, -1))).toMatchObject({ hoursBefore: -1, refundPct: 0 });
  });

  it('refuses an invalid instant', () => {
    expect(() => refund('strict', new Date(Number.NaN))).toThrow(RangeError);
  });

  it("property: a pickup at Paris midnight gives today's day-based refund when canceled at a midnight", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CANCELATION_OPTION_KEYS), fc.integer({ min: 0, max: 60 }), (option, days) => {
        const startDate = '2026-12-01';
        const today = addDays(startDate, -days);
        const byDays = computeRefund({
          price,
          startDate,
          today,
          canceledBy: 'renter',
          option: CANCELATION_OPTIONS[option],
          commissionRateBp: 1500,
        });
        const byTime = refund(option, parisMidnight(today), { pickupAt: parisMidnight(startDate) });
        const { daysBefore: _days, ...money } = byDays;
        const { hoursBefore: _hours, ...timeMoney } = byTime;
        expect(timeMoney).toEqual(money);
      }),
    );
  });

  it('property: the three parts add up to what the renter paid, and less notice never refunds more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELATION_OPTION_KEYS),
        fc.integer({ min: -48 * 60, max: 40 * 24 * 60 }),
        fc.integer({ min: 0, max: 40 * 24 * 60 }),
        (option, a, b) => {
          const early = refund(option, new Date(pickupAt.getTime() - Math.max(a, b) * MINUTE));
          const late = refund(option, new Date(pickupAt.getTime() - Math.min(a, b) * MINUTE));
          expect(early.refundTotal + early.ownerEarnings + early.platformRevenue).toBe(price.pricePaidByBuyer);
          expect(late.refundTotal).toBeLessThanOrEqual(early.refundTotal);
        },
      ),
    );
  });
});
