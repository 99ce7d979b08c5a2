import type { SettingsResponse } from '@biclou/contracts/settings';
import { DEFAULT_BOOKING_TIMERS } from '@biclou/domain/booking-timers';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { createTtlCache } from '../../platform/cache/ttl-cache';
import { getBookingSettings, listActiveCountries } from './repository';

/** Every page load asks for the settings; they change only when an admin edits them. */
export const SETTINGS_CACHE_TTL_MS = 5_000;

async function loadPublicSettings(
  deps: Pick<Deps, 'db'> & { config?: Pick<Deps['config'], 'PAYMENT_PROVIDER' | 'STRIPE_PUBLISHABLE_KEY'> },
): Promise<SettingsResponse> {
  const [settings, countryRows] = await Promise.all([getBookingSettings(deps.db), listActiveCountries(deps.db)]);
  if (!settings) throw AppError.notFound('Settings are missing');
  return {
    serviceFeeRateBp: settings.serviceFeeRateBp,
    commissionRateBp: settings.commissionRateBp,
    creditDelayDays: settings.creditDelayDays,
    requestExpiryHours: settings.requestExpiryHours,
    // No column yet: the timers use the default window too (bookings' timerSettings).
    paymentWindowHours: DEFAULT_BOOKING_TIMERS.paymentWindowHours,
    maxOpenRequests: settings.maxOpenRequests,
    maxBookingDays: settings.maxBookingDays,
    maxAdvanceMonths: settings.maxAdvanceMonths,
    cancelationOptions: settings.cancelationOptions as SettingsResponse['cancelationOptions'],
    countries: countryRows.map(({ code, nameEn, nameFr, dialCode, currency }) => ({
      code,
      nameEn,
      nameFr,
      dialCode,
      currency,
    })),
    paymentProvider: deps.config?.PAYMENT_PROVIDER ?? 'sandbox',
    stripePublishableKey:
      deps.config?.PAYMENT_PROVIDER === 'stripe' ? (deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  };
}

/**
 * A per-process cache of the public settings, at most SETTINGS_CACHE_TTL_MS old, so that
 * server rendering does not query them on every page (bench/run.ts). Several instances each
 * hold their own copy; an admin edit is visible everywhere within the TTL, and `invalidate()`
 * makes it immediate on the instance that made it (see ttl-cache.ts); so does any change the page
 * cache learns of, so that a page rendered after it shows the new settings.
 */
export function createSettingsCache(
  deps: Pick<Deps, 'db' | 'clock'> & Partial<Pick<Deps, 'config' | 'metrics' | 'pageCache'>>,
) {
  const cache = createTtlCache<SettingsResponse>({
    ttlMs: SETTINGS_CACHE_TTL_MS,
    clock: deps.clock,
    metrics: deps.metrics && { name: 'settings', lookups: deps.metrics.cacheLookups },
  });
  // A change the page cache learns of (an admin edit, here or on another instance) is not read from a stale copy.
  deps.pageCache?.onInvalidate(() => cache.invalidate());
  return {
    get: () => cache.get('settings', () => loadPublicSettings(deps)),
    invalidate: () => cache.invalidate(),
  };
}
