import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY_NAME_MESSAGES as M, categoryNameProblem, sameCategoryName } from './category-name';

describe('categoryNameProblem', () => {
  it.each([
    ['', M.missing],
    ['C', M.short],
    ['é', M.short],
    ['🚲', M.short],
    ['Ox', null],
    ['🚲🚲', null],
    ['x'.repeat(40), null],
    ['é'.repeat(40), null],
    ['🚲'.repeat(40), null],
    ['x'.repeat(41), M.long],
    ['City\nbike', M.control],
    ['City\tbike', M.control],
    ['City\u0085bike', M.control],
    ['\u0007Bell', M.control],
    ['Vélo de ville', null],
  ])('%j → %s', (name, problem) => {
    expect(categoryNameProblem(name)).toBe(problem);
  });

  it('any name of 2 to 40 printable characters passes', () => {
    const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ éèçàô-’&/0'), minLength: 2, maxLength: 40 });
    fc.assert(fc.property(printable, (name) => categoryNameProblem(name) === null));
  });
});

describe('sameCategoryName', () => {
  it.each([
    ['City bike', 'CITY BIKE', true],
    ['Vélo de ville', 'VÉLO DE VILLE', true],
    ['Vélo cargo', 'velo  cargo', true],
    ['Kids’ bike', 'kids’ bike', true],
    ['City bike', 'City bikes', false],
    ['Cargo', 'Vélo cargo', false],
    ['Road', 'Race', false],
  ])('%s / %s → %s', (a, b, same) => {
    expect(sameCategoryName(a, b)).toBe(same);
    expect(sameCategoryName(b, a)).toBe(same);
  });
});
