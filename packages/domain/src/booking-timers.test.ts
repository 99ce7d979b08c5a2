import { describe, expect, it } from 'vitest';
import { canTransition } from './booking-status';
import {
  balanceCreditAt,
  balanceCreditDate,
  completesAt,
  dueTransitions,
  nextSystemStep,
  paymentDeadline,
  requestExpiresAt,
  startsAt,
  type SystemStep,
  type TimedBooking,
} from './booking-timers';

const at = (iso: string) => new Date(iso);
const booking = (o: Partial<TimedBooking>): TimedBooking => ({
  status: 'requested',
  startDate: '2026-07-10',
  endDate: '2026-07-12',
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

describe('deadlines', () => {
  it.each([
    ['48 h when the start is far', '2026-07-01T10:00:00Z', '2026-07-10', '2026-07-03T10:00:00.000Z'],
    [
      'the start of the start date when sooner (CEST)',
      '2026-07-01T10:00:00Z',
      '2026-07-02',
      '2026-07-01T22:00:00.000Z',
    ],
    ['the start of the start date when sooner (CET)', '2026-01-14T09:00:00Z', '2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['exactly 48 h when both coincide', '2026-06-30T22:00:00Z', '2026-07-03', '2026-07-02T22:00:00.000Z'],
    ['48 real hours across the spring clock change', '2026-03-28T12:00:00Z', '2026-04-10', '2026-03-30T12:00:00.000Z'],
  ])('request expiry: %s', (_label, requestedAt, startDate, expected) => {
    expect(requestExpiresAt(at(requestedAt), startDate).toISOString()).toBe(expected);
    expect(paymentDeadline(at(requestedAt), startDate).toISOString()).toBe(expected);
  });

  it('respects other settings', () => {
    expect(requestExpiresAt(at('2026-07-01T10:00:00Z'), '2026-07-10', 24).toISOString()).toBe(
      '2026-07-02T10:00:00.000Z',
    );
  });

  it('start, completion and credit instants are Paris midnights', () => {
    expect(startsAt('2026-07-10').toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(completesAt('2026-07-12').toISOString()).toBe('2026-07-12T22:00:00.000Z');
    expect(completesAt('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z'); // 25 Oct 00:00 CEST, before the change
    expect(completesAt('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z'); // 26 Oct 00:00 CET
    expect(balanceCreditDate('2026-07-12')).toBe('2026-07-16');
    expect(balanceCreditDate('2026-12-30', 4)).toBe('2027-01-03');
    expect(balanceCreditAt('2026-07-12').toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });
});

describe('dueTransitions', () => {
  it.each([
    ['requested, 1 s before expiry', booking({}), '2026-07-03T09:59:59Z', []],
    ['requested, at expiry', booking({}), '2026-07-03T10:00:00Z', ['requested>expired@2026-07-03T10:00:00.000Z']],
    [
      'requested for tomorrow, after midnight Paris',
      booking({ startDate: '2026-07-02', endDate: '2026-07-02' }),
      '2026-07-01T22:00:00Z',
      ['requested>expired@2026-07-01T22:00:00.000Z'],
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
      'accepted late, unpaid at the start date',
      booking({ status: 'accepted', acceptedAt: at('2026-07-09T08:00:00Z') }),
      '2026-07-09T22:00:00Z',
      ['accepted>expired@2026-07-09T22:00:00.000Z'],
    ],
    ['paid, the evening before (Paris)', booking({ status: 'paid' }), '2026-07-09T21:59:59Z', []],
    [
      'paid, on the start date',
      booking({ status: 'paid' }),
      '2026-07-09T22:00:00Z',
      ['paid>ongoing@2026-07-09T22:00:00.000Z'],
    ],
    ['ongoing, on the end date', booking({ status: 'ongoing' }), '2026-07-12T21:59:59Z', []],
    [
      'ongoing, the day after the end date',
      booking({ status: 'ongoing' }),
      '2026-07-12T22:00:00Z',
      ['ongoing>completed@2026-07-12T22:00:00.000Z'],
    ],
    [
      'completed, before end + 4 days',
      booking({ status: 'completed', escrowCents: 13640 }),
      '2026-07-15T21:59:59Z',
      [],
    ],
    [
      'completed, at end + 4 days',
      booking({ status: 'completed', escrowCents: 13640 }),
      '2026-07-15T22:00:00Z',
      ['credit@2026-07-15T22:00:00.000Z'],
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
      '2026-07-15T22:00:00Z',
      ['credit@2026-07-15T22:00:00.000Z'],
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
      ['credit@2026-07-15T22:00:00.000Z'],
    ],
    [
      'resolved before the rental: not before the end + the delay',
      booking({ status: 'resolved', escrowCents: 12400 }),
      '2026-07-15T21:59:59Z',
      [],
    ],
    [
      'resolved with nothing left for anyone',
      booking({ status: 'resolved', escrowCents: 0 }),
      '2026-08-01T00:00:00Z',
      [],
    ],
    ['rejected', booking({ status: 'rejected' }), '2026-08-01T00:00:00Z', []],
    ['expired', booking({ status: 'expired' }), '2026-08-01T00:00:00Z', []],
    [
      'paid, job down for weeks: catches up in order',
      booking({ status: 'paid', escrowCents: 13640 }),
      '2026-07-20T12:00:00Z',
      [
        'paid>ongoing@2026-07-09T22:00:00.000Z',
        'ongoing>completed@2026-07-12T22:00:00.000Z',
        'credit@2026-07-15T22:00:00.000Z',
      ],
    ],
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
