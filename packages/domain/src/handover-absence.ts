/**
 * What a booking page says where a handover report is missing: it is still due (and when), it was
 * not written, or the rental never took place (a booking closed before its start, a dispute decided
 * before the handover). Pages call it with today's date in Paris.
 */
import type { BookingStatus } from './booking-status';

type HandoverKindName = 'checkin' | 'checkout';
type HandoverAbsence = 'due' | 'not-written' | 'no-rental';

const UNDER_WAY: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'ongoing'];

/** Whether the rental took place: it is going on or ended, and it was not closed before its first day. */
export function rentalTookPlace(booking: { status: BookingStatus; startDate: string }, today: string): boolean {
  if (booking.status === 'ongoing' || booking.status === 'completed') return true;
  if (booking.status === 'disputed' || booking.status === 'resolved') return booking.startDate <= today;
  return false;
}

/**
 * `handoverAbsence('checkout', { status: 'ongoing', startDate: '2026-12-01', endDate: '2026-12-04' }, '2026-12-02')`
 * → { absence: 'due', on: '2026-12-04' }: during the rental the check-out is due at its end, not "missing".
 */
export function handoverAbsence(
  kind: HandoverKindName,
  booking: { status: BookingStatus; startDate: string; endDate: string },
  today: string,
): { absence: HandoverAbsence; on: string | null } {
  const on = kind === 'checkin' ? booking.startDate : booking.endDate;
  if (UNDER_WAY.includes(booking.status) && today <= on) return { absence: 'due', on };
  if (!rentalTookPlace(booking, today) && !UNDER_WAY.includes(booking.status))
    return { absence: 'no-rental', on: null };
  return { absence: 'not-written', on: null };
}
