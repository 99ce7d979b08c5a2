import type { CountryCode } from 'libphonenumber-js';

/** A phone country record (spec §3): name, two-letter code, dial code, priority, optional area codes. */
export interface PhoneCountry {
  name: string;
  code: CountryCode;
  dialCode: string;
  /** Orders countries sharing a dial code (0 first), as in common phone inputs. */
  priority: number;
  areaCodes?: readonly string[];
}

/** The four Biclou countries first, then common European countries. */
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['FR', 'CH', 'BE', 'LU'];

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { name: 'France', code: 'FR', dialCode: '33', priority: 0 },
  { name: 'Switzerland', code: 'CH', dialCode: '41', priority: 0 },
  { name: 'Belgium', code: 'BE', dialCode: '32', priority: 0 },
  { name: 'Luxembourg', code: 'LU', dialCode: '352', priority: 0 },
  { name: 'Andorra', code: 'AD', dialCode: '376', priority: 0 },
  { name: 'Austria', code: 'AT', dialCode: '43', priority: 0 },
  { name: 'Czechia', code: 'CZ', dialCode: '420', priority: 0 },
  { name: 'Denmark', code: 'DK', dialCode: '45', priority: 0 },
  { name: 'Finland', code: 'FI', dialCode: '358', priority: 0 },
  { name: 'Germany', code: 'DE', dialCode: '49', priority: 0 },
  { name: 'Greece', code: 'GR', dialCode: '30', priority: 0 },
  { name: 'Ireland', code: 'IE', dialCode: '353', priority: 0 },
  { name: 'Italy', code: 'IT', dialCode: '39', priority: 0 },
  { name: 'Liechtenstein', code: 'LI', dialCode: '423', priority: 0 },
  { name: 'Monaco', code: 'MC', dialCode: '377', priority: 0 },
  { name: 'Netherlands', code: 'NL', dialCode: '31', priority: 0 },
  { name: 'Norway', code: 'NO', dialCode: '47', priority: 0 },
  { name: 'Poland', code: 'PL', dialCode: '48', priority: 0 },
  { name: 'Portugal', code: 'PT', dialCode: '351', priority: 0 },
  { name: 'Spain', code: 'ES', dialCode: '34', priority: 0 },
  { name: 'Sweden', code: 'SE', dialCode: '46', priority: 0 },
  { name: 'United Kingdom', code: 'GB', dialCode: '44', priority: 0 },
  { name: 'Guernsey', code: 'GG', dialCode: '44', priority: 1, areaCodes: ['1481', '7781', '7839', '7911'] },
  { name: 'Jersey', code: 'JE', dialCode: '44', priority: 3, areaCodes: ['1534', '7509', '7700', '7797', '7829', '7937'] },
  { name: 'Canada', code: 'CA', dialCode: '1', priority: 1 },
  { name: 'United States', code: 'US', dialCode: '1', priority: 0 },
  { name: 'Morocco', code: 'MA', dialCode: '212', priority: 0 },
  { name: 'Algeria', code: 'DZ', dialCode: '213', priority: 0 },
  { name: 'Tunisia', code: 'TN', dialCode: '216', priority: 0 },
];

export function findPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.code === code);
}

/** Preferred countries first, then the rest by their name in the page language. */
export function sortPhoneCountries(countries: readonly PhoneCountry[], nameOf: (c: PhoneCountry) => string, locale: string): PhoneCountry[] {
  const preferred = PREFERRED_COUNTRIES.map((code) => countries.find((c) => c.code === code)).filter((c): c is PhoneCountry => Boolean(c));
  const rest = countries.filter((c) => !PREFERRED_COUNTRIES.includes(c.code)).sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale));
  return [...preferred, ...rest];
}
