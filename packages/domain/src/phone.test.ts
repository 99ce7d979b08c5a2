import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { HOME_COUNTRIES, isPhoneCountry, normalizePhone, PHONE_COUNTRY_CODES, PHONE_INVALID_MESSAGE } from './phone';

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

  it.each([
    // Tourists: any country's mobile number, typed nationally with its country or internationally with any.
    ['0151 23456789', 'DE', '+4915123456789'],
    ['+49 151 23456789', 'DE', '+4915123456789'],
    ['+49 151 23456789', 'FR', '+4915123456789'],
    ['07911 123456', 'GB', '+447911123456'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['312 345 6789', 'IT', '+393123456789'],
    ['06 12345678', 'NL', '+31612345678'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['090-1234-5678', 'JP', '+819012345678'],
    ['0412 345 678', 'AU', '+61412345678'],
    ['+86 138 0013 8000', 'LU', '+8613800138000'],
  ])('accepts the mobile %j (%s) → %s', (input, country, e164) => {
    expect(normalizePhone(input, country)).toMatchObject({ ok: true, e164 });
  });

  it.each([
    // The code goes by SMS: landlines, VoIP, toll-free and premium numbers are refused.
    ['01 23 45 67 89', 'FR'],
    ['+33 1 23 45 67 89', 'DE'],
    ['09 12 34 56 78', 'FR'],
    ['0800 12 34 56', 'FR'],
    ['022 123 45 67', 'CH'],
    ['030 1234567', 'DE'],
    ['020 7946 0958', 'GB'],
    ['02 123 45 67', 'BE'],
  ])('refuses the non-mobile %j (%s)', (input, country) => {
    expect(normalizePhone(input, country)).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
  });

  it("knows every country of the metadata, Biclou's four among them", () => {
    expect(PHONE_COUNTRY_CODES.length).toBeGreaterThan(200);
    for (const code of [...HOME_COUNTRIES, 'DE', 'US', 'JP', 'BR', 'GB']) expect(isPhoneCountry(code)).toBe(true);
    for (const code of ['XX', 'fr', 'FRA', '', 'EU']) expect(isPhoneCountry(code)).toBe(false);
  });

  it('accepts the example mobile number of every country, typed nationally with that country or internationally with FR', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_COUNTRY_CODES), (country: CountryCode) => {
        const example = getExampleNumber(country, examples);
        if (!example) return false;
        const national = normalizePhone(example.formatNational(), country);
        const international = normalizePhone(example.formatInternational(), 'FR');
        return (
          national.ok && national.e164 === example.number && international.ok && international.e164 === example.number
        );
      }),
      { numRuns: PHONE_COUNTRY_CODES.length * 2 },
    );
  });

  it('accepts exactly 250 characters of text when the number inside is valid', () => {
    expect(normalizePhone(`0612345678${' '.repeat(240)}`, 'FR').ok).toBe(true);
  });

  it('is idempotent: an accepted E.164 number normalises to itself, whatever the selector', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_COUNTRY_CODES),
        fc.constantFrom(...PHONE_COUNTRY_CODES),
        fc.stringMatching(/^[0-9 ]{1,20}$/),
        (c1, c2, text) => {
          const first = normalizePhone(text, c1);
          if (!first.ok) return true;
          const again = normalizePhone(first.e164, c2);
          return again.ok && again.e164 === first.e164;
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('FR', 'CH', 'BE', 'LU', 'XX'), (text, c) => {
        const r = normalizePhone(text, c);
        return r.ok ? /^\+\d{3,20}$/.test(r.e164) : r.message === PHONE_INVALID_MESSAGE;
      }),
    );
  });
});
