import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Spec §5: text over 250 characters is rejected outright, before any parsing. */
export const PHONE_TEXT_MAX = 250;
/** Spec §5: the national number has 2 to 17 digits. */
export const NATIONAL_NUMBER_MIN_DIGITS = 2;
export const NATIONAL_NUMBER_MAX_DIGITS = 17;
export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number.';

export type PhoneResult =
  | { ok: true; e164: string; country: string | undefined }
  | { ok: false; message: string };

/**
 * Reads what a person typed in the phone input, in the context of the country chosen in the
 * selector, and returns the number in E.164. The number itself may belong to any country
 * ("+41 79 123 45 67" typed with FR selected is a valid Swiss number) but must be a real one.
 * Example: normalizePhone("06 12 34 56 78", "FR") → { ok: true, e164: "+33612345678", country: "FR" }.
 */
export function normalizePhone(input: string, defaultCountry: string): PhoneResult {
  const invalid = { ok: false, message: PHONE_INVALID_MESSAGE } as const;
  if (input.length > PHONE_TEXT_MAX) return invalid;
  const text = input.trim();
  if (!text) return invalid;
  const parsed = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  if (!parsed) return invalid;
  const digits = String(parsed.nationalNumber).length;
  if (digits < NATIONAL_NUMBER_MIN_DIGITS || digits > NATIONAL_NUMBER_MAX_DIGITS) return invalid;
  if (!parsed.isValid()) return invalid;
  return { ok: true, e164: parsed.number, country: parsed.country };
}
