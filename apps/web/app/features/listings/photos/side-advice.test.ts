import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideAdvice } from './side-advice';

const size = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });

describe('the side-picture advice', () => {
  it.each([
    ['no photo yet', [], 'none'],
    ['one upright photo', [{ width: 900, height: 1200 }], 'upright'],
    ['a square photo', [{ width: 1000, height: 1000 }], 'upright'],
    ['a side picture (landscape)', [{ width: 1200, height: 900 }], null],
    [
      'close-ups and one side picture',
      [
        { width: 900, height: 1200 },
        { width: 1600, height: 900 },
      ],
      null,
    ],
  ] as const)('%s', (_, photos, expected) => {
    expect(sideAdvice(photos)).toBe(expected);
  });

  it('goes away as soon as any landscape photo is there, and only then', () => {
    fc.assert(
      fc.property(fc.array(size, { maxLength: 12 }), (photos) => {
        const advice = sideAdvice(photos);
        expect(advice === null).toBe(photos.some((p) => p.width > p.height));
        if (advice) expect(advice).toBe(photos.length ? 'upright' : 'none');
      }),
    );
  });
});
