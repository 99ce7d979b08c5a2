/** The countries Biclou operates in; a lookup answering anything else falls back to France. */
const SUPPORTED_COUNTRIES = ['FR', 'CH', 'BE', 'LU'] as const;
type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];
export const FALLBACK_COUNTRY: SupportedCountry = 'FR';
/** Spec §8: the error for an empty reply or one that does not start with "1". */
export const COUNTRY_LOOKUP_ERROR = 'unable to fetch the country';

type IpCountryReply = { ok: true; country: string } | { ok: false; error: string };

/**
 * Reads the IP-to-country lookup's text reply (spec §7): it starts with "1" on success and the
 * two-letter code is characters 3-4. Example: "1;FR;FRA;France" → { ok: true, country: "FR" }.
 */
export function parseIpCountryReply(text: string): IpCountryReply {
  if (!text || text[0] !== '1') return { ok: false, error: COUNTRY_LOOKUP_ERROR };
  const country = text.slice(2, 4).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { ok: false, error: COUNTRY_LOOKUP_ERROR };
  return { ok: true, country };
}

export function isSupportedCountry(code: string): code is SupportedCountry {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(code);
}
