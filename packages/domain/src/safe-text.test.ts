import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasUnsafeText, unsafeTextPaths } from './safe-text';

describe('hasUnsafeText', () => {
  it.each([
    ['ab\u0000cd', true],
    ['\u0000', true],
    ['\ud800', true],
    ['\ud800x', true],
    ['x\udfff', true],
    ['\udc00\ud800', true],
    ['😀\ud83d', true],
    ['', false],
    ['Vélo électrique', false],
    ['😀 🚲', false],
    ['\u0001\u007f', false],
    ['Zürich – 10 €', false],
  ])('%j → %s', (text, expected) => {
    expect(hasUnsafeText(text)).toBe(expected);
  });

  it('accepts every well-formed string without NUL, and refuses it with a NUL or a lone surrogate inserted', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')),
        fc.nat(),
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
        (text, at, bad) => {
          expect(hasUnsafeText(text)).toBe(false);
          const points = [...text];
          const i = at % (points.length + 1);
          expect(hasUnsafeText([...points.slice(0, i), bad, ...points.slice(i)].join(''))).toBe(true);
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });
});

describe('unsafeTextPaths', () => {
  it('names each field with unsafe text, nested ones with dots', () => {
    expect(
      unsafeTextPaths({
        brand: 'ab\u0000cd',
        model: 'ok',
        accessories: [{ name: 'fine' }, { name: '\ud800' }],
        n: 3,
        b: null,
      }),
    ).toEqual(['brand', 'accessories.1.name']);
    expect(unsafeTextPaths('\u0000')).toEqual(['_']);
    expect(unsafeTextPaths({ 'a\u0000': 1 })).toEqual(['_']);
    expect(unsafeTextPaths({ ok: ['a', 'b'], nested: { fine: 'ok' } })).toEqual([]);
    expect(unsafeTextPaths(new Uint8Array([0, 0xed, 0xa0, 0x80]))).toEqual([]);
  });

  it('walks any depth without exhausting the stack', () => {
    let deep: unknown = ['ok', 'a\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const [path] = unsafeTextPaths({ deep });
    expect(path).toBe(['deep', ...Array<string>(100_000).fill('0'), '1'].join('.'));
    let deepObject: unknown = { fine: 'x' };
    for (let i = 0; i < 100_000; i++) deepObject = { a: deepObject };
    expect(unsafeTextPaths(deepObject)).toEqual([]);
  });

  it('finds what a plain recursive walk finds, in document order', () => {
    const recursive = (value: unknown, path: string[] = []): string[] => {
      const here = path.join('.') || '_';
      if (typeof value === 'string') return hasUnsafeText(value) ? [here] : [];
      if (Array.isArray(value)) return value.flatMap((item, i) => recursive(item, [...path, String(i)]));
      if (value && typeof value === 'object') {
        const keyFault = Object.keys(value).some(hasUnsafeText) ? [here] : [];
        return [...keyFault, ...Object.entries(value).flatMap(([k, item]) => recursive(item, [...path, k]))];
      }
      return [];
    };
    const text = fc.oneof(fc.string(), fc.constantFrom('\u0000', 'a\ud800', '\udfffb'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value')),
        fc.dictionary(text, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        expect(unsafeTextPaths(value)).toEqual(recursive(value));
      }),
      { numRuns: 500, seed: 29 },
    );
  });
});
