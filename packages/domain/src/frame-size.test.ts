import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  frameSizeFor,
  frameSizeProblems,
  HEIGHT_RANGE,
  INSEAM_TO_HEIGHT,
  SIZE_GUIDE_CODES,
  SIZE_GUIDE_TYPES,
  sizeRank,
  sizeScaleOf,
  type FrameSizeAdvice,
  type FrameSizeInput,
  type SizeGuideType,
} from './frame-size';

function advice(input: FrameSizeInput): FrameSizeAdvice {
  const result = frameSizeFor(input);
  if (!result.ok) throw new Error(`no advice for ${JSON.stringify(input)}: ${result.problems.join(', ')}`);
  return result.advice;
}

const ADULT: SizeGuideType[] = ['city', 'road', 'mountain', 'gravel', 'tandem'];
const heightArb = fc.integer({ min: HEIGHT_RANGE.min * 10, max: HEIGHT_RANGE.max * 10 }).map((n) => n / 10);
const typeArb = fc.constantFrom(...SIZE_GUIDE_TYPES);

describe('frameSizeFor: adult frames by height (the listings’ size labels)', () => {
  it.each([
    [150, 'XS', null],
    [155, 'XS', null],
    [158, 'XS', 'S'],
    [159.9, 'XS', 'S'],
    [160, 'S', 'XS'],
    [165, 'S', null],
    [170, 'M', 'S'],
    [175, 'M', null],
    [178, 'M', 'L'],
    [180, 'L', 'M'],
    [185, 'L', null],
    [189, 'L', 'XL'],
    [190, 'XL', 'L'],
    [200, 'XL', null],
    [220, 'XL', null],
  ] as const)('%s cm → %s (also try %s)', (heightCm, code, alternative) => {
    for (const type of ADULT) {
      const a = advice({ type, heightCm });
      expect(a).toMatchObject({ code, alternative, basis: 'height', scale: 'frame' });
    }
  });

  it('says when a rider is below the adult scale', () => {
    expect(advice({ type: 'city', heightCm: 140 })).toMatchObject({ code: 'XS', fit: 'too-small' });
    expect(advice({ type: 'city', heightCm: 150 }).fit).toBe('ok');
  });

  it.each([
    ['road', 175, null, { value: 55, unit: 'cm', estimated: true }],
    ['gravel', 175, 84, { value: 56, unit: 'cm', estimated: false }],
    ['city', 165, 76, { value: 50, unit: 'cm', estimated: false }],
    ['mountain', 175, null, { value: 18.5, unit: 'in', estimated: true }],
    ['mountain', 185, 88, { value: 20, unit: 'in', estimated: false }],
  ] as const)('%s, %s cm, inseam %s → frame %o', (type, heightCm, inseamCm, frame) => {
    expect(advice({ type, heightCm, inseamCm }).frame).toEqual(frame);
  });
});

describe('frameSizeFor: the inseam', () => {
  it.each([
    // A 175 cm rider with the average inseam (82 cm) stays M; long legs move up, short legs move down.
    [175, 82, 'M', null],
    [175, 85, 'L', 'M'],
    [175, 77, 'S', null],
    [168, 85, 'L', 'M'],
    [192, 86, 'L', null],
  ] as const)('%s cm with a %s cm inseam → %s (also try %s)', (heightCm, inseamCm, code, alternative) => {
    expect(advice({ type: 'road', heightCm, inseamCm })).toMatchObject({ code, alternative, basis: 'inseam' });
  });

  it('is ignored for kids’ and one-size bikes', () => {
    expect(advice({ type: 'kids', heightCm: 120, inseamCm: 55 })).toMatchObject({ code: 'W20', basis: 'height' });
    expect(advice({ type: 'cargo', heightCm: 175, inseamCm: 82 })).toMatchObject({ code: 'ONE', basis: 'height' });
  });
});

describe('frameSizeFor: kids’ bikes by wheel size, one-size bikes', () => {
  it.each([
    [85, 'W12', null, 'ok'],
    [80, 'W12', null, 'too-small'],
    [97, 'W12', 'W14'],
    [99, 'W14', 'W12'],
    [110, 'W16', null],
    [120, 'W20', null],
    [135, 'W24', null],
    [150, 'W26', null],
    [170, 'W26', null, 'too-tall'],
  ] as const)('%s cm → %s (also try %s)', (heightCm, code, alternative, fit = 'ok') => {
    expect(advice({ type: 'kids', heightCm })).toEqual({
      code,
      alternative,
      scale: 'wheel',
      basis: 'height',
      fit,
      frame: null,
    });
  });

  it.each([
    ['folding', 175, 'ok'],
    ['folding', 145, 'too-small'],
    ['cargo', 150, 'too-small'],
    ['cargo', 196, 'too-tall'],
    ['bmx', 140, 'ok'],
    ['bmx', 191, 'too-tall'],
  ] as const)('%s at %s cm → ONE, fit %s', (type, heightCm, fit) => {
    expect(advice({ type, heightCm })).toMatchObject({ code: 'ONE', scale: 'one', fit, alternative: null });
  });
});

describe('frameSizeProblems', () => {
  it.each([
    [{ heightCm: 175 }, []],
    [{ heightCm: 79 }, ['height']],
    [{ heightCm: 221 }, ['height']],
    [{ heightCm: Number.NaN }, ['height']],
    [{ heightCm: 175, inseamCm: 20 }, ['inseam']],
    [{ heightCm: 175, inseamCm: 120 }, ['inseam']],
    [{ heightCm: 175, inseamCm: 60 }, ['inseam-ratio']],
    [{ heightCm: 175, inseamCm: 105 }, ['inseam-ratio']],
    [{ heightCm: 300, inseamCm: 60 }, ['height']],
    [{ heightCm: 175, inseamCm: null }, []],
  ])('%o → %o', (measures, problems) => {
    const input = { type: 'city' as const, ...measures };
    expect(frameSizeProblems(input)).toEqual(problems);
    const result = frameSizeFor(input);
    expect(result.ok).toBe(problems.length === 0);
  });
});

describe('frameSizeFor: properties', () => {
  it('always answers a code of the scale of its type, for any valid height', () => {
    fc.assert(
      fc.property(typeArb, heightArb, (type, heightCm) => {
        const a = advice({ type, heightCm });
        expect(SIZE_GUIDE_CODES).toContain(a.code);
        expect(a.scale).toBe(sizeScaleOf(type));
        if (a.alternative) {
          expect(SIZE_GUIDE_CODES).toContain(a.alternative);
          expect(Math.abs(sizeRank(a.alternative) - sizeRank(a.code))).toBe(1);
        }
      }),
    );
  });

  it('never gives a smaller size to a taller rider', () => {
    fc.assert(
      fc.property(typeArb, heightArb, heightArb, (type, h1, h2) => {
        const [low, high] = h1 <= h2 ? [h1, h2] : [h2, h1];
        expect(sizeRank(advice({ type, heightCm: high }).code)).toBeGreaterThanOrEqual(
          sizeRank(advice({ type, heightCm: low }).code),
        );
      }),
    );
  });

  it('never gives a smaller size to longer legs at the same height', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADULT),
        fc.integer({ min: 150, max: 210 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (type, heightCm, r1, r2) => {
          const span = INSEAM_TO_HEIGHT.max - INSEAM_TO_HEIGHT.min;
          const inseam = (r: number) =>
            Math.min(110, Math.max(30, Math.ceil(heightCm * (INSEAM_TO_HEIGHT.min + span * r))));
          const [a, b] = [inseam(Math.min(r1, r2)), inseam(Math.max(r1, r2))];
          fc.pre(frameSizeProblems({ type, heightCm, inseamCm: b }).length === 0);
          fc.pre(frameSizeProblems({ type, heightCm, inseamCm: a }).length === 0);
          expect(sizeRank(advice({ type, heightCm, inseamCm: b }).code)).toBeGreaterThanOrEqual(
            sizeRank(advice({ type, heightCm, inseamCm: a }).code),
          );
        },
      ),
    );
  });

  it('gives every adult frame type the same size for the same rider', () => {
    fc.assert(
      fc.property(heightArb, (heightCm) => {
        const codes = new Set(ADULT.map((type) => advice({ type, heightCm }).code));
        expect(codes.size).toBe(1);
      }),
    );
  });

  it('offers the neighbouring size exactly near a boundary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 2200 }).map((n) => n / 10),
        (heightCm) => {
          const a = advice({ type: 'road', heightCm });
          const nearBoundary = [160, 170, 180, 190].some((b) => heightCm >= b - 2 && heightCm < b + 2);
          expect(a.alternative !== null).toBe(nearBoundary);
        },
      ),
    );
  });
});
