import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingDays, divideHalfUp, ownerShareCents, priceBooking, type PriceBookingInput } from './pricing';

const rates = { serviceFeeRateBp: 1000, commissionRateBp: 1500 };
const input = (o: Partial<PriceBookingInput>): PriceBookingInput => ({
  startDate: '2026-07-01',
  endDate: '2026-07-01',
  pricePerDayCents: 1500,
  discount7Pct: 0,
  discount30Pct: 0,
  accessories: [],
  ...rates,
  ...o,
});

describe('priceBooking', () => {
  // decisions.md's worked example lists base 12000, discount 1200, accessories 1600 and then
  // "subtotal 14400"; its own rule 5 (base − discount + accessories) makes that 12400. The rule is
  // what we implement; the example's later lines (fee 1440, commission 2160, renter 15840, owner
  // 12240) are exactly what the rule gives for a subtotal of 14400, checked in the second test.
  it('the worked example of decisions.md, line by line per its rules', () => {
    expect(
      priceBooking(
        input({
          startDate: '2026-07-01',
          endDate: '2026-07-08',
          discount7Pct: 10,
          accessories: [{ pricePerDayCents: 200 }],
        }),
      ),
    ).toEqual({
      days: 8,
      base: 12000,
      discount: 1200,
      accessories: 1600,
      subtotal: 12400,
      serviceFee: 1240,
      commission: 1860,
      pricePaidByBuyer: 13640,
      ownerEarnings: 10540,
    });
  });

  it("a subtotal of 14400 gives the example's renter 15840 / owner 12240 exactly (fee 1440, commission 2160)", () => {
    // 8 days at 15 €/day, 10 % weekly discount, accessories worth 4.50 €/day: 12000 − 1200 + 3600 = 14400.
    expect(
      priceBooking(
        input({
          startDate: '2026-07-01',
          endDate: '2026-07-08',
          discount7Pct: 10,
          accessories: [{ pricePerDayCents: 250 }, { pricePerDayCents: 200 }],
        }),
      ),
    ).toEqual({
      days: 8,
      base: 12000,
      discount: 1200,
      accessories: 3600,
      subtotal: 14400,
      serviceFee: 1440,
      commission: 2160,
      pricePaidByBuyer: 15840,
      ownerEarnings: 12240,
    });
  });

  it.each([
    // [label, overrides, expected subset]
    [
      'one day, no discount',
      {},
      {
        days: 1,
        base: 1500,
        discount: 0,
        subtotal: 1500,
        serviceFee: 150,
        commission: 225,
        pricePaidByBuyer: 1650,
        ownerEarnings: 1275,
      },
    ],
    [
      '6 days: no weekly discount yet',
      { endDate: '2026-07-06', discount7Pct: 10, discount30Pct: 20 },
      { days: 6, base: 9000, discount: 0 },
    ],
    [
      '7 days: weekly discount',
      { endDate: '2026-07-07', discount7Pct: 10, discount30Pct: 20 },
      { days: 7, base: 10500, discount: 1050, subtotal: 9450 },
    ],
    [
      '29 days: still weekly',
      { endDate: '2026-07-29', discount7Pct: 10, discount30Pct: 20 },
      { days: 29, discount: 4350 },
    ],
    [
      '30 days: monthly replaces weekly',
      { endDate: '2026-07-30', discount7Pct: 10, discount30Pct: 20 },
      { days: 30, base: 45000, discount: 9000 },
    ],
    [
      '30 days with no monthly rate: no discount at all',
      { endDate: '2026-07-30', discount7Pct: 10, discount30Pct: 0 },
      { days: 30, discount: 0 },
    ],
    ['across a month end', { startDate: '2026-01-30', endDate: '2026-02-02' }, { days: 4 }],
    ['across the DST change', { startDate: '2026-03-28', endDate: '2026-03-30' }, { days: 3 }],
    ['leap day', { startDate: '2028-02-28', endDate: '2028-03-01' }, { days: 3 }],
    [
      'included accessory costs nothing',
      { accessories: [{ pricePerDayCents: 0 }, { pricePerDayCents: 350 }] },
      { accessories: 350, subtotal: 1850 },
    ],
    [
      'discount rounds half up: 7 × 1001 × 5 % = 350.35 → 350',
      { endDate: '2026-07-07', pricePerDayCents: 1001, discount7Pct: 5 },
      { base: 7007, discount: 350 },
    ],
    [
      'discount rounds half up: 7 × 1010 × 5 % = 353.5 → 354',
      { endDate: '2026-07-07', pricePerDayCents: 1010, discount7Pct: 5 },
      { base: 7070, discount: 354 },
    ],
    [
      'fee rounds half up: 5 % of 1010 = 50.5 → 51',
      { pricePerDayCents: 1010, serviceFeeRateBp: 500 },
      { serviceFee: 51, pricePaidByBuyer: 1061 },
    ],
    [
      'commission rounds half up: 15 % of 1003 = 150.45 → 150',
      { pricePerDayCents: 1003 },
      { commission: 150, ownerEarnings: 853 },
    ],
    [
      'zero rates',
      { serviceFeeRateBp: 0, commissionRateBp: 0 },
      { serviceFee: 0, commission: 0, pricePaidByBuyer: 1500, ownerEarnings: 1500 },
    ],
  ] as const)('%s', (_label, overrides, expected) => {
    expect(priceBooking(input(overrides as Partial<PriceBookingInput>))).toMatchObject(expected);
  });

  it.each([
    ['end before start', { startDate: '2026-07-02', endDate: '2026-07-01' }],
    ['not a date', { startDate: '2026-02-30' }],
    ['fractional cents', { pricePerDayCents: 10.5 }],
    ['negative price', { pricePerDayCents: -1 }],
    ['negative accessory', { accessories: [{ pricePerDayCents: -5 }] }],
    ['fractional discount', { discount7Pct: 2.5 }],
    ['rate over 100 %', { serviceFeeRateBp: 10_001 }],
  ])('throws a RangeError: %s', (_label, overrides) => {
    expect(() => priceBooking(input(overrides as Partial<PriceBookingInput>))).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 1],
    [49, 100, 0],
    [150, 100, 2],
    [5, 2, 3],
    [7, 2, 4],
    [1, 3, 0],
    [2, 3, 1],
  ])('divideHalfUp(%i, %i) = %i', (n, d, r) => {
    expect(divideHalfUp(n, d)).toBe(r);
  });
  it('counts both dates', () => {
    expect(bookingDays('2026-07-01', '2026-07-01')).toBe(1);
    expect(bookingDays('2026-12-31', '2027-01-01')).toBe(2);
  });
  it('owner share of a day price', () => {
    expect(ownerShareCents(1500, 1500)).toBe(1275);
  });
});

describe('priceBooking properties', () => {
  const day = fc
    .integer({ min: 0, max: 3000 })
    .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const arbitraryInput = fc
    .record({
      start: day,
      length: fc.integer({ min: 0, max: 400 }),
      pricePerDayCents: fc.integer({ min: 0, max: 100_000 }),
      discount7Pct: fc.integer({ min: 0, max: 90 }),
      discount30Pct: fc.integer({ min: 0, max: 90 }),
      accessories: fc.array(fc.record({ pricePerDayCents: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 5 }),
      serviceFeeRateBp: fc.integer({ min: 0, max: 10_000 }),
      commissionRateBp: fc.integer({ min: 0, max: 10_000 }),
    })
    .map(({ start, length, ...rest }) => ({
      ...rest,
      startDate: start,
      endDate: new Date(Date.parse(`${start}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10),
    }));

  it('adds up: owner + commission = subtotal, buyer = subtotal + fee, subtotal = base − discount + accessories', () => {
    fc.assert(
      fc.property(arbitraryInput, (i) => {
        const p = priceBooking(i);
        return (
          p.ownerEarnings + p.commission === p.subtotal &&
          p.pricePaidByBuyer === p.subtotal + p.serviceFee &&
          p.subtotal === p.base - p.discount + p.accessories
        );
      }),
    );
  });

  it('never gives a negative or fractional amount', () => {
    fc.assert(
      fc.property(arbitraryInput, (i) =>
        Object.values(priceBooking(i)).every((v) => Number.isSafeInteger(v) && v >= 0),
      ),
    );
  });

  it('a discount never exceeds the base, and the fee and commission stay within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(arbitraryInput, (i) => {
        const p = priceBooking(i);
        return (
          p.discount <= p.base &&
          Math.abs(p.serviceFee - (p.subtotal * i.serviceFeeRateBp) / 10_000) <= 0.5 &&
          Math.abs(p.commission - (p.subtotal * i.commissionRateBp) / 10_000) <= 0.5
        );
      }),
    );
  });

  it('a longer stay never costs less in base price', () => {
    fc.assert(
      fc.property(arbitraryInput, (i) => {
        const longer = {
          ...i,
          endDate: new Date(Date.parse(`${i.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
        };
        return priceBooking(longer).base >= priceBooking(i).base;
      }),
    );
  });
});
