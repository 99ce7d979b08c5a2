import { timerBounds, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { timerCandidates } from './timer-repository';
import type { TransitionJob } from './transition-job';

/**
 * The system timer's transitions. The rule is packages/domain/src/booking-timers.ts: SQL selects
 * candidates with the bounds `timerBounds` computes (exact, property-tested), and `isStepDue`
 * decides each locked row. Every deadline is an instant, so SQL compares instants and needs no time zone.
 */
export function timerTransitions(now: Date, settings: BookingTimerSettings): TransitionJob[] {
  const x = timerBounds(now, settings);
  return [
    {
      from: 'requested',
      to: 'expired',
      reason: 'request_not_answered',
      event: 'booking.expired',
      due: timerCandidates.requestUnanswered(x),
      changes: (at) => ({ expiredAt: at }),
    },
    {
      from: 'accepted',
      to: 'expired',
      reason: 'payment_not_made',
      event: 'booking.expired',
      due: timerCandidates.paymentNotMade(x),
      changes: (at) => ({ expiredAt: at }),
    },
    {
      from: 'paid',
      to: 'ongoing',
      reason: 'rental_started',
      event: 'booking.started',
      due: timerCandidates.rentalStarted(x),
      changes: (at) => ({ startedAt: at }),
    },
    {
      from: 'ongoing',
      to: 'completed',
      reason: 'rental_ended',
      event: 'booking.completed',
      due: timerCandidates.rentalEnded(x),
      changes: (at) => ({ completedAt: at }),
    },
  ];
}
