import { PHONE_TEXT_MAX } from '@biclou/contracts/account';
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PHONE_NATIONAL_MAX_DIGITS, PHONE_NATIONAL_MIN_DIGITS } from '../../lib/constants';

/** The contract's message, so the client and the API say the same thing. */
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number.';

export type PhoneCheck = { ok: true; e164: string; country: CountryCode | undefined } | { ok: false; message: string };

/**
 * Spec §5: text over 250 characters is rejected; the national number has 2 to 17 digits;
 * and the number must be a valid number for its country.
 */
export function checkPhone(text: string, country: CountryCode): PhoneCheck {
  if (text.length > PHONE_TEXT_MAX) return { ok: false, message: INVALID_PHONE_MESSAGE };
  const parsed = parsePhoneNumberFromString(text.trim(), country);
  if (!parsed) return { ok: false, message: INVALID_PHONE_MESSAGE };
  const digits = parsed.nationalNumber.length;
  if (digits < PHONE_NATIONAL_MIN_DIGITS || digits > PHONE_NATIONAL_MAX_DIGITS || !parsed.isValid()) {
    return { ok: false, message: INVALID_PHONE_MESSAGE };
  }
  return { ok: true, e164: parsed.number, country: parsed.country };
}

export type PhoneDisplayMode = 'auto' | 'national' | 'international';

/** Formats what was typed; `auto` is international when it starts with +, national otherwise. */
export function formatPhone(text: string, country: CountryCode, mode: PhoneDisplayMode = 'auto'): string {
  const parsed = parsePhoneNumberFromString(text, country);
  if (parsed && mode !== 'auto') return mode === 'national' ? parsed.formatNational() : parsed.formatInternational();
  return new AsYouType(text.trim().startsWith('+') ? undefined : country).input(text);
}

/** The country a number typed with + belongs to (to follow it in the selector). */
export function countryOfTyped(text: string): CountryCode | undefined {
  if (!text.trim().startsWith('+')) return undefined;
  const typer = new AsYouType();
  typer.input(text);
  return typer.getCountry();
}
