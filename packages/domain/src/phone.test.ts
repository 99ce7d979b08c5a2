import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizePhone, PHONE_INVALID_MESSAGE } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['0612345678', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'CH', '+33612345678'],
    ['079 123 45 67', 'CH', '+41791234567'],
    ['+41791234567', 'FR', '+41791234567'],
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['621 123 456', 'LU', '+352621123456'],
    ['+49 151 12345678', 'FR', '+4915112345678'],
  ])('%j (%s) → %s', (input, country, e164) => {
    expect(normalizePhone(input, country)).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ['', 'FR'],
    ['   ', 'FR'],
    ['abc', 'FR'],
    ['12', 'FR'],
    ['0612', 'FR'],
    ['0012345678', 'FR'],
    ['06 12 34 56 78 90 12', 'FR'],
    ['+999 123', 'FR'],
    [`0612345678${' '.repeat(241)}`, 'FR'], // 251 characters: over the 250 limit even if it would parse
  ])('%j (%s) is refused', (input, country) => {
    expect(normalizePhone(input, country)).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
  });

  it('accepts exactly 250 characters of text when the number inside is valid', () => {
    expect(normalizePhone(`0612345678${' '.repeat(240)}`, 'FR').ok).toBe(true);
  });

  it('is idempotent: an accepted E.164 number normalises to itself, whatever the selector', () => {
    fc.assert(
      fc.property(fc.constantFrom('FR', 'CH', 'BE', 'LU'), fc.constantFrom('FR', 'CH', 'BE', 'LU'), fc.stringMatching(/^[0-9 ]{1,20}$/), (c1, c2, text) => {
        const first = normalizePhone(text, c1);
        if (!first.ok) return true;
        const again = normalizePhone(first.e164, c2);
        return again.ok && again.e164 === first.e164;
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('FR', 'CH', 'BE', 'LU', 'XX'), (text, c) => {
      const r = normalizePhone(text, c);
      return r.ok ? /^\+\d{3,20}$/.test(r.e164) : r.message === PHONE_INVALID_MESSAGE;
    }));
  });
});
