import { describe, expect, it } from 'vitest';
import { parseCm, readSizeGuide, sizeGuideOutcome, sizeSearchPath } from './size-guide-state';

describe('readSizeGuide', () => {
  it.each([
    ['', { type: 'city', height: '', inseam: '', ebike: false }],
    ['?type=road&height=175&inseam=82&ebike=true', { type: 'road', height: '175', inseam: '82', ebike: true }],
    ['?type=rocket&height=%20180%20', { type: 'city', height: '180', inseam: '', ebike: false }],
    ['?type=kids&height=1234567890', { type: 'kids', height: '12345678', inseam: '', ebike: false }],
  ])('%s', (query, values) => {
    expect(readSizeGuide(new URLSearchParams(query))).toEqual(values);
  });
});

describe('parseCm', () => {
  it.each([
    ['175', 175],
    ['175.5', 175.5],
    ['175,5', 175.5],
    [' 182 cm', 182],
    ['', null],
    ['abc', null],
    ['1e3', null],
    ['-170', null],
  ])('%s → %s', (text, cm) => {
    expect(parseCm(text)).toBe(cm);
  });
});

describe('sizeGuideOutcome', () => {
  const base = { type: 'city' as const, height: '', inseam: '', ebike: false };
  it('is empty without a height', () => {
    expect(sizeGuideOutcome(base)).toEqual({ state: 'empty' });
  });
  it('sizes 175 cm as M', () => {
    const outcome = sizeGuideOutcome({ ...base, height: '175' });
    expect(outcome).toMatchObject({ state: 'sized', advice: { code: 'M', basis: 'height' } });
  });
  it.each([
    [{ height: 'abc' }, { height: true, inseam: false, ratio: false }],
    [{ height: '300' }, { height: true, inseam: false, ratio: false }],
    [
      { height: '175', inseam: 'x' },
      { height: false, inseam: true, ratio: false },
    ],
    [
      { height: '175', inseam: '20' },
      { height: false, inseam: true, ratio: false },
    ],
    [
      { height: '175', inseam: '50' },
      { height: false, inseam: false, ratio: true },
    ],
  ])('%o is refused: %o', (measures, fields) => {
    expect(sizeGuideOutcome({ ...base, ...measures })).toEqual({ state: 'invalid', ...fields });
  });
});

describe('sizeSearchPath', () => {
  it('is a search URL with the search page’s parameters', () => {
    const path = sizeSearchPath('road', 'M', true);
    expect(path).toBe('/search?category=road&ebike=true&size=M');
    // The search page's own parameter order (category, ebike, size), so its canonical URL is the same.
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({
      category: 'road',
      ebike: 'true',
      size: 'M',
    });
    expect(sizeSearchPath('kids', 'W20', false)).toBe('/search?category=kids&size=W20');
  });
});
