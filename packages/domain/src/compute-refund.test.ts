import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS, type CancelationOptionKey } from './cancelation-options';
import { computeRefund, parisToday, refundPctFor, type ComputeRefundInput } from './compute-refund';
import { addDays } from './paris-calendar';
import { divideHalfUp, priceBooking } from './pricing';

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
const today = '2026-06-01';
const refund = (option: CancelationOptionKey, daysBefore: number, overrides: Partial<ComputeRefundInput> = {}) =>
  computeRefund({
    price,
    startDate: addDays(today, daysBefore),
    today,
    canceledBy: 'renter',
    option: CANCELATION_OPTIONS[option],
    commissionRateBp: 1500,
    ...overrides,
  });

// [refundedSubtotal, refundedServiceFee, ownerEarnings, platformRevenue] for the price above.
const FULL = [12400, 1240, 0, 0];
const SUBTOTAL_ONLY = [12400, 0, 0, 1240];
const SEVENTY = [8680, 0, 3162, 1798]; // kept 3720, commission 558
const NOTHING = [0, 0, 10540, 3100]; // the owner keeps exactly the booking's owner earnings

describe('computeRefund, renter cancels a paid booking', () => {
  const table: [CancelationOptionKey, number, number[]][] = [
    ['no_notice', -3, NOTHING],
    ['no_notice', -1, NOTHING],
    ['no_notice', 0, SUBTOTAL_ONLY],
    ['no_notice', 1, SUBTOTAL_ONLY],
    ['no_notice', 2, SUBTOTAL_ONLY],
    ['no_notice', 29, SUBTOTAL_ONLY],
    ['no_notice', 30, FULL],
    ['no_notice', 31, FULL],
    ['short_notice', -1, NOTHING],
    ['short_notice', 0, NOTHING],
    ['short_notice', 2, NOTHING],
    ['short_notice', 3, SEVENTY],
    ['short_notice', 9, SEVENTY],
    ['short_notice', 10, SEVENTY],
    ['short_notice', 29, SEVENTY],
    ['short_notice', 30, FULL],
    ['short_notice', 31, FULL],
    ['medium_notice', -1, NOTHING],
    ['medium_notice', 0, NOTHING],
    ['medium_notice', 2, NOTHING],
    ['medium_notice', 3, NOTHING],
    ['medium_notice', 9, NOTHING],
    ['medium_notice', 10, SEVENTY],
    ['medium_notice', 29, SEVENTY],
    ['medium_notice', 30, FULL],
    ['medium_notice', 31, FULL],
    ['strict', -1, NOTHING],
    ['strict', 0, NOTHING],
    ['strict', 3, NOTHING],
    ['strict', 10, NOTHING],
    ['strict', 29, NOTHING],
    ['strict', 30, FULL],
    ['strict', 31, FULL],
    ['strict', 365, FULL],
  ];

  it.each(table)(
    '%s, %i days before → %j',
    (option, daysBefore, [refundedSubtotal, refundedServiceFee, ownerEarnings, platformRevenue]) => {
      const r = refund(option, daysBefore);
      expect(r).toMatchObject({ refundedSubtotal, refundedServiceFee, ownerEarnings, platformRevenue, daysBefore });
      expect(r.refundTotal).toBe(refundedSubtotal! + refundedServiceFee!);
      expect(r.refundTotal + r.ownerEarnings + r.platformRevenue).toBe(price.pricePaidByBuyer);
    },
  );

  it('covers every option of the settings', () => {
    expect(new Set(table.map(([o]) => o))).toEqual(new Set(CANCELATION_OPTION_KEYS));
  });

  it('Zen at 10 days: exactly 70 % of the subtotal (the acceptance journey)', () => {
    expect(refund('short_notice', 10)).toMatchObject({ refundTotal: 8680, refundPct: 70 });
  });

  it.each([
    ['30 days across February', '2026-02-28', '2026-03-30', 30, 13640],
    ['29 days across February', '2026-03-01', '2026-03-30', 29, 8680],
    ['30 days across the autumn clock change', '2026-10-01', '2026-10-31', 30, 13640],
    ['across a year end', '2026-12-20', '2027-01-19', 30, 13640],
  ])('counts calendar days: %s', (_label, todayDate, startDate, daysBefore, refundTotal) => {
    const r = computeRefund({
      price,
      startDate,
      today: todayDate,
      canceledBy: 'renter',
      option: CANCELATION_OPTIONS.short_notice,
      commissionRateBp: 1500,
    });
    expect(r).toMatchObject({ daysBefore, refundTotal });
  });
});

describe('computeRefund, owner cancels', () => {
  it.each(CANCELATION_OPTION_KEYS.flatMap((o) => [-1, 0, 2, 29, 30].map((d) => [o, d] as const)))(
    '%s, %i days before: everything back, owner earns 0',
    (option, daysBefore) => {
      expect(refund(option, daysBefore, { canceledBy: 'owner' })).toMatchObject({
        refundedSubtotal: 12400,
        refundedServiceFee: 1240,
        refundTotal: 13640,
        ownerEarnings: 0,
        platformRevenue: 0,
        refundPct: 100,
      });
    },
  );
});

describe('computeRefund rounding', () => {
  const priced = (subtotal: number) => ({
    subtotal,
    serviceFee: divideHalfUp(subtotal * 1000, 10_000),
    commission: divideHalfUp(subtotal * 1500, 10_000),
    pricePaidByBuyer: subtotal + divideHalfUp(subtotal * 1000, 10_000),
    ownerEarnings: subtotal - divideHalfUp(subtotal * 1500, 10_000),
  });

  it.each([
    // [label, subtotal, option, daysBefore, refundedSubtotal, ownerEarnings, platformRevenue]
    ['70 % of 1005 = 703.5 → 704 (the half cent goes to the renter)', 1005, 'short_notice', 5, 704, 256, 146],
    ['70 % of 1001 = 700.7 → 701', 1001, 'short_notice', 5, 701, 255, 145],
    ['commission on 1030 kept = 154.5 → 155', 1030, 'strict', 5, 0, 875, 258],
    ['commission on 301 kept = 45.15 → 45', 1003, 'medium_notice', 12, 702, 256, 145],
  ] as const)('%s', (_label, subtotal, option, daysBefore, refundedSubtotal, ownerEarnings, platformRevenue) => {
    const p = priced(subtotal);
    const r = computeRefund({
      price: p,
      startDate: addDays(today, daysBefore),
      today,
      canceledBy: 'renter',
      option: CANCELATION_OPTIONS[option],
      commissionRateBp: 1500,
    });
    expect(r).toMatchObject({ refundedSubtotal, ownerEarnings, platformRevenue, refundedServiceFee: 0 });
    expect(r.refundTotal + r.ownerEarnings + r.platformRevenue).toBe(p.pricePaidByBuyer);
  });
});

describe('computeRefund input checks', () => {
  it.each([
    ['inconsistent paid total', { price: { ...price, pricePaidByBuyer: price.pricePaidByBuyer + 1 } }],
    ['inconsistent owner earnings', { price: { ...price, ownerEarnings: price.ownerEarnings - 1 } }],
    ['fractional cents', { price: { ...price, subtotal: 12400.5, pricePaidByBuyer: 13640.5 } }],
    ['rate over 100 %', { commissionRateBp: 10_001 }],
    ['bad option rate', { option: { delayDays: 3, refundBeforeDelayPct: 101, refundAfterDelayPct: 0 } }],
    ['bad date', { today: '2026-02-30' }],
  ])('throws a RangeError: %s', (_label, overrides) => {
    expect(() => refund('short_notice', 10, overrides as Partial<ComputeRefundInput>)).toThrow(RangeError);
  });
});

describe('refundPctFor and parisToday', () => {
  it.each([
    [31, 'strict', 100],
    [30, 'strict', 100],
    [29, 'strict', 0],
    [3, 'short_notice', 70],
    [2, 'short_notice', 0],
    [0, 'no_notice', 100],
    [-1, 'no_notice', 0],
  ] as const)('%i days, %s → %i %', (days, option, pct) =>
    expect(refundPctFor(days, CANCELATION_OPTIONS[option])).toBe(pct),
  );

  it.each([
    ['2026-03-29T22:30:00Z', '2026-03-30'], // 00:30 CEST, the night of the spring change
    ['2026-01-15T22:59:59Z', '2026-01-15'],
    ['2026-01-15T23:00:00Z', '2026-01-16'], // midnight CET
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'], // midnight CEST
  ])('parisToday(%s) = %s', (instant, date) => {
    expect(parisToday(new Date(instant))).toBe(date);
  });
});

describe('computeRefund properties', () => {
  const input = fc
    .record({
      subtotal: fc.integer({ min: 0, max: 5_000_000 }),
      serviceFeeRateBp: fc.integer({ min: 0, max: 10_000 }),
      commissionRateBp: fc.integer({ min: 0, max: 10_000 }),
      daysBefore: fc.integer({ min: -40, max: 400 }),
      canceledBy: fc.constantFrom('renter' as const, 'owner' as const),
      option: fc.oneof(
        fc.constantFrom(...CANCELATION_OPTION_KEYS.map((k) => CANCELATION_OPTIONS[k])),
        fc.record({
          delayDays: fc.integer({ min: 0, max: 60 }),
          refundBeforeDelayPct: fc.integer({ min: 0, max: 100 }),
          refundAfterDelayPct: fc.integer({ min: 0, max: 100 }),
        }),
      ),
    })
    .map(({ subtotal, serviceFeeRateBp, commissionRateBp, daysBefore, canceledBy, option }) => {
      const serviceFee = divideHalfUp(subtotal * serviceFeeRateBp, 10_000);
      const commission = divideHalfUp(subtotal * commissionRateBp, 10_000);
      const p = {
        subtotal,
        serviceFee,
        commission,
        pricePaidByBuyer: subtotal + serviceFee,
        ownerEarnings: subtotal - commission,
      };
      return {
        price: p,
        startDate: addDays(today, daysBefore),
        today,
        canceledBy,
        option,
        commissionRateBp,
      } satisfies ComputeRefundInput;
    });

  it('a refund is never more than was paid, nor any line more than its price line', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeRefund(i);
        return (
          r.refundTotal <= i.price.pricePaidByBuyer &&
          r.refundedSubtotal <= i.price.subtotal &&
          r.refundedServiceFee <= i.price.serviceFee
        );
      }),
    );
  });

  it('refund + owner earnings + platform revenue = what the renter paid', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeRefund(i);
        return r.refundTotal + r.ownerEarnings + r.platformRevenue === i.price.pricePaidByBuyer;
      }),
    );
  });

  it('no negative or fractional amounts, and the owner never earns more than without the cancellation', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeRefund(i);
        const amounts = [r.refundedSubtotal, r.refundedServiceFee, r.refundTotal, r.ownerEarnings, r.platformRevenue];
        return amounts.every((a) => Number.isSafeInteger(a) && a >= 0) && r.ownerEarnings <= i.price.ownerEarnings;
      }),
    );
  });

  it('with the default options, canceling earlier never refunds less', () => {
    const key = fc.constantFrom(...CANCELATION_OPTION_KEYS);
    fc.assert(
      fc.property(
        key,
        fc.integer({ min: -5, max: 40 }),
        (option, d) => refund(option, d + 1).refundTotal >= refund(option, d).refundTotal,
      ),
    );
  });
});
