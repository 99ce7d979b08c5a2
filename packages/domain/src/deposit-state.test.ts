import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';
import { depositState, DEPOSIT_STATES, type DepositStateInput } from './deposit-state';

const RELEASE = '2026-12-06T10:00:00.000Z';
const hold = (status: NonNullable<DepositStateInput['hold']>['status'], capturedCents = 0) => ({
  status,
  amountCents: 60000,
  capturedCents,
  releasedAt: status === 'released' || status === 'partially_captured' ? '2026-12-05T09:00:00.000Z' : null,
  capturedAt: capturedCents ? '2026-12-05T09:00:00.000Z' : null,
  expiresAt: '2026-12-09T10:00:00.000Z',
});
const input = (over: Partial<DepositStateInput>): DepositStateInput => ({
  bookingStatus: 'ongoing',
  depositCents: 60000,
  hold: null,
  claim: null,
  releaseAt: RELEASE,
  ...over,
});

describe('depositState', () => {
  it.each<[string, Partial<DepositStateInput>, string, string | null]>([
    ['right after payment: to be held, not "held on the card"', { bookingStatus: 'paid' }, 'to-be-held', null],
    ['a request', { bookingStatus: 'requested' }, 'to-be-held', null],
    ['a dispute decided before the rental: none will be held', { bookingStatus: 'resolved' }, 'not-held', null],
    ['a canceled booking', { bookingStatus: 'canceled' }, 'not-held', null],
    ['a dispute open before the rental', { bookingStatus: 'disputed' }, 'not-held', null],
    ['held, no claim: released on the date', { hold: hold('authorised') }, 'held', RELEASE],
    [
      'held while a claim is open: no release date',
      { hold: hold('authorised'), claim: { status: 'open', amountCents: 4000 } },
      'held-for-claim',
      null,
    ],
    ['declined', { hold: hold('declined') }, 'declined', null],
    ['released', { hold: hold('released') }, 'released', '2026-12-05T09:00:00.000Z'],
    ['all captured', { hold: hold('captured', 60000) }, 'captured', '2026-12-05T09:00:00.000Z'],
    ['partly captured', { hold: hold('partially_captured', 4000) }, 'partly-captured', '2026-12-05T09:00:00.000Z'],
    ['lapsed', { hold: hold('expired') }, 'expired', '2026-12-09T10:00:00.000Z'],
  ])('%s', (_, over, code, at) => {
    expect(depositState(input(over))).toMatchObject({ code, at });
  });

  it('a partial capture says what was captured and what was released', () => {
    expect(
      depositState(input({ hold: hold('partially_captured', 4000), claim: { status: 'decided', amountCents: 4000 } })),
    ).toMatchObject({ capturedCents: 4000, restCents: 56000, claimCents: 4000 });
  });

  it('always one known state; "released on" only for a live hold with no open claim', () => {
    const statuses = ['authorised', 'declined', 'released', 'captured', 'partially_captured', 'expired'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom<BookingStatus>(...BOOKING_STATUSES),
        fc.option(fc.constantFrom(...statuses), { nil: null }),
        fc.option(fc.constantFrom('open' as const, 'decided' as const), { nil: null }),
        (bookingStatus, holdStatus, claimStatus) => {
          const s = depositState(
            input({
              bookingStatus,
              hold: holdStatus ? hold(holdStatus, holdStatus.includes('captured') ? 4000 : 0) : null,
              claim: claimStatus ? { status: claimStatus, amountCents: 4000 } : null,
            }),
          );
          expect(DEPOSIT_STATES).toContain(s.code);
          expect(s.at === RELEASE).toBe(s.code === 'held');
          if (s.code === 'held') expect(claimStatus).not.toBe('open');
          if (holdStatus === null) expect(['to-be-held', 'not-held']).toContain(s.code);
        },
      ),
    );
  });
});
