import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BookingStatus } from './booking-status';
import {
  DEFAULT_BOOKING_TIMERS,
  isPickupSoonDue,
  isStartsTomorrowDue,
  isStepDue,
  nextSystemStep,
  timerBounds,
  type BookingTimerSettings,
  type TimedBooking,
} from './booking-timers';
import { instantToLocal } from './listing-time-zone';
import { isReviewReminderDue, reviewBounds, reviewDeadline } from './review-rules';

const HOUR = 3_600_000;

/** What a job's SQL says of a row, from the bounds alone (the shape of the WHERE clauses in modules/bookings/jobs). */
function matchesBounds(b: TimedBooking, now: Date, settings: BookingTimerSettings): boolean {
  const x = timerBounds(now, settings);
  // pickup_at − notice_hours hours <= now, as the SQL computes it on the row
  const pastCutoff = b.pickupAt.getTime() - b.noticeHours * HOUR <= x.now.getTime();
  switch (b.status) {
    case 'requested':
      return b.requestedAt <= x.requestedBy || (pastCutoff && b.requestedAt <= x.flooredBy);
    case 'accepted':
      return (
        (b.instant ? b.acceptedAt! <= x.instantAcceptedBy : b.acceptedAt! <= x.acceptedBy) ||
        (pastCutoff && b.acceptedAt! <= x.flooredBy)
      );
    case 'paid':
      return b.pickupAt <= x.now;
    case 'ongoing':
      return b.returnAt <= x.now;
    case 'completed':
    case 'canceled':
    case 'resolved':
      return !b.ownerCredited && b.escrowCents > 0 && b.returnAt <= x.creditableBy;
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
const zones = ['Europe/Paris', 'Europe/Zurich', 'Europe/Brussels', 'Europe/Luxembourg'];
const timed = fc
  .record({
    status: fc.constantFrom(...statuses),
    requestedAt: instant,
    acceptedAfterMin: fc.integer({ min: 0, max: 60 * 24 * 30 }),
    noticeHours: fc.integer({ min: 1, max: 168 }),
    // minutes from the notice's end to the pickup: often small, so the cutoff and the floor meet
    slackMin: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 60 * 24 * 60 })),
    lengthMin: fc.integer({ min: 1, max: 60 * 24 * 30 }),
    instant: fc.boolean(),
    ownerCredited: fc.boolean(),
    escrowCents: fc.constantFrom(0, 1, 12_345),
  })
  .map((r): TimedBooking => {
    const pickupAt = new Date(r.requestedAt.getTime() + r.noticeHours * HOUR + r.slackMin * 60_000);
    return {
      status: r.status,
      pickupAt,
      returnAt: new Date(pickupAt.getTime() + r.lengthMin * 60_000),
      noticeHours: r.noticeHours,
      instant: r.instant,
      requestedAt: r.requestedAt,
      acceptedAt: new Date(r.requestedAt.getTime() + (r.instant ? 0 : r.acceptedAfterMin * 60_000)),
      ownerCredited: r.ownerCredited,
      escrowCents: r.escrowCents,
    };
  });
const settings = fc.record({
  requestExpiryHours: fc.integer({ min: 1, max: 96 }),
  paymentWindowHours: fc.integer({ min: 1, max: 96 }),
  instantPaymentWindowMinutes: fc.integer({ min: 5, max: 1440 }),
  creditDelayDays: fc.integer({ min: 0, max: 30 }),
});
/** Instants near the booking's own deadlines and reminders, where an off-by-one would show. */
const nearDeadline = (b: TimedBooking, s: BookingTimerSettings) => {
  const step = nextSystemStep(b, s);
  const bases = [
    step ? step.dueAt.getTime() : b.requestedAt.getTime(),
    b.pickupAt.getTime(),
    b.pickupAt.getTime() - 2 * HOUR,
    b.pickupAt.getTime() - 24 * HOUR,
  ];
  return fc
    .tuple(fc.constantFrom(...bases), fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }))
    .chain(([base, d]) => fc.constantFrom(base, base - 1, base + 1, base + d))
    .map((ms) => new Date(ms));
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

  it("the reminders' bounds select exactly the paid bookings whose reminder is due (property, every zone)", () => {
    fc.assert(
      fc.property(timed, fc.constantFrom(...zones), fc.boolean(), (b, timeZone, paid) => {
        const r = { ...b, status: paid ? ('paid' as const) : b.status };
        const reminded = { ...r, timeZone, startDate: instantToLocal(r.pickupAt, timeZone).date };
        fc.assert(
          fc.property(nearDeadline(r, DEFAULT_BOOKING_TIMERS), (now) => {
            const x = timerBounds(now);
            const tomorrow = x.startsTomorrow.some((z) => z.timeZone === timeZone && z.date === reminded.startDate);
            expect(reminded.status === 'paid' && tomorrow).toBe(isStartsTomorrowDue(reminded, now));
            const soon = reminded.status === 'paid' && r.pickupAt > x.now && r.pickupAt <= x.pickupSoonBy;
            expect(soon).toBe(isPickupSoonDue(reminded, now));
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    [
      'at 12:00 in Paris',
      '2026-07-12T10:00:00Z',
      {
        requestedBy: '2026-07-10T10:00:00.000Z',
        acceptedBy: '2026-07-10T10:00:00.000Z',
        instantAcceptedBy: '2026-07-12T09:30:00.000Z',
        flooredBy: '2026-07-12T09:30:00.000Z',
        creditableBy: '2026-07-08T10:00:00.000Z',
        pickupSoonBy: '2026-07-12T12:00:00.000Z',
        tomorrow: '2026-07-13',
      },
    ],
    [
      'just after midnight in Paris (CEST)',
      '2026-07-11T22:30:00Z',
      {
        requestedBy: '2026-07-09T22:30:00.000Z',
        acceptedBy: '2026-07-09T22:30:00.000Z',
        instantAcceptedBy: '2026-07-11T22:00:00.000Z',
        flooredBy: '2026-07-11T22:00:00.000Z',
        creditableBy: '2026-07-07T22:30:00.000Z',
        pickupSoonBy: '2026-07-12T00:30:00.000Z',
        tomorrow: '2026-07-13',
      },
    ],
    [
      'just before midnight in Paris (CET)',
      '2026-01-14T22:59:00Z',
      {
        requestedBy: '2026-01-12T22:59:00.000Z',
        acceptedBy: '2026-01-12T22:59:00.000Z',
        instantAcceptedBy: '2026-01-14T22:29:00.000Z',
        flooredBy: '2026-01-14T22:29:00.000Z',
        creditableBy: '2026-01-10T22:59:00.000Z',
        pickupSoonBy: '2026-01-15T00:59:00.000Z',
        tomorrow: '2026-01-15',
      },
    ],
  ])('bounds %s', (_label, now, expected) => {
    const x = timerBounds(new Date(now));
    const { tomorrow, ...instants } = expected;
    expect({
      requestedBy: x.requestedBy.toISOString(),
      acceptedBy: x.acceptedBy.toISOString(),
      instantAcceptedBy: x.instantAcceptedBy.toISOString(),
      flooredBy: x.flooredBy.toISOString(),
      creditableBy: x.creditableBy.toISOString(),
      pickupSoonBy: x.pickupSoonBy.toISOString(),
    }).toEqual(instants);
    expect(x.startsTomorrow).toEqual(zones.map((timeZone) => ({ timeZone, date: tomorrow })));
  });

  it('isStepDue names the step: a due paid booking starts, it is not credited', () => {
    const paid: TimedBooking = {
      status: 'paid',
      pickupAt: new Date('2026-07-10T06:00:00Z'),
      returnAt: new Date('2026-07-12T18:00:00Z'),
      noticeHours: 24,
      instant: false,
      requestedAt: new Date('2026-07-01T10:00:00Z'),
      acceptedAt: new Date('2026-07-01T11:00:00Z'),
      ownerCredited: false,
      escrowCents: 100,
    };
    expect(isStepDue(paid, new Date('2026-07-10T06:00:00Z'), { to: 'ongoing' })).toBe(true);
    expect(isStepDue(paid, new Date('2026-07-10T05:59:59Z'), { to: 'ongoing' })).toBe(false);
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
