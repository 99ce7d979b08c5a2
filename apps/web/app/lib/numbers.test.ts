import { describe, expect, it } from 'vitest';
import { formatDistance, formatNumber, formatPercent } from './numbers';

const NB = '\u00a0';
const NN = '\u202f';

describe('numbers', () => {
  it.each([
    ['en', 1234.5, '1,234.5', '15%', '2.5 km'],
    ['fr', 1234.5, `1${NN}234,5`, `15${NB}%`, `2,5${NN}km`],
    ['test', 1234.5, '1,234.5', '15%', '2.5 km'],
  ] as const)('in %s', (locale, n, number, percent, distance) => {
    expect(formatNumber(n, locale)).toBe(number);
    expect(formatPercent(15, locale)).toBe(percent);
    expect(formatDistance(2500, locale)).toBe(distance);
  });
});
