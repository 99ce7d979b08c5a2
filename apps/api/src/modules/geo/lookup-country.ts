import {
  COUNTRY_LOOKUP_ERROR,
  FALLBACK_COUNTRY,
  isSupportedCountry,
  parseIpCountryReply,
} from '@biclou/domain/ip-country';
import type { Deps } from '../../platform/deps';

const LOOKUP_TIMEOUT_MS = 1500;
const CACHE_TTL_MS = 10 * 60 * 1000;
// A failure is remembered briefly too, so an unreachable service costs 1.5 s once a minute, not on every page.
const FAILURE_TTL_MS = 60 * 1000;
const CACHE_MAX = 5000;

type CountryGuess = { country: string; source: 'lookup' | 'fallback'; error?: string };

/**
 * Guesses the default phone country from the client IP with the configured lookup (spec §7):
 * 1.5 s at most; any failure falls back to FR; a country Biclou does not serve also falls back.
 * Answers are cached per IP: ten minutes, or one minute for a failure.
 */
export function createCountryLookup(deps: Pick<Deps, 'config' | 'fetch' | 'clock'>) {
  const cache = new Map<string, { guess: CountryGuess; until: number }>();

  async function ask(ip: string): Promise<CountryGuess> {
    try {
      const url = deps.config.IP_COUNTRY_URL.replace('{ip}', encodeURIComponent(ip));
      const res = await deps.fetch(url, {
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        headers: { accept: 'text/plain' },
      });
      if (!res.ok) return { country: FALLBACK_COUNTRY, source: 'fallback', error: COUNTRY_LOOKUP_ERROR };
      const reply = parseIpCountryReply((await res.text()).trim());
      if (!reply.ok) return { country: FALLBACK_COUNTRY, source: 'fallback', error: reply.error };
      return isSupportedCountry(reply.country)
        ? { country: reply.country, source: 'lookup' }
        : { country: FALLBACK_COUNTRY, source: 'fallback' };
    } catch {
      return { country: FALLBACK_COUNTRY, source: 'fallback', error: COUNTRY_LOOKUP_ERROR };
    }
  }

  return async function lookupCountry(ip: string): Promise<CountryGuess> {
    const now = deps.clock.now().getTime();
    const hit = cache.get(ip);
    if (hit && hit.until > now) return hit.guess;
    const guess = await ask(ip);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(ip, { guess, until: now + (guess.error ? FAILURE_TTL_MS : CACHE_TTL_MS) });
    return guess;
  };
}
