import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTransition } from './booking-status';
import {
  balanceCreditAt,
  DEFAULT_BOOKING_TIMERS,
  dueTransitions,
  isPickupSoonDue,
  isStartsTomorrowDue,
  nextSystemStep,
  noticeCutoff,
  paymentDeadline,
  requestExpiresAt,
  WINDOW_FLOOR_MINUTES,
  windowLength,
  type BookingTimerSettings,
  type SystemStep,
  type TimedBooking,
} from './booking-timers';
import { instantToLocal, localToInstant } from './listing-time-zone';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const HOUR = 3_600_000;
/** A local time on a zone's clock as its instant (the test's times all exist). */
const local = (date: string, time: string, zone = 'Europe/Paris') => {
  const found = localToInstant({ date, time }, zone);
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in ${zone}`);
  return found.instant;
};
const booking = (o: Partial<TimedBooking>): TimedBooking => ({
  status: 'requested',
  pickupAt: local('2026-07-10', '08:00'),
  returnAt: local('2026-07-12', '20:00'),
  noticeHours: 24,
  instant: false,
  requestedAt: at('2026-07-01T10:00:00Z'),
  acceptedAt: null,
  ownerCredited: false,
  escrowCents: 0,
  ...o,
});
const steps = (s: SystemStep[]) =>
  s.map((x) =>
    x.kind === 'credit' ? `credit@${x.dueAt.toISOString()}` : `${x.from}>${x.to}@${x.dueAt.toISOString()}`,
  );

describe("the owner's response window (request expiry)", () => {
  it.each([
    [
      '48 h when the pickup is far',
      '2026-07-01T10:00:00Z',
      local('2026-07-10', '08:00'),
      24,
      '2026-07-03T10:00:00.000Z',
    ],
    [
      'the pickup minus the notice when sooner: tomorrow 09:00 with 3 hours’ notice ends at 06:00 (Paris)',
      '2026-07-01T10:00:00Z',
      local('2026-07-02', '09:00'),
      3,
      '2026-07-02T04:00:00.000Z',
    ],
    [
      'a request right at the notice keeps the 30-minute floor',
      '2026-07-01T10:00:00Z',
      at('2026-07-01T13:00:00Z'),
      3,
      '2026-07-01T10:30:00.000Z',
    ],
    [
      'a request 10 minutes before the cutoff still gets 30 minutes',
      '2026-07-01T10:00:00Z',
      at('2026-07-01T13:10:00Z'),
      3,
      '2026-07-01T10:30:00.000Z',
    ],
    [
      'a request 40 minutes before the cutoff gets those 40 minutes',
      '2026-07-01T10:00:00Z',
      at('2026-07-01T13:40:00Z'),
      3,
      '2026-07-01T10:40:00.000Z',
    ],
    [
      'exactly 48 h when both coincide',
      '2026-06-30T22:00:00Z',
      at('2026-07-03T22:00:00Z'),
      24,
      '2026-07-02T22:00:00.000Z',
    ],
    [
      '48 real hours across the spring clock change',
      '2026-03-28T12:00:00Z',
      local('2026-04-10', '08:00'),
      24,
      '2026-03-30T12:00:00.000Z',
    ],
    [
      'spring change, Paris: 24 hours before Sunday 12:00 (CEST) is Saturday 11:00 (CET)',
      '2026-03-27T12:00:00Z',
      local('2026-03-29', '12:00'),
      24,
      local('2026-03-28', '11:00').toISOString(),
    ],
    [
      'autumn change, Paris: 24 hours before Sunday 12:00 (CET) is Saturday 13:00 (CEST)',
      '2026-10-23T12:00:00Z',
      local('2026-10-25', '12:00'),
      24,
      local('2026-10-24', '13:00').toISOString(),
    ],
    [
      'spring change, Zurich: 3 hours before 04:00 is 00:00 (02:00–02:59 does not exist)',
      '2026-03-28T12:00:00Z',
      local('2026-03-29', '04:00', 'Europe/Zurich'),
      3,
      local('2026-03-29', '00:00', 'Europe/Zurich').toISOString(),
    ],
    [
      'autumn change, Zurich: 3 hours before 03:30 (CET) is 01:30 (CEST)',
      '2027-10-30T08:00:00Z',
      local('2027-10-31', '03:30', 'Europe/Zurich'),
      3,
      local('2027-10-31', '01:30', 'Europe/Zurich').toISOString(),
    ],
  ])('%s', (_label, requestedAt, pickupAt, noticeHours, expected) => {
    expect(requestExpiresAt({ requestedAt: at(requestedAt), pickupAt, noticeHours }).toISOString()).toBe(expected);
  });

  it('respects other settings', () => {
    expect(
      requestExpiresAt(
        { requestedAt: at('2026-07-01T10:00:00Z'), pickupAt: at('2026-07-10T06:00:00Z'), noticeHours: 24 },
        { requestExpiryHours: 24 },
      ).toISOString(),
    ).toBe('2026-07-02T10:00:00.000Z');
  });
});

describe("the renter's payment window", () => {
  const far = local('2026-07-10', '08:00');
  it.each([
    ['a request accepted: 48 h', false, '2026-07-02T08:00:00Z', far, 24, '2026-07-04T08:00:00.000Z'],
    ['an instant booking: 30 minutes', true, '2026-07-02T08:00:00Z', far, 24, '2026-07-02T08:30:00.000Z'],
    [
      'a request for tomorrow 09:00 with 3 hours’ notice, accepted in the evening: due at 06:00 (Paris)',
      false,
      '2026-07-01T18:00:00Z',
      local('2026-07-02', '09:00'),
      3,
      '2026-07-02T04:00:00.000Z',
    ],
    [
      'accepted after the cutoff (the owner used the floor): 30 more minutes',
      false,
      '2026-07-01T10:30:00Z',
      at('2026-07-01T13:00:00Z'),
      3,
      '2026-07-01T11:00:00.000Z',
    ],
    [
      'an instant booking right at the notice: its 30 minutes (the floor)',
      true,
      '2026-07-01T10:00:00Z',
      at('2026-07-01T11:00:00Z'),
      1,
      '2026-07-01T10:30:00.000Z',
    ],
  ])('%s', (_label, instant, acceptedAt, pickupAt, noticeHours, expected) => {
    expect(paymentDeadline({ acceptedAt: at(acceptedAt), pickupAt, noticeHours, instant }).toISOString()).toBe(
      expected,
    );
  });

  it('an instant window longer than the notice leaves ends at the cutoff; one shorter than the floor is its own length', () => {
    const b = { acceptedAt: at('2026-07-01T10:00:00Z'), pickupAt: at('2026-07-01T15:00:00Z'), noticeHours: 3 };
    const s = { ...DEFAULT_BOOKING_TIMERS, instantPaymentWindowMinutes: 1440 };
    expect(paymentDeadline({ ...b, instant: true }, s).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    const short = { ...DEFAULT_BOOKING_TIMERS, instantPaymentWindowMinutes: 5 };
    expect(paymentDeadline({ ...b, instant: true }, short).toISOString()).toBe('2026-07-01T10:05:00.000Z');
  });

  const settings = fc.record({
    requestExpiryHours: fc.integer({ min: 1, max: 720 }),
    paymentWindowHours: fc.integer({ min: 1, max: 96 }),
    instantPaymentWindowMinutes: fc.integer({ min: 5, max: 1440 }),
    creditDelayDays: fc.integer({ min: 0, max: 60 }),
  });

  it('a request that respects the notice is answered and paid before its pickup, however late the owner accepts (property)', () => {
    fc.assert(
      fc.property(
        settings,
        fc.integer({ min: 1, max: 168 }), // notice hours
        fc.integer({ min: 0, max: 60 * 24 * 30 }), // minutes beyond the notice
        fc.double({ min: 0, max: 1, noNaN: true }), // when the owner accepts, within the response window
        fc.boolean(),
        (s: BookingTimerSettings, noticeHours, slack, when, instant) => {
          const requestedAt = at('2026-03-20T10:00:00Z');
          const pickupAt = new Date(requestedAt.getTime() + noticeHours * HOUR + slack * MIN);
          const expires = requestExpiresAt({ requestedAt, pickupAt, noticeHours }, s);
          const floor = Math.min(WINDOW_FLOOR_MINUTES * MIN, s.requestExpiryHours * HOUR);
          expect(expires.getTime() - requestedAt.getTime()).toBeGreaterThanOrEqual(floor);
          expect(expires.getTime()).toBeLessThanOrEqual(requestedAt.getTime() + s.requestExpiryHours * HOUR);
          // An instant booking is accepted with its request; a request any time before it expires.
          const acceptedAt = instant
            ? requestedAt
            : new Date(requestedAt.getTime() + Math.floor(when * (expires.getTime() - requestedAt.getTime())));
          const due = paymentDeadline({ acceptedAt, pickupAt, noticeHours, instant }, s);
          expect(due.getTime()).toBeLessThanOrEqual(pickupAt.getTime());
          expect(due.getTime()).toBeGreaterThan(acceptedAt.getTime());
          if (noticeCutoff({ pickupAt, noticeHours }).getTime() >= acceptedAt.getTime() + WINDOW_FLOOR_MINUTES * MIN)
            expect(due.getTime()).toBeLessThanOrEqual(noticeCutoff({ pickupAt, noticeHours }).getTime());
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('start, completion and credit by the hour', () => {
  it('a paid booking starts at its pickup and completes at its return, on the listing’s clock', () => {
    const b = booking({ status: 'paid', escrowCents: 100 });
    expect(steps(dueTransitions(b, at('2027-01-01T00:00:00Z')))).toEqual([
      'paid>ongoing@2026-07-10T06:00:00.000Z',
      'ongoing>completed@2026-07-12T18:00:00.000Z',
      'credit@2026-07-16T18:00:00.000Z',
    ]);
  });

  it.each([
    [
      'across midnight: 22:00 → 02:00 (Paris, summer)',
      local('2026-07-10', '22:00'),
      local('2026-07-11', '02:00'),
      '2026-07-10T20:00:00.000Z',
      '2026-07-11T00:00:00.000Z',
      '2026-07-15T00:00:00.000Z',
    ],
    [
      'across the autumn change: Saturday 22:00 (CEST) → Sunday 03:00 (CET), 6 real hours',
      local('2026-10-24', '22:00'),
      local('2026-10-25', '03:00'),
      '2026-10-24T20:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-29T02:00:00.000Z',
    ],
    [
      'across the spring change in Zurich: Saturday 23:00 (CET) → Sunday 04:00 (CEST), 4 real hours',
      local('2026-03-28', '23:00', 'Europe/Zurich'),
      local('2026-03-29', '04:00', 'Europe/Zurich'),
      '2026-03-28T22:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-04-02T02:00:00.000Z',
    ],
  ])('%s', (_label, pickupAt, returnAt, starts, completes, credited) => {
    const b = booking({ status: 'paid', pickupAt, returnAt, escrowCents: 100 });
    expect(steps(dueTransitions(b, new Date(pickupAt.getTime() - 1)))).toEqual([]);
    expect(steps(dueTransitions(b, at('2027-06-01T00:00:00Z')))).toEqual([
      `paid>ongoing@${starts}`,
      `ongoing>completed@${completes}`,
      `credit@${credited}`,
    ]);
    expect(balanceCreditAt(returnAt).toISOString()).toBe(credited);
  });

  it('the credit is 4 × 24 real hours after the return, also across a clock change', () => {
    // 20:00 CEST on Thursday 22 October + 96 hours = 19:00 CET on Monday 26 October.
    const returnAt = local('2026-10-22', '20:00');
    expect(instantToLocal(balanceCreditAt(returnAt), 'Europe/Paris')).toMatchObject({
      date: '2026-10-26',
      time: '19:00',
    });
    expect(balanceCreditAt(returnAt, 0).getTime()).toBe(returnAt.getTime());
  });
});

describe('dueTransitions', () => {
  it.each([
    ['requested, 1 ms before expiry', booking({}), '2026-07-03T09:59:59.999Z', []],
    ['requested, at expiry', booking({}), '2026-07-03T10:00:00Z', ['requested>expired@2026-07-03T10:00:00.000Z']],
    [
      'requested for tomorrow 09:00 with 3 hours’ notice: at 06:00 (Paris)',
      booking({ pickupAt: local('2026-07-02', '09:00'), returnAt: local('2026-07-02', '18:00'), noticeHours: 3 }),
      '2026-07-02T04:00:00Z',
      ['requested>expired@2026-07-02T04:00:00.000Z'],
    ],
    [
      'accepted, before the payment deadline',
      booking({ status: 'accepted', acceptedAt: at('2026-07-02T08:00:00Z') }),
      '2026-07-04T07:59:59Z',
      [],
    ],
    [
      'accepted, unpaid at 48 h',
      booking({ status: 'accepted', acceptedAt: at('2026-07-02T08:00:00Z') }),
      '2026-07-04T08:00:00Z',
      ['accepted>expired@2026-07-04T08:00:00.000Z'],
    ],
    [
      'accepted late, unpaid at the pickup minus the notice',
      booking({ status: 'accepted', acceptedAt: at('2026-07-08T08:00:00Z') }),
      '2026-07-09T06:00:00Z',
      ['accepted>expired@2026-07-09T06:00:00.000Z'],
    ],
    [
      'instant, unpaid after 30 minutes: the times are free again',
      booking({ status: 'accepted', instant: true, acceptedAt: at('2026-07-01T10:00:00Z') }),
      '2026-07-01T10:30:00Z',
      ['accepted>expired@2026-07-01T10:30:00.000Z'],
    ],
    ['paid, a minute before the pickup', booking({ status: 'paid' }), '2026-07-10T05:59:00Z', []],
    [
      'paid, at the pickup',
      booking({ status: 'paid' }),
      '2026-07-10T06:00:00Z',
      ['paid>ongoing@2026-07-10T06:00:00.000Z'],
    ],
    ['ongoing, a minute before the return', booking({ status: 'ongoing' }), '2026-07-12T17:59:00Z', []],
    [
      'ongoing, at the return',
      booking({ status: 'ongoing' }),
      '2026-07-12T18:00:00Z',
      ['ongoing>completed@2026-07-12T18:00:00.000Z'],
    ],
    [
      'completed, before return + 4 × 24 h',
      booking({ status: 'completed', escrowCents: 13640 }),
      '2026-07-16T17:59:59Z',
      [],
    ],
    [
      'completed, at return + 4 × 24 h',
      booking({ status: 'completed', escrowCents: 13640 }),
      '2026-07-16T18:00:00Z',
      ['credit@2026-07-16T18:00:00.000Z'],
    ],
    [
      'completed and already credited',
      booking({ status: 'completed', escrowCents: 0, ownerCredited: true }),
      '2026-08-01T00:00:00Z',
      [],
    ],
    [
      'canceled with money kept (late renter cancellation)',
      booking({ status: 'canceled', escrowCents: 4960 }),
      '2026-07-16T18:00:00Z',
      ['credit@2026-07-16T18:00:00.000Z'],
    ],
    ['canceled with nothing kept', booking({ status: 'canceled', escrowCents: 0 }), '2026-08-01T00:00:00Z', []],
    [
      'disputed: the dispute blocks the credit',
      booking({ status: 'disputed', escrowCents: 13640 }),
      '2026-08-01T00:00:00Z',
      [],
    ],
    [
      "resolved: what the decision leaves the owner is credited when the rental's earnings would have been",
      booking({ status: 'resolved', escrowCents: 12400 }),
      '2026-08-01T00:00:00Z',
      ['credit@2026-07-16T18:00:00.000Z'],
    ],
    [
      'resolved with nothing left for anyone',
      booking({ status: 'resolved', escrowCents: 0 }),
      '2026-08-01T00:00:00Z',
      [],
    ],
    ['rejected', booking({ status: 'rejected' }), '2026-08-01T00:00:00Z', []],
    ['expired', booking({ status: 'expired' }), '2026-08-01T00:00:00Z', []],
  ] as [string, TimedBooking, string, string[]][])('%s', (_label, b, now, expected) => {
    expect(steps(dueTransitions(b, at(now)))).toEqual(expected);
  });

  it('every transition it proposes is a system row of the state machine', () => {
    const all = (['requested', 'accepted', 'paid', 'ongoing'] as const).flatMap((status) =>
      dueTransitions(
        booking({ status, acceptedAt: at('2026-07-02T08:00:00Z'), escrowCents: 1 }),
        at('2027-01-01T00:00:00Z'),
      ),
    );
    for (const s of all)
      if (s.kind === 'transition') expect(canTransition(s.from, s.to, 'system'), `${s.from}>${s.to}`).toBe(true);
    expect(all.length).toBe(7); // 5 transitions and 2 credits
  });

  it('an accepted booking without acceptedAt is a bug', () => {
    expect(() => nextSystemStep(booking({ status: 'accepted' }))).toThrow(RangeError);
  });

  it('nextSystemStep gives the countdown target even when not due', () => {
    expect(nextSystemStep(booking({}))).toEqual({
      kind: 'transition',
      from: 'requested',
      to: 'expired',
      dueAt: at('2026-07-03T10:00:00Z'),
    });
  });
});

describe('reminders', () => {
  const paid = (date: string, time: string, timeZone = 'Europe/Paris') => ({
    status: 'paid' as const,
    pickupAt: local(date, time, timeZone),
    startDate: date,
    timeZone,
  });

  it.each([
    [
      'Paris, summer: the whole 9th for a pickup on the 10th',
      paid('2026-07-10', '08:00'),
      '2026-07-08T22:00:00Z',
      '2026-07-09T22:00:00Z',
    ],
    [
      'Paris, the spring change: Sunday is 23 hours long',
      paid('2026-03-30', '08:00'),
      '2026-03-28T23:00:00Z',
      '2026-03-29T22:00:00Z',
    ],
    [
      'Paris, the autumn change: Sunday is 25 hours long',
      paid('2026-10-26', '08:00'),
      '2026-10-24T22:00:00Z',
      '2026-10-25T23:00:00Z',
    ],
    [
      'Zurich, the spring change',
      paid('2027-03-29', '09:00', 'Europe/Zurich'),
      '2027-03-27T23:00:00Z',
      '2027-03-28T22:00:00Z',
    ],
    [
      'Zurich, the autumn change',
      paid('2027-11-01', '09:00', 'Europe/Zurich'),
      '2027-10-30T22:00:00Z',
      '2027-10-31T23:00:00Z',
    ],
  ])('starts tomorrow: %s', (_label, b, from, until) => {
    expect(isStartsTomorrowDue(b, new Date(at(from).getTime() - 1))).toBe(false);
    expect(isStartsTomorrowDue(b, at(from))).toBe(true);
    expect(isStartsTomorrowDue(b, new Date(at(until).getTime() - 1))).toBe(true);
    expect(isStartsTomorrowDue(b, at(until))).toBe(false);
    expect(isStartsTomorrowDue({ ...b, status: 'accepted' }, at(from))).toBe(false);
  });

  it.each([
    ['a summer morning', paid('2026-07-10', '08:00'), '2026-07-10T04:00:00Z'],
    ['just after midnight: the evening before', paid('2026-07-10', '00:30'), '2026-07-09T20:30:00Z'],
    [
      'the spring change, Paris: 2 hours before 03:30 (CEST) is 00:30 (CET)',
      paid('2026-03-29', '03:30'),
      local('2026-03-29', '00:30').toISOString(),
    ],
    [
      'the autumn change, Zurich: 2 hours before 03:00 (CET) is 02:00 (CEST)',
      paid('2027-10-31', '03:00', 'Europe/Zurich'),
      '2027-10-31T00:00:00Z',
    ],
  ])('pickup in 2 hours: %s', (_label, b, from) => {
    expect(isPickupSoonDue(b, new Date(at(from).getTime() - 1))).toBe(false);
    expect(isPickupSoonDue(b, at(from))).toBe(true);
    expect(isPickupSoonDue(b, new Date(b.pickupAt.getTime() - 1))).toBe(true);
    expect(isPickupSoonDue(b, b.pickupAt)).toBe(false);
    expect(isPickupSoonDue({ ...b, status: 'ongoing' }, at(from))).toBe(false);
  });
});

describe('windowLength', () => {
  it.each([
    [48 * 60, { count: 48, unit: 'hour' }],
    [60, { count: 1, unit: 'hour' }],
    [30, { count: 30, unit: 'minute' }],
    [90, { count: 90, unit: 'minute' }],
    [119, { count: 119, unit: 'minute' }],
    [120, { count: 2, unit: 'hour' }],
    [170, { count: 2, unit: 'hour' }],
    [0, { count: 0, unit: 'hour' }],
    [-5, { count: 0, unit: 'hour' }],
  ])('%i minutes → %j', (minutes, expected) => {
    const from = at('2026-07-01T10:00:00Z');
    expect(windowLength(from, new Date(from.getTime() + minutes * MIN))).toEqual(expected);
  });
});
