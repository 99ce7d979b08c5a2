import {
  paymentDeadline,
  requestExpiresAt,
  type BookingTimerSettings,
  type TimedBooking,
} from '@biclou/domain/booking-timers';
import type { BookingRow } from './repositories/booking-repository';

/**
 * A booking row as the domain's timers see it (`nextSystemStep`). An accepted row without its
 * acceptance time (never written by accept: a fixture or a hand-made fix) counts as accepted when
 * it was requested, as the jobs' SQL reads it (`coalesce(accepted_at, requested_at)`), instead of
 * stopping the job.
 */
export function timedBookingOf(row: BookingRow): TimedBooking {
  return {
    status: row.status,
    pickupAt: row.pickupAt,
    returnAt: row.returnAt,
    noticeHours: row.noticeHours,
    instant: row.instant,
    requestedAt: row.requestedAt,
    acceptedAt: row.acceptedAt ?? (row.status === 'accepted' ? row.requestedAt : null),
    ownerCredited: row.creditedAt !== null,
    escrowCents: row.creditOwnerCents + row.creditPlatformCents,
  };
}

/** When the owner's answer to this request is due (the response window, shrunk by the notice). */
export const requestDeadlineOf = (row: BookingRow, timers: BookingTimerSettings): Date => requestExpiresAt(row, timers);

/** When the renter's payment is due, from the acceptance (the instant window for an instant booking). */
export const paymentDeadlineOf = (row: BookingRow, timers: BookingTimerSettings): Date =>
  paymentDeadline({ ...row, acceptedAt: row.acceptedAt ?? row.requestedAt }, timers);
