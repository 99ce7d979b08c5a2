import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleDispute } from './dispute-settlement';

describe('settleDispute', () => {
  it.each([
    [0, 3825, 1125],
    [1000, 2975, 975],
    [4500, 0, 450],
    [4950, 0, 0],
  ])('refund %i → owner %i, platform %i (subtotal 4500, fee 450, 15 %%)', (refundCents, owner, platform) => {
    expect(settleDispute({ subtotal: 4500, serviceFee: 450, commissionRateBp: 1500, refundCents })).toEqual({
      refundCents,
      ownerEarnings: owner,
      platformRevenue: platform,
    });
  });

  it('refuses more than was paid', () => {
    expect(() => settleDispute({ subtotal: 4500, serviceFee: 450, commissionRateBp: 1500, refundCents: 4951 })).toThrow(
      RangeError,
    );
  });

  it('refund + owner + platform = paid, none negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (subtotal, serviceFee, bp, share) => {
          const refundCents = Math.floor((subtotal + serviceFee) * share);
          const s = settleDispute({ subtotal, serviceFee, commissionRateBp: bp, refundCents });
          expect(s.refundCents + s.ownerEarnings + s.platformRevenue).toBe(subtotal + serviceFee);
          expect(s.ownerEarnings).toBeGreaterThanOrEqual(0);
          expect(s.platformRevenue).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
