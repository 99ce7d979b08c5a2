import type { DbOrTx } from '@biclou/db/client';
import type { bookingSettings } from '@biclou/db/schema';
import { DEFAULT_BOOKING_TIMERS, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { DEFAULT_BOOKING_WINDOW, type BookingWindowLimits } from '@biclou/domain/booking-window';
import {
  CANCELATION_OPTIONS,
  type CancelationOptionKey,
  type CancelationOptionRule,
} from '@biclou/domain/cancelation-options';
import { getBookingSettings } from '../settings';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

export const loadBookingSettings = (tx: DbOrTx) => getBookingSettings(tx);

/** The timers of the settings row (a request's payment window has no column yet: 48 h, like the request expiry default). */
export function timerSettings(row: BookingSettingsRow | undefined): BookingTimerSettings {
  return {
    requestExpiryHours: row?.requestExpiryHours ?? DEFAULT_BOOKING_TIMERS.requestExpiryHours,
    paymentWindowHours: DEFAULT_BOOKING_TIMERS.paymentWindowHours,
    instantPaymentWindowMinutes: row?.instantPaymentWindowMinutes ?? DEFAULT_BOOKING_TIMERS.instantPaymentWindowMinutes,
    creditDelayDays: row?.creditDelayDays ?? DEFAULT_BOOKING_TIMERS.creditDelayDays,
  };
}

/** The option's live rule as the admin edited it in the settings, else the default. */
export function cancelationRuleOf(
  row: BookingSettingsRow | undefined,
  key: CancelationOptionKey,
): CancelationOptionRule {
  const stored = (
    row?.cancelationOptions as Partial<Record<CancelationOptionKey, Partial<CancelationOptionRule>>> | undefined
  )?.[key];
  const fallback = CANCELATION_OPTIONS[key];
  return {
    delayDays: stored?.delayDays ?? fallback.delayDays,
    refundBeforeDelayPct: stored?.refundBeforeDelayPct ?? fallback.refundBeforeDelayPct,
    refundAfterDelayPct: stored?.refundAfterDelayPct ?? fallback.refundAfterDelayPct,
  };
}

export const rates = (row: BookingSettingsRow | undefined) => ({
  serviceFeeRateBp: row?.serviceFeeRateBp ?? 1000,
  commissionRateBp: row?.commissionRateBp ?? 1500,
});
export const maxOpenRequests = (row: BookingSettingsRow | undefined) => row?.maxOpenRequests ?? 5;
/** The longest booking and the latest start (domain/booking-window.ts). */
export const bookingWindow = (row: BookingSettingsRow | undefined): BookingWindowLimits => ({
  maxBookingDays: row?.maxBookingDays ?? DEFAULT_BOOKING_WINDOW.maxBookingDays,
  maxAdvanceMonths: row?.maxAdvanceMonths ?? DEFAULT_BOOKING_WINDOW.maxAdvanceMonths,
});
