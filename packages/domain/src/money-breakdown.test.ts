import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS } from './cancelation-options';
import { computeRefund } from './compute-refund';
import {
  adminBreakdown,
  breakdownOf,
  ownerBreakdown,
  renterBreakdown,
  type BreakdownInput,
  type BreakdownStep,
} from './money-breakdown';
import { ownerEarningsOf } from './owner-earnings';
import { addDays } from './paris-calendar';
import { priceBooking } from './pricing';
import { priceTimedBooking } from './time-pricing';

const sum = (s: BreakdownStep) => s.lines.reduce((t, l) => t + l.cents, 0);
/** Every step sums to its total, and a carried line is the total of the step before it. */
function expectAddsUp(steps: BreakdownStep[]) {
  steps.forEach((s, i) => {
    expect(sum(s), `step ${i} (${s.total.code})`).toBe(s.total.cents);
    s.lines.forEach((l, j) => {
      if (l.carried) {
        expect(j).toBe(0);
        expect(l.cents).toBe(steps[i - 1]!.total.cents);
      }
    });
  });
}
const row = (steps: BreakdownStep[]) =>
  steps.map((s) => [
    ...s.lines.filter((l) => !l.carried).map((l) => `${l.code} ${l.cents}`),
    `= ${s.total.code} ${s.total.cents}`,
  ]);

// The booking: 12 days at 21,80 € = 26160, fee 10 % = 2616, commission 15 % = 3924, total 28776.
const price = priceBooking({
  startDate: '2026-12-01',
  endDate: '2026-12-12',
  pricePerDayCents: 2180,
  discount7Pct: 0,
  discount30Pct: 0,
  accessories: [],
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
});
const priceIn = { ...price, pricePerDayCents: 2180, serviceFeeRateBp: 1000, commissionRateBp: 1500 };
const input = (status: BookingStatus, paid: boolean, refundCents = 0, capturedDepositCents = 0): BreakdownInput => ({
  status,
  paid,
  price: priceIn,
  refundCents,
  capturedDepositCents,
});

describe("the issue's owner breakdown", () => {
  it('287.76 total, 26.16 service fee (not the owner’s), 39.24 commission: 222.36 earned, and it adds up', () => {
    expect([price.pricePaidByBuyer, price.serviceFee, price.commission]).toEqual([28776, 2616, 3924]);
    const steps = ownerBreakdown(input('paid', true));
    expectAddsUp(steps);
    expect(row(steps)).toEqual([
      ['base 26160', 'service-fee 2616', '= total 28776'],
      ['service-fee-platform -2616', 'commission -3924', '= earnings 22236'],
    ]);
  });
});

describe('every party, every state (table)', () => {
  // status, paid, refund, captured → renter's, owner's and admin's last totals
  it.each<[BookingStatus, boolean, number, number, [string, number], [string, number], [string, number]]>([
    ['requested', false, 0, 0, ['total', 28776], ['earnings-expected', 22236], ['total', 28776]],
    ['accepted', false, 0, 0, ['total', 28776], ['earnings-expected', 22236], ['total', 28776]],
    ['rejected', false, 0, 0, ['total', 28776], ['total', 28776], ['total', 28776]],
    ['expired', false, 0, 0, ['total', 28776], ['total', 28776], ['total', 28776]],
    ['canceled', false, 0, 0, ['total', 28776], ['total', 28776], ['total', 28776]],
    ['paid', true, 0, 0, ['total', 28776], ['earnings', 22236], ['charged', 28776]],
    ['ongoing', true, 0, 0, ['total', 28776], ['earnings', 22236], ['charged', 28776]],
    ['completed', true, 0, 0, ['total', 28776], ['earnings', 22236], ['charged', 28776]],
    ['completed', true, 0, 4000, ['net-cost', 32776], ['owner-total', 26236], ['charged', 32776]],
    ['disputed', true, 0, 0, ['total', 28776], ['earnings-held', 22236], ['charged', 28776]],
    // Zen 3+ days before: 70 % of the subtotal back (18312), the fee kept.
    ['canceled', true, 18312, 0, ['net-cost', 10464], ['earnings', 6671], ['charged', 28776]],
    // Full refund (owner cancels, or 30+ days before).
    ['canceled', true, 28776, 0, ['net-cost', 0], ['earnings', 0], ['charged', 28776]],
    // A dispute decided before the rental: 1100 back.
    ['resolved', true, 1100, 0, ['net-cost', 27676], ['earnings', 21301], ['charged', 28776]],
    ['resolved', true, 1100, 1250, ['net-cost', 28926], ['owner-total', 22551], ['charged', 30026]],
  ])('%s (paid %s, refund %i, captured %i)', (status, paid, refund, captured, renter, owner, admin) => {
    const i = input(status, paid, refund, captured);
    for (const [party, expected] of [
      ['renter', renter],
      ['owner', owner],
      ['admin', admin],
    ] as const) {
      const steps = breakdownOf[party](i);
      expectAddsUp(steps);
      const last = steps.at(-1)!.total;
      expect([party, last.code, last.cents]).toEqual([party, ...expected]);
    }
  });

  it('a dispute refund is named as one; a cancellation refund as a refund', () => {
    expect(
      renterBreakdown(input('resolved', true, 1100))
        .at(-1)!
        .lines.map((l) => l.code),
    ).toEqual(['total', 'dispute-refund']);
    expect(
      renterBreakdown(input('canceled', true, 1100))
        .at(-1)!
        .lines.map((l) => l.code),
    ).toEqual(['total', 'refund']);
  });

  it('a refund beyond the subtotal takes the service fee back too: the owner sees no fee line left to the platform', () => {
    const steps = ownerBreakdown(input('canceled', true, 28776));
    expect(row(steps)[1]).toEqual(['service-fee-platform 0', 'refund -28776', 'commission 0', '= earnings 0']);
  });

  it("the admin's split: refund, owner, captured deposit, fee kept, commission", () => {
    expect(row(adminBreakdown(input('resolved', true, 1100, 1250)))[1]).toEqual([
      'dispute-refund 1100',
      'owner-earnings 21301',
      'deposit-captured 1250',
      'service-fee-platform 2616',
      'commission 3759',
      '= charged 30026',
    ]);
  });
});

const priced = fc
  .record({
    days: fc.integer({ min: 1, max: 60 }),
    pricePerDayCents: fc.integer({ min: 1, max: 50_000 }),
    discount7Pct: fc.integer({ min: 0, max: 90 }),
    discount30Pct: fc.integer({ min: 0, max: 90 }),
    accessories: fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 3 }),
    serviceFeeRateBp: fc.integer({ min: 0, max: 3000 }),
    commissionRateBp: fc.integer({ min: 0, max: 5000 }),
  })
  .map((r) => {
    const p = priceBooking({
      startDate: '2027-03-01',
      endDate: addDays('2027-03-01', r.days - 1),
      pricePerDayCents: r.pricePerDayCents,
      discount7Pct: r.discount7Pct,
      discount30Pct: r.discount30Pct,
      accessories: r.accessories.map((a) => ({ pricePerDayCents: a })),
      serviceFeeRateBp: r.serviceFeeRateBp,
      commissionRateBp: r.commissionRateBp,
    });
    return {
      ...p,
      pricePerDayCents: r.pricePerDayCents,
      serviceFeeRateBp: r.serviceFeeRateBp,
      commissionRateBp: r.commissionRateBp,
    };
  });

describe('properties', () => {
  it('every step of every party sums to its total to the cent: every state, every tier, any dispute decision, any capture', () => {
    fc.assert(
      fc.property(
        priced,
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...CANCELATION_OPTION_KEYS),
        fc.integer({ min: -40, max: 60 }),
        fc.constantFrom('renter', 'owner'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        (p, status, tier, daysBefore, canceledBy, share, captured) => {
          const paid = !['requested', 'accepted', 'rejected', 'expired'].includes(status);
          let refund = 0;
          if (status === 'canceled') {
            refund = computeRefund({
              price: p,
              startDate: addDays('2027-01-01', daysBefore),
              today: '2027-01-01',
              canceledBy,
              option: CANCELATION_OPTIONS[tier],
              commissionRateBp: p.commissionRateBp,
            }).refundTotal;
          }
          if (status === 'resolved') refund = Math.floor(share * p.pricePaidByBuyer);
          const i: BreakdownInput = { status, paid, price: p, refundCents: refund, capturedDepositCents: captured };
          const earned = ownerEarningsOf({ ...p, status, paid, refundCents: refund }).amountCents;
          for (const party of ['renter', 'owner', 'admin'] as const) expectAddsUp(breakdownOf[party](i));
          // The owner's earnings line is the figure the ledger credits.
          const owner = ownerBreakdown(i);
          if (owner.length > 1) expect(owner[1]!.total.cents).toBe(earned);
          // The admin's split accounts for every cent charged: the payment and a captured deposit.
          const admin = adminBreakdown(i);
          if (admin.length > 1) expect(admin[1]!.total.cents).toBe(p.pricePaidByBuyer + captured);
          // What the renter paid in the end: the price, less the refund, plus the capture.
          const renter = renterBreakdown(i).at(-1)!.total.cents;
          if (paid && (refund || captured)) expect(renter).toBe(p.pricePaidByBuyer - refund + captured);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('a timed rental: one line per unit charged', () => {
  const timed = (hours: number, prices: { day: number; halfDay: number | null; hour: number | null }) => {
    const pickupAt = new Date('2027-03-06T09:00:00Z');
    const p = priceTimedBooking({
      pickupAt,
      returnAt: new Date(pickupAt.getTime() + hours * 3_600_000),
      pricePerDayCents: prices.day,
      pricePerHalfDayCents: prices.halfDay,
      pricePerHourCents: prices.hour,
      discount7Pct: 0,
      discount30Pct: 0,
      accessories: [],
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    });
    return {
      ...p,
      pricePerDayCents: prices.day,
      pricePerHalfDayCents: prices.halfDay,
      pricePerHourCents: prices.hour,
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    };
  };
  const PRICES = { day: 2000, halfDay: 1000, hour: 400 };
  const baseOf = (price: BreakdownInput['price']) =>
    renterBreakdown({ status: 'requested', paid: false, price, refundCents: 0, capturedDepositCents: 0 })[0]!
      .lines.filter((l) => l.code.startsWith('base'))
      .map((l) => `${l.code} ${l.params!.units} × ${l.params!.unitCents} = ${l.cents}`);

  it.each<[number, string[]]>([
    [2, ['base-hours 2 × 400 = 800']],
    [3, ['base-half-days 1 × 1000 = 1000']],
    [5, ['base-half-days 1 × 1000 = 1000', 'base-hours 1 × 400 = 400']],
    [9, ['base 1 × 2000 = 2000']],
    [29, ['base 1 × 2000 = 2000', 'base-half-days 1 × 1000 = 1000', 'base-hours 1 × 400 = 400']],
    [48, ['base 2 × 2000 = 4000']],
  ])('%i hours at 20 €/day, 10 €/half-day, 4 €/hour: %j', (hours, lines) => {
    expect(baseOf(timed(hours, PRICES))).toEqual(lines);
  });

  it('every timed price reads as lines that add up, at any length and prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 * 40 }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.option(fc.integer({ min: 50, max: 20_000 })),
        fc.option(fc.integer({ min: 10, max: 20_000 })),
        (hours, day, halfDay, hour) => {
          const price = timed(hours, { day, halfDay, hour });
          const steps = renterBreakdown({ status: 'paid', paid: true, price, refundCents: 0, capturedDepositCents: 0 });
          expectAddsUp(steps);
          const base = steps[0]!.lines.filter((l) => l.code.startsWith('base'));
          expect(base.reduce((s, l) => s + l.cents, 0)).toBe(price.base);
          for (const l of base) expect(l.cents).toBe(l.params!.units! * l.params!.unitCents!);
        },
      ),
    );
  });

  it('k bikes: each line is for all of them, and they still make the base', () => {
    const one = timed(29, PRICES);
    const three = {
      ...one,
      bikes: 3,
      base: one.base * 3,
      subtotal: one.subtotal * 3,
      serviceFee: one.serviceFee * 3,
      pricePaidByBuyer: one.pricePaidByBuyer * 3,
    };
    expect(baseOf(three)).toEqual([
      'base 1 × 6000 = 6000',
      'base-half-days 1 × 3000 = 3000',
      'base-hours 1 × 1200 = 1200',
    ]);
    expectAddsUp(
      renterBreakdown({ status: 'paid', paid: true, price: three, refundCents: 0, capturedDepositCents: 0 }),
    );
  });

  it('a snapshot whose units do not make its base still adds up, as one line of days', () => {
    const price = { ...timed(5, PRICES), base: 1500 };
    expect(baseOf(price)).toEqual(['base 0 × 2000 = 1500']);
  });
});
