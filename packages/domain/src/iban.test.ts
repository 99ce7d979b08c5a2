import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANKING_MESSAGES as M,
  bankingProblems,
  bicProblem,
  formatIban,
  holderProblem,
  ibanProblem,
  maskIban,
  normaliseBic,
  normaliseIban,
  SANDBOX_IBANS,
} from './iban';

describe('IBAN', () => {
  it.each([
    ['FR1420041010050500013M02606', null],
    ['fr14 2004 1010 0505 0001 3m02 606', null],
    ['FR14-2004-1010-0505-0001-3M02-606', null],
    ['CH9300762011623852957', null],
    ['BE68539007547034', null],
    ['LU280019400644750000', null],
    ['DE89370400440532013000', null],
    ['', M.ibanRequired],
    ['   ', M.ibanRequired],
    ['XX1420041010050500013M02606', M.ibanCountry],
    ['FR14200410100505', M.ibanLength],
    ['FR1520041010050500013M02606', M.ibanChecksum],
    ['BE68539007547035', M.ibanChecksum],
    ['BR1800360305000010009795493C1', M.ibanNotSepa],
  ])('%s → %s', (iban, message) => {
    expect(ibanProblem(iban)).toBe(message);
  });

  it('normalises to the electronic format and formats back in groups of 4', () => {
    expect(normaliseIban(' fr14 2004-1010 0505 0001 3m02 606 ')).toBe('FR1420041010050500013M02606');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });

  it('masks everything but the country and the last 4', () => {
    expect(maskIban('FR1420041010050500013M02606')).toBe('FR•• •••• •••• 2606');
    expect(maskIban('x')).toBe('••••');
  });

  it('the sandbox test IBANs are valid', () => {
    for (const iban of Object.values(SANDBOX_IBANS)) expect(ibanProblem(iban)).toBeNull();
  });

  it('a mask never shows more than the last 4 characters of the account', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SANDBOX_IBANS), 'CH9300762011623852957', 'LU280019400644750000'),
        (iban) => {
          const masked = maskIban(iban);
          expect(masked.endsWith(iban.slice(-4))).toBe(true);
          expect(masked.replace(/[•\s]/g, '')).toBe(iban.slice(0, 2) + iban.slice(-4));
        },
      ),
    );
  });

  it('changing one digit of a valid IBAN makes it invalid', () => {
    const iban = SANDBOX_IBANS.verified;
    fc.assert(
      fc.property(fc.integer({ min: 4, max: iban.length - 1 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const c = iban[pos]!;
        fc.pre(/\d/.test(c));
        const changed = iban.slice(0, pos) + String((Number(c) + delta) % 10) + iban.slice(pos + 1);
        expect(ibanProblem(changed)).not.toBeNull();
      }),
    );
  });
});

describe('BIC and holder', () => {
  it.each([
    ['BNPAFRPP', null],
    ['bnpa fr pp xxx', null],
    ['UBSWCHZH80A', null],
    ['', M.bicRequired],
    ['BNPA', M.bicInvalid],
    ['BNPAXXPP', M.bicInvalid],
    ['BNPAFRPPXX', M.bicInvalid],
  ])('BIC %s → %s', (bic, message) => {
    expect(bicProblem(bic)).toBe(message);
  });

  it('normalises the BIC', () => {
    expect(normaliseBic(' bnpa frpp ')).toBe('BNPAFRPP');
  });

  it.each([
    ['Léa Martin', null],
    ['', M.holderRequired],
    ['  ', M.holderRequired],
    ['x'.repeat(141), M.holderTooLong],
  ])('holder %s → %s', (name, message) => {
    expect(holderProblem(name)).toBe(message);
  });

  it('collects the problems per field', () => {
    expect(bankingProblems({ holderName: 'Léa', iban: SANDBOX_IBANS.verified, bic: 'BNPAFRPP' })).toEqual({});
    expect(bankingProblems({ holderName: '', iban: 'FR00', bic: 'x' })).toEqual({
      holderName: [M.holderRequired],
      iban: [M.ibanLength],
      bic: [M.bicInvalid],
    });
  });
});
