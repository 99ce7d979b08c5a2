import { sql } from 'drizzle-orm';
import { bookings } from '@biclou/db/schema';
import { timerBounds, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { ts } from '../../../platform/jobs/module-job';
import type { TransitionJob } from './transition-job';

/**
 * The system timer's transitions. The rule is packages/domain/src/booking-timers.ts: SQL selects
 * candidates with the bounds `timerBounds` computes (exact, property-tested), and `isStepDue`
 * decides each locked row. A Paris calendar day is a date compared as a date, so SQL needs no time zone.
 */
export function timerTransitions(now: Date, settings: BookingTimerSettings): TransitionJob[] {
  const x = timerBounds(now, settings);
  return [
    {
      from: 'requested',
      to: 'expired',
      reason: 'request_not_answered',
      event: 'booking.expired',
      due: sql`(${bookings.requestedAt} <= ${ts(x.requestedBy)} OR ${bookings.startDate} <= ${x.startedBy})`,
      changes: (at) => ({ expiredAt: at }),
    },
    {
      from: 'accepted',
      to: 'expired',
      reason: 'payment_not_made',
      event: 'booking.expired',
      due: sql`(${bookings.acceptedAt} <= ${ts(x.acceptedBy)} OR ${bookings.startDate} <= ${x.startedBy})`,
      changes: (at) => ({ expiredAt: at }),
    },
    {
      from: 'paid',
      to: 'ongoing',
      reason: 'rental_started',
      event: 'booking.started',
      due: sql`${bookings.startDate} <= ${x.startedBy}`,
      changes: (at) => ({ startedAt: at }),
    },
    {
      from: 'ongoing',
      to: 'completed',
      reason: 'rental_ended',
      event: 'booking.completed',
      due: sql`${bookings.endDate} <= ${x.endedBy}`,
      changes: (at) => ({ completedAt: at }),
    },
  ];
}
