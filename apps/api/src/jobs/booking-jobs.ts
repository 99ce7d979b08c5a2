import { sql } from 'drizzle-orm';
import { bookings } from '@biclou/db/schema';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import type { BookingTimerSettings } from '@biclou/domain/booking-timers';
import { ts, type TransitionJob } from './transition-job';

const HOUR_MS = 3_600_000;

/**
 * The system timer's transitions as SQL, the same rules as packages/domain/src/booking-timers.ts:
 * "the start of a Paris day has passed" is `date <= parisToday(now)`, so SQL needs no time zone.
 */
export function bookingJobs(now: Date, settings: BookingTimerSettings): TransitionJob[] {
  const today = parisToday(now);
  return [
    {
      // requestExpiresAt = min(requested_at + 48 h, start of the start date)
      from: 'requested', to: 'expired', reason: 'request_not_answered',
      due: sql`(${bookings.requestedAt} <= ${ts(new Date(now.getTime() - settings.requestExpiryHours * HOUR_MS))} OR ${bookings.startDate} <= ${today})`,
      changes: (at) => ({ expiredAt: at }),
    },
    {
      // paymentDeadline = min(accepted_at + 48 h, start of the start date)
      from: 'accepted', to: 'expired', reason: 'payment_not_made',
      due: sql`(${bookings.acceptedAt} <= ${ts(new Date(now.getTime() - settings.paymentWindowHours * HOUR_MS))} OR ${bookings.startDate} <= ${today})`,
      changes: (at) => ({ expiredAt: at }),
    },
    {
      // startsAt = start of the start date
      from: 'paid', to: 'ongoing', reason: 'rental_started',
      due: sql`${bookings.startDate} <= ${today}`,
      changes: (at) => ({ startedAt: at }),
    },
    {
      // completesAt = start of the day after the end date
      from: 'ongoing', to: 'completed', reason: 'rental_ended',
      due: sql`${bookings.endDate} < ${today}`,
      changes: (at) => ({ completedAt: at }),
    },
  ];
}

/** The last end date whose credit is due today: balanceCreditDate(end) <= today. */
export const lastCreditableEndDate = (now: Date, creditDelayDays: number) => addDays(parisToday(now), -creditDelayDays);
