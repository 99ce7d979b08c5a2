import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import type { PlaceholderSettings } from '../modules/content/placeholders';

/** The shipped booking settings, as the content pages read them. */
export const DEFAULT_SETTINGS: PlaceholderSettings = {
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
  creditDelayDays: 4,
  requestExpiryHours: 48,
  maxOpenRequests: 5,
  maxBookingDays: 90,
  maxAdvanceMonths: 12,
  cancelationOptions: CANCELATION_OPTIONS,
};

/** Every count the settings hold at `n` (the cancellation options' delays too), the rest as shipped. */
export function settingsCountingTo(n: number): PlaceholderSettings {
  const options: PlaceholderSettings['cancelationOptions'] = { ...CANCELATION_OPTIONS };
  for (const key of CANCELATION_OPTION_KEYS) options[key] = { ...CANCELATION_OPTIONS[key], delayDays: n };
  return {
    ...DEFAULT_SETTINGS,
    creditDelayDays: n,
    requestExpiryHours: n,
    maxOpenRequests: n,
    maxBookingDays: n,
    maxAdvanceMonths: n,
    cancelationOptions: options,
  };
}
