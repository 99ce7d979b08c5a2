import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_PRICE_MESSAGES as M, timePriceProblems } from './time-price-ladder';

const prices = (day: number | null, halfDay: number | null, hour: number | null) => ({
  pricePerDayCents: day,
  pricePerHalfDayCents: halfDay,
  pricePerHourCents: hour,
});

describe('timePriceProblems', () => {
  it.each([
    ['only a daily price', prices(1500, null, null), {}],
    ['a ladder', prices(1500, 900, 300), {}],
    ['equal rungs', prices(1500, 1500, 1500), {}],
    ['a half-day above the day', prices(1500, 1501, null), { pricePerHalfDayCents: M.halfDayAboveDay }],
    ['an hour above the half-day', prices(1500, 900, 901), { pricePerHourCents: M.hourAboveHalfDay }],
    ['an hour above the day, no half-day', prices(1500, null, 1600), { pricePerHourCents: M.hourAboveDay }],
    ['an hour under the day but above the half-day', prices(1500, 400, 500), { pricePerHourCents: M.hourAboveHalfDay }],
    [
      'both rungs wrong',
      prices(1500, 1800, 2000),
      { pricePerHalfDayCents: M.halfDayAboveDay, pricePerHourCents: M.hourAboveHalfDay },
    ],
    [
      'no daily price yet: nothing compared with it',
      prices(null, 5000, 6000),
      { pricePerHourCents: M.hourAboveHalfDay },
    ],
    ['no daily price and no half-day', prices(null, null, 9000), {}],
  ])('%s', (_, input, expected) => {
    expect(timePriceProblems(input)).toEqual(expected);
  });

  it('accepts exactly the prices where day ≥ half-day ≥ hour (hour ≤ day without a half-day)', () => {
    const price = fc.option(fc.integer({ min: 100, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), price, price, (day, halfDay, hour) => {
        const ok = (halfDay === null || halfDay <= day) && (hour === null || hour <= (halfDay ?? day));
        expect(Object.keys(timePriceProblems(prices(day, halfDay, hour))).length === 0).toBe(ok);
      }),
    );
  });
});
