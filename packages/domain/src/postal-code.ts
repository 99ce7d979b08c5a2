/**
 * Postal codes and postal lines as each of Biclou's countries writes them (decisions "Addresses as
 * each country writes them"): France 5 digits, Switzerland and Belgium 4, Luxembourg `L-` and 4
 * digits. Every country puts the code before the town: "75011 Paris", "1204 Genève",
 * "1000 Bruxelles", "L-1234 Luxembourg".
 */
export type PostalCountry = 'FR' | 'CH' | 'BE' | 'LU';

export const POSTAL_CODE_MESSAGES = {
  fiveDigits: 'Enter a 5-digit postal code.',
  fourDigits: 'Enter a 4-digit postal code.',
  luxembourg: 'Enter a postal code of 4 digits, such as L-1234.',
} as const;

interface PostalRule {
  /** The code once spaces and a country prefix are taken away; Luxembourg's `L-` is added back. */
  digits: RegExp;
  /** What people put before the digits and we drop: the old European prefixes ("F-75011", "CH-1204", "B-1000"). */
  prefix: RegExp;
  message: string;
  /** What the form shows as a placeholder. */
  example: string;
  write: (digits: string) => string;
}

const asIs = (digits: string) => digits;

/** 4-digit codes never start with 0 (Swiss 1000–9658, Belgian 1000–9992, Luxembourg 1009–9999). */
const FOUR_DIGITS = /^[1-9]\d{3}$/;

const RULES: Record<PostalCountry, PostalRule> = {
  // Departments 01 to 95, overseas 97, Monaco 980: never 00 or 99.
  FR: {
    digits: /^(?!00|99)\d{5}$/,
    prefix: /^F-?/i,
    message: POSTAL_CODE_MESSAGES.fiveDigits,
    example: '75011',
    write: asIs,
  },
  CH: { digits: FOUR_DIGITS, prefix: /^CH-?/i, message: POSTAL_CODE_MESSAGES.fourDigits, example: '1204', write: asIs },
  BE: { digits: FOUR_DIGITS, prefix: /^B-?/i, message: POSTAL_CODE_MESSAGES.fourDigits, example: '1000', write: asIs },
  LU: {
    digits: FOUR_DIGITS,
    prefix: /^LU?-?/i,
    message: POSTAL_CODE_MESSAGES.luxembourg,
    example: 'L-1234',
    write: (digits) => `L-${digits}`,
  },
};

/** One of the four countries whose postal codes Biclou knows. */
export const isPostalCountry = (country: string): country is PostalCountry => Object.hasOwn(RULES, country);

type PostalCodeCheck = { ok: true; postalCode: string } | { ok: false; message: string };

/**
 * A typed postal code checked and written the country's way: spaces and an old country prefix
 * dropped, Luxembourg's written `L-1234` whether typed "1234", "l 1234" or "L-1234".
 * Example: normalizePostalCode('LU', '1234') → { ok: true, postalCode: 'L-1234' }.
 */
export function normalizePostalCode(country: PostalCountry, input: string): PostalCodeCheck {
  const rule = RULES[country];
  const digits = input.replace(/\s+/g, '').replace(rule.prefix, '');
  return rule.digits.test(digits) ? { ok: true, postalCode: rule.write(digits) } : { ok: false, message: rule.message };
}

/** A code as the country writes it, for a placeholder: "75011", "1204", "1000", "L-1234". */
export const postalCodeExample = (country: PostalCountry): string => RULES[country].example;

/**
 * The postal line of an address: the code before the town in all four countries, the code written
 * the country's way when it is a valid one (a Luxembourg code saved as "1234" before the rule reads
 * "L-1234"), as stored otherwise. Either part may be missing. Example: "L-1234 Luxembourg".
 */
export function postalLine(parts: { postalCode: string | null; city: string | null }, country: string | null): string {
  const code = parts.postalCode?.trim() ?? '';
  const checked = code && country && isPostalCountry(country) ? normalizePostalCode(country, code) : null;
  const written = checked?.ok ? checked.postalCode : code;
  return [written, parts.city?.trim() ?? ''].filter(Boolean).join(' ');
}

/** A whole address on one line, as the country writes it: "25 avenue de la Liberté, L-1931 Luxembourg". */
export function addressLine(
  parts: { address: string | null; postalCode: string | null; city: string | null },
  country: string | null,
): string {
  return [parts.address?.trim() ?? '', postalLine(parts, country)].filter(Boolean).join(', ');
}
