import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLOCKING_STATUSES,
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  canOpenDispute,
  canTransition,
  findBookingTransition,
  isBlocking,
  isTerminal,
  isUnfinished,
  renterSeesExactAddress,
  transitionsFrom,
  UNFINISHED_STATUSES,
  type BookingActor,
  type BookingStatus,
} from './booking-status';

// decisions.md "Booking lifecycle", transcribed independently of the implementation: `from>to:actor`.
const DECISIONS_TABLE = new Set([
  '->requested:renter',
  'requested>accepted:owner',
  'requested>rejected:owner',
  // Instant booking (decisions.md "Booking times: instant booking and timers").
  'requested>accepted:system',
  'requested>rejected:system',
  'requested>expired:system',
  'requested>canceled:renter',
  'accepted>canceled:renter',
  'accepted>paid:renter',
  'accepted>expired:system',
  'paid>canceled:renter',
  'paid>canceled:owner',
  'paid>ongoing:system',
  'ongoing>completed:system',
  'paid>disputed:renter',
  'ongoing>disputed:renter',
  'completed>disputed:renter',
  'disputed>resolved:admin',
  // "Admin cancel with a chosen refund" (decisions.md "Admin cancel").
  'requested>canceled:admin',
  'accepted>canceled:admin',
  'paid>canceled:admin',
  // The owner refuses the handover when the deposit hold is declined (decisions.md).
  'ongoing>canceled:owner',
]);
const key = (from: BookingStatus | null, to: BookingStatus, actor: BookingActor) => `${from ?? '-'}>${to}:${actor}`;

describe('booking transitions', () => {
  it.each(
    [...DECISIONS_TABLE].map((k) => {
      const [, from, to, actor] = /^(.+)>(.+):(.+)$/.exec(k)!;
      return [from === '-' ? null : from, to, actor] as [BookingStatus | null, BookingStatus, BookingActor];
    }),
  )('%s → %s by %s is allowed', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(findBookingTransition(from, to, actor)?.rule).toMatch(/\S/);
  });

  it('the table has exactly the rows of decisions.md, no duplicates', () => {
    expect(BOOKING_TRANSITIONS.map((t) => key(t.from, t.to, t.actor)).sort()).toEqual([...DECISIONS_TABLE].sort());
  });

  it('every one of the 440 (from, to, actor) combinations is allowed exactly when decisions.md lists it', () => {
    for (const from of [null, ...BOOKING_STATUSES]) {
      for (const to of BOOKING_STATUSES) {
        for (const actor of BOOKING_ACTORS) {
          expect(canTransition(from, to, actor), key(from, to, actor)).toBe(DECISIONS_TABLE.has(key(from, to, actor)));
        }
      }
    }
  });

  it('property: no transition outside the table is allowed', () => {
    const status = fc.constantFrom(...BOOKING_STATUSES);
    fc.assert(
      fc.property(
        fc.option(status, { nil: null }),
        status,
        fc.constantFrom(...BOOKING_ACTORS),
        (from, to, actor) => canTransition(from, to, actor) === DECISIONS_TABLE.has(key(from, to, actor)),
      ),
    );
  });

  it('property: any walk through allowed transitions only visits states reachable from requested', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
        let status: BookingStatus = 'requested';
        for (const c of choices) {
          const options = transitionsFrom(status);
          if (options.length === 0) return isTerminal(status);
          const next = options[c % options.length]!;
          if (!canTransition(status, next.to, next.actor)) return false;
          status = next.to;
        }
        return true;
      }),
    );
  });

  it('names the action and guards of the key rows', () => {
    expect(findBookingTransition(null, 'requested', 'renter')?.guards).toEqual([
      'phone_confirmed',
      'max_open_requests',
      'dates_valid',
      'dates_available',
    ]);
    expect(findBookingTransition('requested', 'accepted', 'owner')?.guards).toEqual(['dates_available']);
    expect(findBookingTransition('requested', 'accepted', 'system')?.guards).toEqual([
      'instant_conditions_met',
      'dates_available',
    ]);
    expect(findBookingTransition('accepted', 'paid', 'renter')?.action).toBe('pay');
    expect(findBookingTransition('completed', 'disputed', 'renter')?.guards).toEqual(['not_yet_credited']);
  });

  it('lists what each actor may do', () => {
    expect(transitionsFrom('paid', 'owner').map((t) => t.to)).toEqual(['canceled']);
    expect(transitionsFrom('paid', 'renter').map((t) => t.to)).toEqual(['canceled', 'disputed']);
    expect(transitionsFrom('paid', 'system').map((t) => t.to)).toEqual(['ongoing']);
    expect(transitionsFrom('requested', 'owner').map((t) => t.to)).toEqual(['accepted', 'rejected']);
  });
});

describe('status sets', () => {
  it('terminal: rejected, expired, canceled, resolved', () => {
    expect(BOOKING_STATUSES.filter(isTerminal)).toEqual(['rejected', 'expired', 'canceled', 'resolved']);
  });

  it('blocking and unfinished lists agree with their exhaustive predicates', () => {
    expect(BOOKING_STATUSES.filter(isBlocking)).toEqual([...BLOCKING_STATUSES]);
    expect(BOOKING_STATUSES.filter(isUnfinished)).toEqual([...UNFINISHED_STATUSES]);
    expect([...BLOCKING_STATUSES]).toEqual(['accepted', 'paid', 'ongoing', 'disputed']);
    expect([...UNFINISHED_STATUSES]).toEqual(['requested', 'accepted', 'paid', 'ongoing']);
  });

  it('the exact address is shown only after acceptance and never for a dead booking', () => {
    expect(BOOKING_STATUSES.filter((s) => !renterSeesExactAddress(s))).toEqual([
      'requested',
      'rejected',
      'expired',
      'canceled',
    ]);
  });

  it.each([
    ['paid', false, true],
    ['ongoing', false, true],
    ['completed', false, true],
    ['completed', true, false],
    ['accepted', false, false],
    ['disputed', false, false],
    ['canceled', false, false],
  ] as [BookingStatus, boolean, boolean][])('dispute from %s (credited: %s) → %s', (status, credited, allowed) => {
    expect(canOpenDispute(status, credited)).toBe(allowed);
  });
});
