import { describe, expect, it } from 'vitest';
import { EBIKE_MESSAGES } from '@biclou/domain/ebike-facts';
import { ListingInfosRequestSchema } from './listings';
import { SearchQuerySchema } from './search';

const infos = {
  categoryId: '3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b',
  isElec: true,
  brand: 'Moustache',
  model: 'Lundi 27',
  sizeCode: 'M',
  motorType: 'mid_drive',
  batteryWh: 500,
  rangeMinKm: 60,
  rangeMaxKm: 90,
};

/** Each field's messages of a refused body, `{}` when it is taken. */
function fieldsOf(body: unknown): Record<string, string[]> {
  const parsed = ListingInfosRequestSchema.safeParse(body);
  if (parsed.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('step 1 with an e-bike’s facts', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['good facts', {}, {}],
    ['the smallest battery and range', { batteryWh: 100, rangeMinKm: 5, rangeMaxKm: 5 }, {}],
    ['the largest battery and range', { batteryWh: 2000, rangeMinKm: 300, rangeMaxKm: 300 }, {}],
    ['a battery of 0', { batteryWh: 0 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a negative battery', { batteryWh: -400 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a battery of 10,000 Wh', { batteryWh: 10_000 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a battery in decimals', { batteryWh: 499.5 }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a battery as text', { batteryWh: '500' }, { batteryWh: [EBIKE_MESSAGES.batteryWh] }],
    ['a range of 0', { rangeMinKm: 0 }, { rangeMinKm: [EBIKE_MESSAGES.rangeKm] }],
    ['a negative range', { rangeMaxKm: -90 }, { rangeMaxKm: [EBIKE_MESSAGES.rangeKm] }],
    ['a range of 10,000 km', { rangeMaxKm: 10_000 }, { rangeMaxKm: [EBIKE_MESSAGES.rangeKm] }],
    ['min > max', { rangeMinKm: 90, rangeMaxKm: 60 }, { rangeMaxKm: [EBIKE_MESSAGES.rangeOrder] }],
    ['an unknown motor', { motorType: 'jet' }, { motorType: [EBIKE_MESSAGES.motorType] }],
    [
      'missing when electric',
      { motorType: undefined, batteryWh: null, rangeMinKm: undefined, rangeMaxKm: null },
      {
        motorType: [EBIKE_MESSAGES.motorType],
        batteryWh: [EBIKE_MESSAGES.batteryWh],
        rangeMinKm: [EBIKE_MESSAGES.rangeKm],
        rangeMaxKm: [EBIKE_MESSAGES.rangeKm],
      },
    ],
    // A plain bike needs none; good facts sent with it are taken and dropped by the API (decisions
    // "E-bike facts"), bad ones are refused as for an e-bike: a value sent is always checked.
    [
      'no facts on a plain bike',
      { isElec: false, motorType: undefined, batteryWh: undefined, rangeMinKm: undefined, rangeMaxKm: undefined },
      {},
    ],
    ['good facts given for a plain bike', { isElec: false }, {}],
    [
      'a bad battery given for a plain bike',
      { isElec: false, batteryWh: 0 },
      { batteryWh: [EBIKE_MESSAGES.batteryWh] },
    ],
    ['a plain bike’s range is not compared', { isElec: false, rangeMinKm: 90, rangeMaxKm: 60 }, {}],
  ])('%s', (_, change, expected) => {
    expect(fieldsOf({ ...infos, ...change })).toEqual(expected);
  });
});

describe('the search’s minimum range', () => {
  const MESSAGE = 'The minimum range must be a whole number of km between 1 and 300.';
  it.each<[string, number | null]>([
    ['80', 80],
    ['1', 1],
    ['300', 300],
    ['0', null],
    ['-5', null],
    ['301', null],
    ['10000', null],
    ['8.5', null],
    ['far', null],
  ])('min_range=%s', (value, expected) => {
    const parsed = SearchQuerySchema.safeParse({ min_range: value });
    if (expected === null) {
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['min_range', MESSAGE]]);
    } else expect(parsed.data?.min_range).toBe(expected);
  });
});
