import type { SettingsResponse } from '@biclou/contracts/settings';
import { DEFAULT_BOOKING_TIMERS, earningsAvailableAfterDays } from '@biclou/domain/booking-timers';
import { FULL_REFUND_DAYS } from '@biclou/domain/cancelation-options';
import { PAYOUT_TRANSFER_MAX_DAYS } from '@biclou/domain/content-constants';

/** The numbers the pages' sentences name, each from the live booking settings or the domain's constants. */
export interface SettingsNumbers {
  /** How long an owner has to answer a request (the request's expiry). */
  responseHours: number;
  /** How long a renter has to pay once accepted. */
  paymentHours: number;
  /** Days from a rental's end until its earnings are available (never less than 1: a rental is credited once completed). */
  creditDays: number;
  /** Up to how many days a bank transfer takes. */
  transferDays: number;
  /** From how many days before the start every cancellation is fully refunded. */
  fullRefundDays: number;
}

type NumbersFrom = Partial<Pick<SettingsResponse, 'requestExpiryHours' | 'paymentWindowHours' | 'creditDelayDays'>>;

/** `settingsNumbers({ requestExpiryHours: 1, creditDelayDays: 0 })` → { responseHours: 1, creditDays: 1, … }. */
export function settingsNumbers(settings: NumbersFrom | null | undefined): SettingsNumbers {
  return {
    responseHours: settings?.requestExpiryHours ?? DEFAULT_BOOKING_TIMERS.requestExpiryHours,
    paymentHours: settings?.paymentWindowHours ?? DEFAULT_BOOKING_TIMERS.paymentWindowHours,
    creditDays: earningsAvailableAfterDays(settings?.creditDelayDays),
    transferDays: PAYOUT_TRANSFER_MAX_DAYS,
    fullRefundDays: FULL_REFUND_DAYS,
  };
}
