import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidSiret, luhnValid, normalizeSiret } from './siret';

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', true],
    ['732 829 320 00074', true],
    ['732.829.320.00074', true],
    ['55208131766522', true],
    ['35600000000048', true], // La Poste head office
    ['35600000049837', true], // a La Poste establishment: digit sum 45
    ['35600000049838', false],
    ['73282932000075', false],
    ['7328293200007', false],
    ['732829320000740', false],
    ['7328293200007A', false],
    ['', false],
    ['00000000000000', true],
  ])('%j → %s', (siret, expected) => {
    expect(isValidSiret(siret)).toBe(expected);
  });

  it('normalises separators', () => {
    expect(normalizeSiret(' 732 829-320.00074 ')).toBe('73282932000074');
  });

  it('detects any single-digit typo (a Luhn property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{12}$/),
        fc.nat(13),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          // Build a valid number by choosing the check digit, then change one digit.
          const check = [...'0123456789'].find((d) => luhnValid(body + d))!;
          const valid = body + check;
          const changed = valid.slice(0, pos) + ((Number(valid[pos]) + delta) % 10) + valid.slice(pos + 1);
          return isValidSiret(valid) && !isValidSiret(changed);
        },
      ),
    );
  });
});
