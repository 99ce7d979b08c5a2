import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localToInstant } from './listing-time-zone';
import { addDays } from './paris-calendar';
import { priceBooking } from './pricing';
import { billedHours, HALF_DAY_HOURS, priceRentalTime, priceTimedBooking, type TimePriceInput } from './time-pricing';

const HOUR = 3_600_000;
const pickupAt = new Date('2026-07-01T08:00:00Z');
const after = (ms: number) => new Date(pickupAt.getTime() + ms);
const input = (o: Partial<TimePriceInput>): TimePriceInput => ({
  pickupAt,
  returnAt: after(HOUR),
  pricePerDayCents: 2000,
  pricePerHourCents: 400,
  pricePerHalfDayCents: 1000,
  discount7Pct: 0,
  discount30Pct: 0,
  ...o,
});
const rental = (hours: number, o: Partial<TimePriceInput> = {}) =>
  priceRentalTime(input({ returnAt: after(hours * HOUR), ...o }));

/** Today's day-based rental line (base − discount) for `days` days. */
const dayPrice = (days: number, o: { pricePerDayCents: number; discount7Pct: number; discount30Pct: number }) => {
  const p = priceBooking({
    startDate: '2026-07-01',
    endDate: addDays('2026-07-01', days - 1),
    accessories: [],
    serviceFeeRateBp: 1000,
    commissionRateBp: 1500,
    ...o,
  });
  return p.base - p.discount;
};

const paris = (date: string, time: string) => {
  const found = localToInstant({ date, time }, 'Europe/Paris');
  if (found.kind === 'nonexistent') throw new Error('test instant does not exist');
  return found.instant;
};

describe('priceRentalTime', () => {
  it.each([
    // hours, charged [days, half-days, hours], price — at 20 €/day, 10 €/half-day, 4 €/hour
    [1, [0, 0, 1], 400],
    [2, [0, 0, 2], 800],
    [3, [0, 1, 0], 1000], // a half-day rather than 1200 in hours
    [4, [0, 1, 0], 1000],
    [5, [0, 1, 1], 1400],
    [7, [0, 2, 0], 2000], // two half-days and a day both cost 2000
    [9, [1, 0, 0], 2000], // a day rather than 2400
    [24, [1, 0, 0], 2000],
    [25, [1, 0, 1], 2400],
    [27, [1, 1, 0], 3000],
    [48, [2, 0, 0], 4000],
  ])('%i hours → %j, %i cents', (hours, [days, halfDays, h], price) => {
    const p = rental(hours);
    expect(p.rental).toBe(price);
    expect(p.charged.days * 2000 + p.charged.halfDays * 1000 + p.charged.hours * 400).toBe(price);
    if (hours !== 7) expect(p.charged).toEqual({ days, halfDays, hours: h });
  });

  it('a half-day covers up to 4 hours', () => {
    expect(HALF_DAY_HOURS).toBe(4);
    const halfDays = { pricePerHourCents: null, pricePerDayCents: 3000 };
    expect(rental(HALF_DAY_HOURS, halfDays)).toMatchObject({ charged: { halfDays: 1 }, rental: 1000 });
    expect(rental(HALF_DAY_HOURS + 1, halfDays)).toMatchObject({ charged: { halfDays: 2 }, rental: 2000 });
  });

  it('a started hour counts whole', () => {
    expect(rental(1 / 60).hours).toBe(1);
    expect(billedHours(pickupAt, after(80 * 60_000))).toBe(2);
    expect(rental(80 / 60).rental).toBe(800);
  });

  it('without an hourly or half-day price, any part of a day is a day', () => {
    const daily = { pricePerHourCents: null, pricePerHalfDayCents: null };
    expect(rental(1, daily)).toMatchObject({ charged: { days: 1, halfDays: 0, hours: 0 }, rental: 2000 });
    expect(rental(25, daily).rental).toBe(4000);
    expect(rental(3, { pricePerHourCents: null }).rental).toBe(1000); // half-days alone
    expect(rental(5, { pricePerHourCents: null }).rental).toBe(2000); // two half-days
    expect(rental(5, { pricePerHalfDayCents: null }).rental).toBe(2000); // 5 hours, the same as a day
  });

  it('applies the long-stay discount as day pricing does, rounded half-up', () => {
    const p = rental(8 * 24, { pricePerDayCents: 1500, discount7Pct: 10 });
    expect(p).toMatchObject({ base: 12000, discountPct: 10, discount: 1200, rental: 10800 });
    expect(p.rental).toBe(dayPrice(8, { pricePerDayCents: 1500, discount7Pct: 10, discount30Pct: 0 }));
    // 6 days and 5 hours span 7 days, rounded up: the weekly rate applies (base 12000 + 2000).
    expect(rental(6 * 24 + 5, { pricePerDayCents: 2000, discount7Pct: 10 })).toMatchObject({
      base: 13400,
      discount: 1340,
    });
    expect(rental(30 * 24, { discount7Pct: 10, discount30Pct: 25 })).toMatchObject({ discountPct: 25, rental: 45000 });
    expect(rental(1, { pricePerHourCents: 333, discount7Pct: 50 }).rental).toBe(333);
  });

  it('a shorter rental never costs more than a longer one: 6 days at a 20 % weekly rate pay the 7-day price', () => {
    const o = { pricePerHourCents: null, pricePerHalfDayCents: null, pricePerDayCents: 1000, discount7Pct: 20 };
    expect(dayPrice(6, { ...o, discount30Pct: 0 })).toBe(6000); // today's day pricing
    expect(dayPrice(7, { ...o, discount30Pct: 0 })).toBe(5600);
    expect(rental(6 * 24, o)).toMatchObject({ hours: 144, charged: { days: 7 }, rental: 5600 });
  });

  it('counts real elapsed hours over the clock changes', () => {
    // Saturday 10:00 to Sunday 10:00 is 23 hours in spring and 25 in autumn.
    const spring = { pickupAt: paris('2027-03-27', '10:00'), returnAt: paris('2027-03-28', '10:00') };
    const autumn = { pickupAt: paris('2026-10-24', '10:00'), returnAt: paris('2026-10-25', '10:00') };
    expect(priceRentalTime(input(spring))).toMatchObject({ hours: 23, charged: { days: 1 }, rental: 2000 });
    expect(priceRentalTime(input(autumn))).toMatchObject({ hours: 25, charged: { days: 1, hours: 1 }, rental: 2400 });
    const daily = { pricePerHourCents: null, pricePerHalfDayCents: null };
    expect(priceRentalTime(input({ ...autumn, ...daily })).rental).toBe(4000);
    // The whole autumn Sunday (00:00 to 00:00) is 25 hours: a day and an hour.
    const sunday = { pickupAt: paris('2026-10-25', '00:00'), returnAt: paris('2026-10-26', '00:00') };
    expect(priceRentalTime(input(sunday)).hours).toBe(25);
  });

  it.each([
    ['a return before the pickup', { returnAt: after(-HOUR) }],
    ['a rental of no length', { returnAt: pickupAt }],
    ['a price in part cents', { pricePerHourCents: 12.5 }],
    ['a negative price', { pricePerHalfDayCents: -1 }],
    ['a discount in part percents', { discount7Pct: 2.5 }],
    ['an invalid instant', { returnAt: new Date(Number.NaN) }],
  ])('refuses %s', (_, o) => {
    expect(() => priceRentalTime(input(o))).toThrow(RangeError);
  });
});

describe('priceRentalTime properties', () => {
  const cents = fc.integer({ min: 0, max: 50_000 });
  const prices = fc.record({
    pricePerDayCents: cents,
    pricePerHourCents: fc.option(cents, { nil: null }),
    pricePerHalfDayCents: fc.option(cents, { nil: null }),
    discount7Pct: fc.integer({ min: 0, max: 90 }),
    discount30Pct: fc.integer({ min: 0, max: 90 }),
  });
  const minutes = fc.integer({ min: 1, max: 70 * 24 * 60 });
  const priceFor = (p: Omit<TimePriceInput, 'pickupAt' | 'returnAt'>, m: number) =>
    priceRentalTime({ ...p, pickupAt, returnAt: after(m * 60_000) });

  it('is non-decreasing in the duration', () => {
    fc.assert(
      fc.property(prices, minutes, minutes, (p, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        return priceFor(p, short).rental <= priceFor(p, long).rental;
      }),
    );
  });

  it('is never above the day price of the rental rounded up to whole days, and in whole cents', () => {
    fc.assert(
      fc.property(prices, minutes, (p, m) => {
        const price = priceFor(p, m);
        const days = Math.ceil(m / (24 * 60));
        expect(Number.isSafeInteger(price.rental) && price.rental >= 0).toBe(true);
        expect(Number.isSafeInteger(price.base) && Number.isSafeInteger(price.discount)).toBe(true);
        expect(price.rental).toBe(price.base - price.discount);
        expect(price.rental).toBeLessThanOrEqual(dayPrice(days, p));
      }),
    );
  });

  it('never charges more than the daily price for 24 hours', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 24 * 60 }), (p, m) => priceFor(p, m).rental <= p.pricePerDayCents),
    );
  });

  it("with a daily price alone, whole days cost today's day price (or a longer rental's, when that is cheaper)", () => {
    const daily = prices.map((p) => ({ ...p, pricePerHourCents: null, pricePerHalfDayCents: null }));
    fc.assert(
      fc.property(daily, fc.integer({ min: 1, max: 120 }), (p, days) => {
        const today = (n: number) => dayPrice(n, p);
        const longer = Array.from({ length: Math.max(days, 30) - days + 1 }, (_, i) => today(days + i));
        const price = priceFor(p, days * 24 * 60).rental;
        expect(price).toBe(Math.min(...longer));
        // Where today's price already grows with the length (no discount, or a modest one), it is today's.
        if (p.discount7Pct === 0 && p.discount30Pct === 0) expect(price).toBe(today(days));
      }),
    );
  });

  it('whole days across the clock changes cost what they cost on other weeks, once hours are counted', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 40 }), (p, start, days) => {
        const date = addDays('2026-01-01', start);
        const pickup = paris(date, '12:00');
        const returned = paris(addDays(date, days), '12:00');
        const price = priceRentalTime({ ...p, pickupAt: pickup, returnAt: returned });
        const real = (returned.getTime() - pickup.getTime()) / HOUR;
        expect(price.hours).toBe(real);
        expect(Math.abs(real - days * 24)).toBeLessThanOrEqual(1);
        expect(price.rental).toBe(priceFor(p, real * 60).rental);
      }),
    );
  });
});

describe('priceTimedBooking', () => {
  const paris = (date: string, time: string) => {
    const found = localToInstant({ date, time }, 'Europe/Paris');
    if (found.kind === 'nonexistent') throw new Error('no such time');
    return found.instant;
  };
  const rates = { serviceFeeRateBp: 1000, commissionRateBp: 1500 };

  it('a whole-day booking, 08:00 on the first day to 20:00 on the last, costs what day pricing says, every line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 90 }),
        (offset, days, day, d7, d30) => {
          const startDate = addDays('2026-01-01', offset);
          const endDate = addDays(startDate, days - 1);
          const accessories = [{ pricePerDayCents: 500 }];
          const common = { pricePerDayCents: day, discount7Pct: d7, discount30Pct: d30, accessories, ...rates };
          const byDay = priceBooking({ startDate, endDate, ...common });
          const byTime = priceTimedBooking({
            pickupAt: paris(startDate, '08:00'),
            returnAt: paris(endDate, '20:00'),
            ...common,
          });
          // A longer rental can be cheaper under a discount band: never dearer than the days.
          expect(byTime.pricePaidByBuyer).toBeLessThanOrEqual(byDay.pricePaidByBuyer);
          if (byTime.days === days)
            expect({ ...byTime, halfDays: 0, hours: 0 }).toEqual({ ...byDay, halfDays: 0, hours: 0 });
        },
      ),
    );
  });

  it('an afternoon, 14:00–18:00, at a half-day price: the accessories for one day, fees on the subtotal', () => {
    const price = priceTimedBooking({
      pickupAt: paris('2026-07-10', '14:00'),
      returnAt: paris('2026-07-10', '18:00'),
      pricePerDayCents: 3000,
      pricePerHourCents: 600,
      pricePerHalfDayCents: 1800,
      discount7Pct: 10,
      discount30Pct: 20,
      accessories: [{ pricePerDayCents: 300 }],
      ...rates,
    });
    expect(price).toEqual({
      days: 0,
      halfDays: 1,
      hours: 0,
      base: 1800,
      discount: 0,
      accessories: 300,
      subtotal: 2100,
      serviceFee: 210,
      commission: 315,
      pricePaidByBuyer: 2310,
      ownerEarnings: 1785,
    });
  });
});
