import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bayesianRating,
  photoBonus,
  rankByRelevance,
  ratingBonus,
  RELEVANCE_MAX_BONUS,
  relevanceBonus,
  relevanceScore,
  type RelevanceInput,
} from './search-relevance';

const card = (
  distanceKm: number,
  photoCount = 1,
  reviewCount = 0,
  averageRating: number | null = null,
): RelevanceInput => ({
  distanceKm,
  photoCount,
  reviewCount,
  averageRating,
});

describe('bonuses', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0.04],
    [3, 0.08],
    [5, 0.16],
    [12, 0.16],
    [-3, 0],
    [2.7, 0.04],
  ])('photoBonus(%s) = %s', (photos, bonus) => {
    expect(photoBonus(photos)).toBeCloseTo(bonus, 10);
  });

  it.each([
    ['no reviews', 0, null, 4],
    ['a count without an average', 3, null, 4],
    ['an average without a count', 0, 5, 4],
    ['one 5★', 1, 5, 25 / 6],
    ['30 at 4.8★', 30, 4.8, 164 / 35],
    ['5 at 2★', 5, 2, 3],
    ['1,000 at 5★', 1000, 5, 5020 / 1005],
  ] as const)('bayesianRating: %s', (_label, n, avg, expected) => {
    expect(bayesianRating(n, avg)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['no reviews: neutral', 0, null, 0.06],
    ['one 5★', 1, 5, 0.07],
    ['30 at 4.8★', 30, 4.8, (0.12 * (164 / 35 - 3)) / 2],
    ['10 at 3★', 10, 3, (0.12 * ((20 + 30) / 15 - 3)) / 2],
    ['50 at 1★: nothing', 50, 1, 0],
    ['an average out of range counts as 5★', 1, 9, 0.07],
  ] as const)('ratingBonus: %s', (_label, n, avg, expected) => {
    expect(ratingBonus(n, avg)).toBeCloseTo(expected, 10);
  });

  it('is capped at 25 %: 5 photos and 100 reviews at 5★ → 0.25, not 0.28', () => {
    expect(relevanceBonus({ photoCount: 5, reviewCount: 100, averageRating: 5 })).toBe(RELEVANCE_MAX_BONUS);
    expect(relevanceScore(card(2, 5, 100, 5))).toBeCloseTo(1.5, 10);
    expect(relevanceScore(card(2, 5))).toBeCloseTo(1.56, 10);
  });
});

describe('rankByRelevance', () => {
  it.each([
    ['one 5★ does not beat 30 at 4.8★ at the same distance', [card(1, 1, 1, 5), card(1, 1, 30, 4.8)], [1, 0]],
    ['…nor with five photos each', [card(1, 5, 1, 5), card(1, 5, 30, 4.8)], [1, 0]],
    ['no reviews ranks above bad reviews', [card(1, 1, 8, 2), card(1, 1)], [1, 0]],
    ['no reviews ranks below good reviews', [card(1, 1), card(1, 1, 8, 4.9)], [1, 0]],
    ['20 reviews at 5★ (4.8 → 10.8 %) pass no reviews (6 %) 4 % nearer', [card(1), card(1.04, 1, 20, 5)], [1, 0]],
    ['…but not 7 % nearer', [card(1), card(1.07, 1, 20, 5)], [0, 1]],
    ['photos as before: 5 photos at 1.1 km pass 1 photo at 1.0 km', [card(1), card(1.1, 5)], [1, 0]],
    ['a third farther never passes, whatever it has', [card(1, 0, 40, 1), card(4 / 3 + 1e-9, 9, 999, 5)], [0, 1]],
    ['equal scores keep the index order', [card(2, 3), card(2, 3), card(2, 3)], [0, 1, 2]],
    ['distance 0 stays first', [card(0, 0, 20, 1), card(0.1, 9, 200, 5)], [0, 1]],
  ] as const)('%s', (_label, cards, expected) => {
    const order = rankByRelevance(
      cards.map((c, i) => ({ c, i })),
      (x) => x.c,
    ).map((x) => x.i);
    expect(order).toEqual(expected);
  });

  it('returns a new array and leaves its input alone', () => {
    const input = [card(3), card(1), card(2)];
    const copy = structuredClone(input);
    const out = rankByRelevance(input, (c) => c);
    expect(out).not.toBe(input);
    expect(input).toEqual(copy);
    expect(out.map((c) => c.distanceKm)).toEqual([1, 2, 3]);
  });
});

describe('properties', () => {
  const avg = fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null });
  const input = fc.record({
    distanceKm: fc.double({ min: 0, max: 200, noNaN: true }),
    photoCount: fc.integer({ min: 0, max: 20 }),
    reviewCount: fc.integer({ min: 0, max: 500 }),
    averageRating: avg,
  });

  it('the bonus stays in [0, 25 %]; the score in [0.75 × distance, distance]', () => {
    fc.assert(
      fc.property(input, (c) => {
        const b = relevanceBonus(c);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(b).toBeLessThanOrEqual(RELEVANCE_MAX_BONUS);
        const s = relevanceScore(c);
        expect(s).toBeLessThanOrEqual(c.distanceKm);
        expect(s).toBeGreaterThanOrEqual(c.distanceKm * (1 - RELEVANCE_MAX_BONUS) - 1e-12);
      }),
    );
  });

  it('more photos, all else equal, never ranks worse', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 10 }), (c, more) => {
        expect(relevanceScore({ ...c, photoCount: c.photoCount + more })).toBeLessThanOrEqual(relevanceScore(c));
      }),
    );
  });

  it('a better average, all else equal, never ranks worse', () => {
    fc.assert(
      fc.property(
        input,
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        (c, n, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(relevanceScore({ ...c, reviewCount: n, averageRating: hi })).toBeLessThanOrEqual(
            relevanceScore({ ...c, reviewCount: n, averageRating: lo }),
          );
        },
      ),
    );
  });

  it('no reviews is never below a listing whose average is under 4★, nor above one over 4★', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 500 }), fc.double({ min: 1, max: 5, noNaN: true }), (c, n, a) => {
        const none = relevanceScore({ ...c, reviewCount: 0, averageRating: null });
        const some = relevanceScore({ ...c, reviewCount: n, averageRating: a });
        if (a <= 4) expect(none).toBeLessThanOrEqual(some);
        else expect(none).toBeGreaterThanOrEqual(some);
      }),
    );
  });

  it('nearer, all else equal, never ranks worse', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 50, noNaN: true }), (c, extra) => {
        expect(relevanceScore(c)).toBeLessThanOrEqual(relevanceScore({ ...c, distanceKm: c.distanceKm + extra }));
      }),
    );
  });

  it('the order is a permutation of the input, sorted by score, ties in input order', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 25 }), (cards) => {
        const tagged = cards.map((c, i) => ({ c, i }));
        const out = rankByRelevance(tagged, (x) => x.c);
        expect(out.map((x) => x.i).sort((a, b) => a - b)).toEqual(tagged.map((x) => x.i));
        for (let k = 1; k < out.length; k += 1) {
          const prev = relevanceScore(out[k - 1]!.c);
          const cur = relevanceScore(out[k]!.c);
          expect(prev).toBeLessThanOrEqual(cur);
          if (prev === cur) expect(out[k - 1]!.i).toBeLessThan(out[k]!.i);
        }
      }),
    );
  });

  it('a listing never passes one less than 3/4 as far away', () => {
    fc.assert(
      fc.property(input, input, (a, b) => {
        fc.pre(a.distanceKm < 0.75 * b.distanceKm);
        const out = rankByRelevance([a, b], (x) => x);
        expect(out[0]).toBe(a);
      }),
    );
  });
});
