import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BookingStatus } from './booking-status';
import { isStepDue, nextSystemStep, timerBounds, type BookingTimerSettings, type TimedBooking } from './booking-timers';
import { addDays, parisToday } from './paris-calendar';
import { isReviewReminderDue, reviewBounds, reviewDeadline } from './review-rules';

/** What a job's SQL says of a row, from the bounds alone (the shape of the WHERE clauses in modules/bookings/jobs). */
function matchesBounds(b: TimedBooking, now: Date, settings: BookingTimerSettings): boolean {
  const x = timerBounds(now, settings);
  switch (b.status) {
    case 'requested':
      return b.requestedAt <= x.requestedBy || b.startDate <= x.startedBy;
    case 'accepted':
      return b.acceptedAt! <= x.acceptedBy || b.startDate <= x.startedBy;
    case 'paid':
      return b.startDate <= x.startedBy;
    case 'ongoing':
      return b.endDate <= x.endedBy;
    case 'completed':
    case 'canceled':
    case 'resolved':
      return !b.ownerCredited && b.escrowCents > 0 && b.endDate <= x.creditableBy;
    default:
      return false;
  }
}

const instant = fc
  .integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
  .map((ms) => new Date(ms));
const statuses: BookingStatus[] = [
  'requested',
  'accepted',
  'paid',
  'ongoing',
  'completed',
  'canceled',
  'rejected',
  'expired',
  'disputed',
  'resolved',
];
const timed = fc
  .record({
    status: fc.constantFrom(...statuses),
    requestedAt: instant,
    acceptedAfterH: fc.integer({ min: 0, max: 24 * 30 }),
    startInDays: fc.integer({ min: 0, max: 60 }),
    days: fc.integer({ min: 1, max: 30 }),
    ownerCredited: fc.boolean(),
    escrowCents: fc.constantFrom(0, 1, 12_345),
  })
  .map((r): TimedBooking => {
    const startDate = addDays(parisToday(r.requestedAt), r.startInDays);
    return {
      status: r.status,
      startDate,
      endDate: addDays(startDate, r.days - 1),
      requestedAt: r.requestedAt,
      acceptedAt: new Date(r.requestedAt.getTime() + r.acceptedAfterH * 3_600_000),
      ownerCredited: r.ownerCredited,
      escrowCents: r.escrowCents,
    };
  });
const settings = fc.record({
  requestExpiryHours: fc.integer({ min: 1, max: 96 }),
  paymentWindowHours: fc.integer({ min: 1, max: 96 }),
  creditDelayDays: fc.integer({ min: 0, max: 30 }),
});
/** Instants near the booking's own deadlines, where an off-by-one would show. */
const nearDeadline = (b: TimedBooking, s: BookingTimerSettings) => {
  const step = nextSystemStep(b, s);
  const base = step ? step.dueAt.getTime() : b.requestedAt.getTime();
  return fc
    .integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 })
    .chain((d) => fc.constantFrom(0, -1, 1, d))
    .map((d) => new Date(base + d));
};

describe('timerBounds: the jobs select exactly the bookings whose next step is due', () => {
  it('a booking meets its bounds iff nextSystemStep is due (property, near each deadline)', () => {
    fc.assert(
      fc.property(timed, settings, (b, s) => {
        fc.assert(
          fc.property(nearDeadline(b, s), (now) => {
            const step = nextSystemStep(b, s);
            const due = step !== null && step.dueAt.getTime() <= now.getTime();
            expect(matchesBounds(b, now, s)).toBe(due);
            if (step) expect(isStepDue(b, now, step.kind === 'credit' ? 'credit' : { to: step.to }, s)).toBe(due);
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    [
      'at 12:00 in Paris',
      '2026-07-12T10:00:00Z',
      {
        requestedBy: '2026-07-10T10:00:00.000Z',
        startedBy: '2026-07-12',
        endedBy: '2026-07-11',
        creditableBy: '2026-07-08',
        startsTomorrow: '2026-07-13',
      },
    ],
    [
      'just after midnight in Paris (CEST)',
      '2026-07-11T22:30:00Z',
      {
        requestedBy: '2026-07-09T22:30:00.000Z',
        startedBy: '2026-07-12',
        endedBy: '2026-07-11',
        creditableBy: '2026-07-08',
        startsTomorrow: '2026-07-13',
      },
    ],
    [
      'just before midnight in Paris (CET)',
      '2026-01-14T22:59:00Z',
      {
        requestedBy: '2026-01-12T22:59:00.000Z',
        startedBy: '2026-01-14',
        endedBy: '2026-01-13',
        creditableBy: '2026-01-10',
        startsTomorrow: '2026-01-15',
      },
    ],
  ])('bounds %s', (_label, now, expected) => {
    const x = timerBounds(new Date(now));
    expect({ ...x, requestedBy: x.requestedBy.toISOString(), acceptedBy: undefined }).toEqual({
      ...expected,
      acceptedBy: undefined,
    });
  });

  it('isStepDue names the step: a due paid booking starts, it is not credited', () => {
    const paid: TimedBooking = {
      status: 'paid',
      startDate: '2026-07-10',
      endDate: '2026-07-12',
      requestedAt: new Date('2026-07-01T10:00:00Z'),
      acceptedAt: new Date('2026-07-01T11:00:00Z'),
      ownerCredited: false,
      escrowCents: 100,
    };
    expect(isStepDue(paid, new Date('2026-07-09T22:00:00Z'), { to: 'ongoing' })).toBe(true);
    expect(isStepDue(paid, new Date('2026-07-09T21:59:59Z'), { to: 'ongoing' })).toBe(false);
    expect(isStepDue(paid, new Date('2026-08-01T00:00:00Z'), 'credit')).toBe(false);
  });
});

describe('reviewBounds: the review jobs select exactly the due rows', () => {
  it('reminder and publication bounds agree with isReviewReminderDue and reviewDeadline (property)', () => {
    fc.assert(
      fc.property(
        instant,
        fc
          .integer({ min: -20 * 86_400_000, max: 20 * 86_400_000 })
          .chain((d) => fc.constantFrom(d, 10 * 86_400_000, 14 * 86_400_000, 14 * 86_400_000 - 1)),
        (completedAt, after) => {
          const now = new Date(completedAt.getTime() + after);
          const x = reviewBounds(now);
          expect(completedAt <= x.remindCompletedBy && completedAt > x.windowOpenAfter).toBe(
            isReviewReminderDue(completedAt, now),
          );
          expect(completedAt <= x.windowOpenAfter).toBe(reviewDeadline(completedAt) <= now);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a rental completed 2026-07-01T00:00Z is reminded from 07-11T00:00Z until before 07-15T00:00Z', () => {
    const done = new Date('2026-07-01T00:00:00Z');
    expect(isReviewReminderDue(done, new Date('2026-07-10T23:59:59Z'))).toBe(false);
    expect(isReviewReminderDue(done, new Date('2026-07-11T00:00:00Z'))).toBe(true);
    expect(isReviewReminderDue(done, new Date('2026-07-14T23:59:59Z'))).toBe(true);
    expect(isReviewReminderDue(done, new Date('2026-07-15T00:00:00Z'))).toBe(false);
  });
});
