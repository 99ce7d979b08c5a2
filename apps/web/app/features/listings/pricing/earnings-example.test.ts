import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, earningsExample } from './earnings-example';

describe('earnings example', () => {
  it('computes per day and the 7- and 30-day worked examples with the domain pricing', () => {
    const ex = earningsExample(1500, 10, 20, DEFAULT_RATES);
    expect(ex.perDay).toBe(1275);
    expect(ex.week).toMatchObject({
      days: 7,
      base: 10500,
      discount: 1050,
      subtotal: 9450,
      serviceFee: 945,
      commission: 1418,
      pricePaidByBuyer: 10395,
      ownerEarnings: 8032,
    });
    expect(ex.month).toMatchObject({
      days: 30,
      base: 45000,
      discount: 9000,
      subtotal: 36000,
      pricePaidByBuyer: 39600,
      ownerEarnings: 30600,
    });
  });
});
