import { describe, expect, it } from 'vitest';
import { unmetInstantConditions } from './instant-booking';

const newcomer = { phoneVerified: false, completedRentals: 0, reviewScore: null };
const regular = { phoneVerified: true, completedRentals: 3, reviewScore: 4.6 };

describe('unmetInstantConditions', () => {
  it.each([
    [{}, newcomer, []],
    [{ phoneVerified: true }, newcomer, ['phoneVerified']],
    [
      { phoneVerified: true, completedRental: true, minReviewScore: 4 },
      newcomer,
      ['phoneVerified', 'completedRental', 'minReviewScore'],
    ],
    [{ phoneVerified: true, completedRental: true, minReviewScore: 4 }, regular, []],
    [{ minReviewScore: 4.7 }, regular, ['minReviewScore']],
    [{ minReviewScore: 4.6 }, regular, []],
    [{ phoneVerified: false, completedRental: false }, newcomer, []],
  ] as const)('%j for %j → %j', (conditions, renter, unmet) => {
    expect(unmetInstantConditions(conditions, renter)).toEqual(unmet);
  });
});
