import type { CancelationOptionKey } from '@biclou/domain/cancelation-options';
import type { Locale } from '../../../lib/i18n/locales';
import { amountInput, parseAmount } from '../../../lib/money';

/** The price form as typed: strings, so the schema can say what is wrong with them. */
export interface PriceValues {
  price: string;
  /** Optional prices beside the daily one: '' offers none. */
  halfDay: string;
  hour: string;
  deposit: string;
  minBookingDays: string;
  noticeDays: string;
  discount7Days: string;
  discount30Days: string;
  cancelationOption: CancelationOptionKey;
}

interface PricedListing {
  pricePerDayCents: number | null;
  pricePerHalfDayCents?: number | null;
  pricePerHourCents?: number | null;
  depositCents: number;
  minBookingDays: number;
  noticeDays: number;
  discount7Days: number;
  discount30Days: number;
  cancelationOption: CancelationOptionKey;
}

export function priceValues(listing: PricedListing, locale: Locale): PriceValues {
  return {
    price: amountInput(listing.pricePerDayCents, locale),
    halfDay: amountInput(listing.pricePerHalfDayCents, locale),
    hour: amountInput(listing.pricePerHourCents, locale),
    deposit: listing.depositCents ? amountInput(listing.depositCents, locale) : '',
    minBookingDays: String(listing.minBookingDays),
    noticeDays: String(listing.noticeDays),
    discount7Days: String(listing.discount7Days),
    discount30Days: String(listing.discount30Days),
    cancelationOption: listing.cancelationOption,
  };
}

/** A typed whole number: '' is absent (the default applies), '1.5' stays 1.5 so the schema can refuse it. */
export function typedNumber(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  return value === '' ? undefined : Number(value);
}

/** What PUT /listings/:id/price receives (validated by the contract schema before sending). */
export function pricePayload(v: PriceValues) {
  return {
    pricePerDayCents: parseAmount(v.price) ?? undefined,
    // An emptied field clears the price (null), where the others fall back to their default.
    pricePerHalfDayCents: parseAmount(v.halfDay),
    pricePerHourCents: parseAmount(v.hour),
    depositCents: parseAmount(v.deposit) ?? undefined,
    minBookingDays: typedNumber(v.minBookingDays),
    noticeDays: typedNumber(v.noticeDays),
    discount7Days: typedNumber(v.discount7Days),
    discount30Days: typedNumber(v.discount30Days),
    cancelationOption: v.cancelationOption,
  };
}
