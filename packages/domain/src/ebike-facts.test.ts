import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EBIKE_LIMITS,
  EBIKE_MESSAGES,
  MOTOR_TYPES,
  ebikeFactsMissing,
  ebikeFactsProblems,
  ebikeFactsToStore,
} from './ebike-facts';

const good = { isElec: true, motorType: 'mid_drive', batteryWh: 625, rangeMinKm: 60, rangeMaxKm: 90 } as const;

describe('ebikeFactsProblems', () => {
  it.each([
    ['good facts', {}, {}],
    ['the smallest values', { batteryWh: 100, rangeMinKm: 5, rangeMaxKm: 5 }, {}],
    ['the largest values', { batteryWh: 2000, rangeMinKm: 300, rangeMaxKm: 300 }, {}],
    ['one range (min = max)', { rangeMinKm: 70, rangeMaxKm: 70 }, {}],
    ['no motor', { motorType: null }, { motorType: EBIKE_MESSAGES.motorType }],
    ['an unknown motor', { motorType: 'jet' }, { motorType: EBIKE_MESSAGES.motorType }],
    ['a battery of 0', { batteryWh: 0 }, { batteryWh: EBIKE_MESSAGES.batteryWh }],
    ['a negative battery', { batteryWh: -500 }, { batteryWh: EBIKE_MESSAGES.batteryWh }],
    ['a battery of 10,000 Wh', { batteryWh: 10_000 }, { batteryWh: EBIKE_MESSAGES.batteryWh }],
    ['a battery of 99 Wh', { batteryWh: 99 }, { batteryWh: EBIKE_MESSAGES.batteryWh }],
    ['a fractional battery', { batteryWh: 500.5 }, { batteryWh: EBIKE_MESSAGES.batteryWh }],
    ['a range of 0', { rangeMinKm: 0 }, { rangeMinKm: EBIKE_MESSAGES.rangeKm }],
    ['a negative range', { rangeMaxKm: -90 }, { rangeMaxKm: EBIKE_MESSAGES.rangeKm }],
    ['a range of 10,000 km', { rangeMaxKm: 10_000 }, { rangeMaxKm: EBIKE_MESSAGES.rangeKm }],
    ['min > max', { rangeMinKm: 90, rangeMaxKm: 60 }, { rangeMaxKm: EBIKE_MESSAGES.rangeOrder }],
    ['a bad min is not compared', { rangeMinKm: 0, rangeMaxKm: 60 }, { rangeMinKm: EBIKE_MESSAGES.rangeKm }],
    [
      'everything missing',
      { motorType: undefined, batteryWh: undefined, rangeMinKm: undefined, rangeMaxKm: undefined },
      {
        motorType: EBIKE_MESSAGES.motorType,
        batteryWh: EBIKE_MESSAGES.batteryWh,
        rangeMinKm: EBIKE_MESSAGES.rangeKm,
        rangeMaxKm: EBIKE_MESSAGES.rangeKm,
      },
    ],
  ])('%s', (_, change, expected) => {
    expect(ebikeFactsProblems({ ...good, ...change })).toEqual(expected);
  });

  it('a plain bike is never refused, whatever it carries', () => {
    expect(ebikeFactsProblems({ isElec: false, batteryWh: -1, rangeMinKm: 90, rangeMaxKm: 60 })).toEqual({});
  });

  it('accepts every in-bounds e-bike with min ≤ max, and nothing else', () => {
    const { minBatteryWh, maxBatteryWh, minRangeKm, maxRangeKm } = EBIKE_LIMITS;
    fc.assert(
      fc.property(
        fc.constantFrom(...MOTOR_TYPES),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (motorType, batteryWh, rangeMinKm, rangeMaxKm) => {
          const ok =
            batteryWh >= minBatteryWh &&
            batteryWh <= maxBatteryWh &&
            rangeMinKm >= minRangeKm &&
            rangeMaxKm <= maxRangeKm &&
            rangeMinKm <= rangeMaxKm;
          const problems = ebikeFactsProblems({ isElec: true, motorType, batteryWh, rangeMinKm, rangeMaxKm });
          expect(Object.keys(problems).length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe('ebikeFactsToStore', () => {
  it('keeps an e-bike’s facts and drops a plain bike’s', () => {
    expect(ebikeFactsToStore(good)).toEqual({ motorType: 'mid_drive', batteryWh: 625, rangeMinKm: 60, rangeMaxKm: 90 });
    expect(ebikeFactsToStore({ ...good, isElec: false })).toEqual({
      motorType: null,
      batteryWh: null,
      rangeMinKm: null,
      rangeMaxKm: null,
    });
  });
});

describe('ebikeFactsMissing', () => {
  it.each([
    ['a complete e-bike', good, false],
    ['an e-bike listed before the facts', { isElec: true }, true],
    ['an e-bike without its range', { ...good, rangeMaxKm: null }, true],
    ['a plain bike', { isElec: false }, false],
  ])('%s', (_, listing, missing) => {
    expect(ebikeFactsMissing(listing)).toBe(missing);
  });
});
