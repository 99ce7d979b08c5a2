import type { SettingsResponse } from '@biclou/contracts/settings';
import { CANCELATION_OPTIONS, type CancelationOptionKey } from '@biclou/domain/cancelation-options';
import { priceBooking, type PriceBreakdown } from '@biclou/domain/pricing';

/**
 * The example booking the rental contract page fills in: made-up parties and bike, real rules.
 * Prices, fees, commission and the cancellation terms are computed from the live booking settings
 * with the same domain functions the API books with, so the example never drifts from the product.
 */
export const CONTRACT_EXAMPLE = {
  reference: 'BK-7Q4M2X',
  madeOn: '2026-05-28',
  startDate: '2026-06-12',
  endDate: '2026-06-14',
  /** 09:00 on the 12th to 18:00 on the 14th in Lyon (summer time, UTC+2): 57 hours, 3 days with a daily price only. */
  pickupAt: '2026-06-12T07:00:00Z',
  returnAt: '2026-06-14T16:00:00Z',
  timeZone: 'Europe/Paris',
  owner: { name: 'Camille Laurent', city: 'Lyon (69003)', country: 'FR' },
  renter: { name: 'Hugo Bernard', city: 'Villeurbanne (69100)', country: 'FR' },
  bike: {
    brand: 'Gazelle',
    model: 'Ultimate C380',
    category: 'city',
    ebike: true,
    size: 'M',
    marking: 'FR-BIC-69-24815',
    newValueCents: 290_000,
  },
  pricePerDayCents: 1800,
  discount7Pct: 10,
  discount30Pct: 25,
  accessories: [
    { key: 'lock', pricePerDayCents: 0 },
    { key: 'panniers', pricePerDayCents: 200 },
  ],
  depositCents: 25_000,
  currency: 'EUR',
  cancelationOption: 'short_notice' as CancelationOptionKey,
} as const;

/** Fallback rates when the settings did not load: the decisions' defaults (10 % fee, 15 % commission). */
const DEFAULT_RATES = { serviceFeeRateBp: 1000, commissionRateBp: 1500 };

export function contractPrice(settings: SettingsResponse | null): PriceBreakdown {
  const e = CONTRACT_EXAMPLE;
  return priceBooking({
    startDate: e.startDate,
    endDate: e.endDate,
    pricePerDayCents: e.pricePerDayCents,
    discount7Pct: e.discount7Pct,
    discount30Pct: e.discount30Pct,
    accessories: e.accessories,
    serviceFeeRateBp: settings?.serviceFeeRateBp ?? DEFAULT_RATES.serviceFeeRateBp,
    commissionRateBp: settings?.commissionRateBp ?? DEFAULT_RATES.commissionRateBp,
  });
}

export function contractCancelationTerms(settings: SettingsResponse | null) {
  const key = CONTRACT_EXAMPLE.cancelationOption;
  return settings?.cancelationOptions[key] ?? CANCELATION_OPTIONS[key];
}

/** A rate in basis points as a percentage for the text: 1000 → "10", 1250 → "12.5" (locale-formatted by the page). */
export function bpToPct(bp: number): number {
  return bp / 100;
}

/** The example's dates in words: the day the contract was made, the rental's pick-up and return on the bike's clock. */
export interface ContractDates {
  madeOn: string;
  times: string;
}
