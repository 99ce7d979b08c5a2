import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/** Spec §5: text over 250 characters is rejected outright, before any parsing. */
const PHONE_TEXT_MAX = 250;
/** Spec §5: the national number has 2 to 17 digits. */
const NATIONAL_NUMBER_MIN_DIGITS = 2;
const NATIONAL_NUMBER_MAX_DIGITS = 17;
export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number.';
export const PHONE_COUNTRY_MESSAGE = 'Choose a country from the list.';

/** Biclou's own countries, listed first in every country selector. */
export const HOME_COUNTRIES = ['FR', 'CH', 'BE', 'LU'] as const satisfies readonly CountryCode[];

/**
 * Every country a phone number can come from (libphonenumber's metadata, about 245): renters
 * are often tourists, so the phone is not limited to Biclou's four countries (decisions
 * "Sweep: phones from any country").
 */
export const PHONE_COUNTRY_CODES: readonly CountryCode[] = getCountries();

export function isPhoneCountry(code: string): code is CountryCode {
  return (PHONE_COUNTRY_CODES as readonly string[]).includes(code);
}

/** `dialCodeOf('DE')` → "49". */
export const dialCodeOf = (code: CountryCode): string => getCountryCallingCode(code);

type PhoneResult = { ok: true; e164: string; country: string | undefined } | { ok: false; message: string };

/**
 * Reads what a person typed in the phone input, in the context of the country chosen in the
 * selector, and returns the number in E.164. The number may belong to any country
 * ("+49 151 23456789" typed with FR selected is a valid German number) but must be a real
 * mobile number, since the confirmation code goes by SMS: the mobile metadata of
 * libphonenumber-js validates mobile and fixed-line-or-mobile numbers only (landlines, VoIP,
 * toll-free and premium numbers are refused).
 * Example: normalizePhone("06 12 34 56 78", "FR") → { ok: true, e164: "+33612345678", country: "FR" }.
 */
export function normalizePhone(input: string, defaultCountry: string): PhoneResult {
  const invalid = { ok: false, message: PHONE_INVALID_MESSAGE } as const;
  if (input.length > PHONE_TEXT_MAX) return invalid;
  const text = input.trim();
  if (!text) return invalid;
  const parsed = parsePhoneNumberFromString(text, isPhoneCountry(defaultCountry) ? defaultCountry : undefined);
  if (!parsed) return invalid;
  const digits = String(parsed.nationalNumber).length;
  if (digits < NATIONAL_NUMBER_MIN_DIGITS || digits > NATIONAL_NUMBER_MAX_DIGITS) return invalid;
  if (!parsed.isValid()) return invalid;
  return { ok: true, e164: parsed.number, country: parsed.country };
}
