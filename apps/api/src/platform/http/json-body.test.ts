import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-body';

/** The nesting of a parsed JSON value: 0 for a scalar, 1 for `[]` or `{}`. */
function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('jsonDeeperThan', () => {
  it.each([
    ['1', 0, false],
    ['{}', 0, true],
    ['{}', 1, false],
    ['[[]]', 1, true],
    ['{"a":[{"b":1}]}', 3, false],
    ['{"a":[{"b":1}]}', 2, true],
    ['[{},{},{},[]]', 2, false],
    ['"[[[[[["', 1, false],
    ['{"k\\"[[[":"\\\\[[["}', 1, false],
    ['["]"]', 1, false],
    ['[[[[', 3, true],
  ])('%s deeper than %i → %s', (text, max, expected) => {
    expect(jsonDeeperThan(text, max)).toBe(expected);
  });

  it('measures a 100,000-deep body without recursion', () => {
    expect(jsonDeeperThan('['.repeat(100_000) + ']'.repeat(100_000), 32)).toBe(true);
    expect(jsonDeeperThan('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), 32)).toBe(true);
  });

  it('agrees with the depth of the parsed value for any JSON', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), fc.nat(8), (text, max) => {
        expect(jsonDeeperThan(text, max)).toBe(depthOf(JSON.parse(text)) > max);
      }),
      { numRuns: 1000, seed: 29 },
    );
  });
});
