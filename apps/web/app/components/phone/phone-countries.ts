import { dialCodeOf, HOME_COUNTRIES, PHONE_COUNTRY_CODES } from '@biclou/domain/phone';
import type { CountryCode } from 'libphonenumber-js/mobile';
import metadata from 'libphonenumber-js/mobile/metadata';
import { displayNames } from '../../lib/intl-cache';

/** A phone country record (spec §3): name, two-letter code, dial code, priority, optional area codes. */
export interface PhoneCountry {
  /** English name; the selector shows the name in the page language (Intl.DisplayNames). */
  name: string;
  code: CountryCode;
  dialCode: string;
  /** Orders countries sharing a dial code (0 is the main one: US before CA, GB before JE). */
  priority: number;
  areaCodes?: readonly string[];
}

/** Biclou's four countries come first in the selector; every other follows by name. */
const PREFERRED_COUNTRIES: readonly CountryCode[] = HOME_COUNTRIES;

const englishNames = displayNames('en', { type: 'region' });

/** Every country of libphonenumber's metadata (renters are often tourists: decisions "Sweep: phones from any country"). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = PHONE_COUNTRY_CODES.map((code) => {
  const dialCode = dialCodeOf(code);
  const sharing: readonly string[] = metadata.country_calling_codes[dialCode] ?? [code];
  return { name: englishNames.of(code) ?? code, code, dialCode, priority: Math.max(0, sharing.indexOf(code)) };
});

export function findPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.code === code);
}

/** Preferred countries first, then the rest by their name in the page language. */
export function sortPhoneCountries(
  countries: readonly PhoneCountry[],
  nameOf: (c: PhoneCountry) => string,
  locale: string,
): PhoneCountry[] {
  const preferred = PREFERRED_COUNTRIES.map((code) => countries.find((c) => c.code === code)).filter(
    (c): c is PhoneCountry => Boolean(c),
  );
  const rest = countries
    .filter((c) => !PREFERRED_COUNTRIES.includes(c.code))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
  return [...preferred, ...rest];
}
