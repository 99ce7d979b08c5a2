import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressLine,
  isPostalCountry,
  normalizePostalCode,
  POSTAL_CODE_MESSAGES,
  postalCodeExample,
  postalLine,
  type PostalCountry,
} from './postal-code';

const COUNTRIES: PostalCountry[] = ['FR', 'CH', 'BE', 'LU'];

describe('normalizePostalCode', () => {
  it.each<[PostalCountry, string, string | null]>([
    ['FR', '75011', '75011'],
    ['FR', '01000', '01000'],
    ['FR', '20000', '20000'],
    ['FR', '97400', '97400'],
    ['FR', ' 75 011 ', '75011'],
    ['FR', 'F-75011', '75011'],
    ['FR', '7501', null],
    ['FR', '750111', null],
    ['FR', '00100', null],
    ['FR', '99000', null],
    ['FR', '7501A', null],
    ['FR', 'L-1234', null],
    ['CH', '1204', '1204'],
    ['CH', '8001', '8001'],
    ['CH', 'CH-1204', '1204'],
    ['CH', 'ch 1204', '1204'],
    ['CH', '0123', null],
    ['CH', '12045', null],
    ['CH', '75011', null],
    ['BE', '1000', '1000'],
    ['BE', '9000', '9000'],
    ['BE', 'B-2000', '2000'],
    ['BE', '100', null],
    ['BE', 'L-1000', null],
    ['LU', '1234', 'L-1234'],
    ['LU', 'L-1234', 'L-1234'],
    ['LU', 'l-1234', 'L-1234'],
    ['LU', 'L1234', 'L-1234'],
    ['LU', 'L 1234', 'L-1234'],
    ['LU', 'LU-1234', 'L-1234'],
    ['LU', 'L-123', null],
    ['LU', 'L-12345', null],
    ['LU', 'B-1234', null],
    ['LU', '', null],
    ['FR', '', null],
  ])('%s %j → %j', (country, input, expected) => {
    const result = normalizePostalCode(country, input);
    expect(result.ok ? result.postalCode : null).toBe(expected);
  });

  it('words each refusal for its country', () => {
    expect(normalizePostalCode('FR', '123')).toEqual({ ok: false, message: POSTAL_CODE_MESSAGES.fiveDigits });
    expect(normalizePostalCode('CH', '123')).toEqual({ ok: false, message: POSTAL_CODE_MESSAGES.fourDigits });
    expect(normalizePostalCode('BE', '123')).toEqual({ ok: false, message: POSTAL_CODE_MESSAGES.fourDigits });
    expect(normalizePostalCode('LU', '123')).toEqual({ ok: false, message: POSTAL_CODE_MESSAGES.luxembourg });
  });

  it("accepts each country's own example", () => {
    for (const country of COUNTRIES) {
      const example = postalCodeExample(country);
      expect(normalizePostalCode(country, example)).toEqual({ ok: true, postalCode: example });
    }
  });

  it('is idempotent: a normalised code normalises to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.string({ maxLength: 12 }), (country, input) => {
        const once = normalizePostalCode(country, input);
        if (!once.ok) return;
        expect(normalizePostalCode(country, once.postalCode)).toEqual(once);
      }),
    );
  });

  it('takes every valid code with spaces around and inside it, and gives back the same code', () => {
    const spaced = (code: string) =>
      fc
        .array(fc.constantFrom('', ' ', '  '), { minLength: code.length + 1, maxLength: code.length + 1 })
        .map((gaps) => gaps.map((gap, i) => gap + (code[i] ?? '')).join(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1000, max: 95_999 }),
        (country, four, five) => {
          const code = country === 'FR' ? String(five).padStart(5, '0') : String(four);
          fc.assert(
            fc.property(spaced(code), (typed) => {
              const result = normalizePostalCode(country, typed);
              expect(result).toEqual({ ok: true, postalCode: country === 'LU' ? `L-${code}` : code });
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers only codes of the right shape: 5 digits in France, 4 in CH and BE, L- and 4 in Luxembourg', () => {
    const shape: Record<PostalCountry, RegExp> = { FR: /^\d{5}$/, CH: /^\d{4}$/, BE: /^\d{4}$/, LU: /^L-\d{4}$/ };
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.stringMatching(/^[ A-Za-z0-9-]{0,10}$/), (country, input) => {
        const result = normalizePostalCode(country, input);
        if (result.ok) expect(result.postalCode).toMatch(shape[country]);
      }),
    );
  });
});

it('knows the four countries only', () => {
  expect(COUNTRIES.every(isPostalCountry)).toBe(true);
  expect(['DE', 'NL', 'fr', '', 'toString'].some(isPostalCountry)).toBe(false);
});

describe('postalLine', () => {
  it.each<[string | null, string | null, string | null, string]>([
    ['FR', '75011', 'Paris', '75011 Paris'],
    ['CH', '1204', 'Genève', '1204 Genève'],
    ['BE', '1000', 'Bruxelles', '1000 Bruxelles'],
    ['LU', 'L-1234', 'Luxembourg', 'L-1234 Luxembourg'],
    ['LU', '1234', 'Luxembourg', 'L-1234 Luxembourg'],
    ['FR', 'abc', 'Paris', 'abc Paris'],
    [null, '1234', 'Luxembourg', '1234 Luxembourg'],
    ['FR', null, 'Paris', 'Paris'],
    ['FR', '75011', null, '75011'],
    ['FR', null, null, ''],
    ['DE', '10115', 'Berlin', '10115 Berlin'],
  ])('%s %j %j → %j', (country, postalCode, city, expected) => {
    expect(postalLine({ postalCode, city }, country)).toBe(expected);
  });
});

describe('addressLine', () => {
  it('writes the street, then the postal line', () => {
    const liberte = { address: ' 25 avenue de la Liberté ', postalCode: '1931', city: 'Luxembourg' };
    expect(addressLine(liberte, 'LU')).toBe('25 avenue de la Liberté, L-1931 Luxembourg');
    expect(addressLine({ address: '48 cours Lafayette', postalCode: '69003', city: 'Lyon' }, 'FR')).toBe(
      '48 cours Lafayette, 69003 Lyon',
    );
    expect(addressLine({ address: null, postalCode: '1204', city: 'Genève' }, 'CH')).toBe('1204 Genève');
    expect(addressLine({ address: '', postalCode: null, city: null }, null)).toBe('');
  });
});
