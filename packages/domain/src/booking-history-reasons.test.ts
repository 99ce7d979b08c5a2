import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_DECLINED_REASON,
  historyReasonOf,
  HISTORY_REASON_CODES,
  SYSTEM_REASON_CODES,
} from './booking-history-reasons';
import { BOOKING_ACTORS, BOOKING_STATUSES } from './booking-status';
import { DISPUTE_REASONS } from './dispute-reasons';

describe('historyReasonOf', () => {
  it.each([
    [
      { to: 'disputed', actor: 'renter', reason: 'bike_not_as_described' },
      { code: 'bike_not_as_described', text: null },
    ],
    [
      { to: 'disputed', actor: 'renter', reason: 'other' },
      { code: 'other', text: null },
    ],
    [
      { to: 'expired', actor: 'system', reason: 'request_not_answered' },
      { code: 'request_not_answered', text: null },
    ],
    [
      { to: 'expired', actor: 'system', reason: 'The owner did not answer in time.' },
      { code: 'request_not_answered', text: null },
    ],
    [
      { to: 'expired', actor: 'system', reason: 'The booking was not paid in time.' },
      { code: 'payment_not_made', text: null },
    ],
    [
      { to: 'ongoing', actor: 'system', reason: 'The rental started.' },
      { code: 'rental_started', text: null },
    ],
    [
      { to: 'completed', actor: 'system', reason: 'rental_ended' },
      { code: 'rental_ended', text: null },
    ],
    [
      { to: 'rejected', actor: 'owner', reason: 'other_request_accepted' },
      { code: 'other_request_accepted', text: null },
    ],
    [
      { to: 'rejected', actor: 'owner', reason: 'Another request for these dates was accepted.' },
      { code: 'other_request_accepted', text: null },
    ],
    // Instant booking: the system accepts, and rejects the other requests sharing an instant.
    [
      { to: 'accepted', actor: 'system', reason: 'instant' },
      { code: 'instant', text: null },
    ],
    [
      { to: 'rejected', actor: 'system', reason: 'other_request_accepted' },
      { code: 'other_request_accepted', text: null },
    ],
    [
      { to: 'rejected', actor: 'owner', reason: 'The bike is at the repair shop.' },
      { code: null, text: 'The bike is at the repair shop.' },
    ],
    // A person's text is never read as a code, even when it looks like one.
    [
      { to: 'canceled', actor: 'renter', reason: 'other' },
      { code: null, text: 'other' },
    ],
    [
      { to: 'resolved', actor: 'admin', reason: 'rental_started' },
      { code: null, text: 'rental_started' },
    ],
    [
      { to: 'canceled', actor: 'owner', reason: null },
      { code: null, text: null },
    ],
    [
      { to: 'canceled', actor: 'owner', reason: '' },
      { code: null, text: null },
    ],
  ] as const)('%j → %j', (entry, expected) => {
    expect(historyReasonOf(entry)).toEqual(expected);
  });

  it('every dispute reason is a code', () => {
    for (const r of DISPUTE_REASONS)
      expect(historyReasonOf({ to: 'disputed', actor: 'renter', reason: r }).code).toBe(r);
  });

  it('gives a code or a text, never both, and never a snake_case code as text where the system or a dispute wrote it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...BOOKING_ACTORS),
        fc.oneof(fc.constantFrom(...HISTORY_REASON_CODES), fc.string()),
        (to, actor, reason) => {
          const r = historyReasonOf({ to, actor, reason });
          expect(r.code !== null && r.text !== null).toBe(false);
          if (actor === 'system' && (SYSTEM_REASON_CODES as readonly string[]).includes(reason))
            expect(r.code).toBe(reason);
          if (to === 'canceled' && actor === 'owner' && reason === DEPOSIT_DECLINED_REASON) expect(r.code).toBe(reason);
        },
      ),
    );
  });
});
