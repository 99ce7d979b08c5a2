import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handoverRefusalBlock,
  capturableCents,
  claimRefusal,
  decisionValid,
  holdAction,
  holdExpiresAt,
  holdPlacementAt,
  holdReleaseAt,
  needsRenewal,
} from './deposit-rules';
import { applyTransaction, depositCaptureTransaction } from './ledger';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;

describe('hold timing', () => {
  it.each([
    ['2026-07-10', '2026-07-08T22:00:00.000Z'],
    ['2026-01-10', '2026-01-08T23:00:00.000Z'],
  ])('placed at 00:00 Paris the day before a start on %s', (start, expected) => {
    expect(holdPlacementAt(start).toISOString()).toBe(expected);
  });

  it.each([
    // checkout submittedAt, end date, release at
    ['2026-07-12T18:00:00.000Z', '2026-07-12', '2026-07-14T18:00:00.000Z'],
    [null, '2026-07-12', '2026-07-14T22:00:00.000Z'],
  ])('released 48 h after the check-out %s (else the end of %s)', (checkout, end, expected) => {
    expect(holdReleaseAt(checkout ? at(checkout) : null, end).toISOString()).toBe(expected);
  });

  it('is valid 7 days', () => {
    expect(holdExpiresAt(at('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-08T10:00:00.000Z');
  });

  it.each([
    ['2026-07-10', '2026-07-12', false],
    ['2026-07-10', '2026-07-13', false],
    ['2026-07-10', '2026-07-14', true],
    ['2026-07-01', '2026-07-31', true],
  ])('a rental %s → %s needs a renewal: %s', (start, end, expected) => {
    expect(needsRenewal(start, end)).toBe(expected);
  });

  const now = at('2026-07-10T12:00:00Z');
  it.each([
    ['release once the window is over', { expiresAt: 100, releaseAt: -1, openClaim: false }, 'release'],
    ['keep it while a claim is open', { expiresAt: 100, releaseAt: -1, openClaim: true }, 'none'],
    [
      'renew the hold of an open claim a day before it lapses',
      { expiresAt: 20, releaseAt: -1, openClaim: true },
      'renew',
    ],
    [
      'renew when it lapses before the release, within a day',
      { expiresAt: 23, releaseAt: 50, openClaim: false },
      'renew',
    ],
    ['wait when more than a day is left', { expiresAt: 30, releaseAt: 50, openClaim: false }, 'none'],
    ['never renew a hold that outlives its release', { expiresAt: 10, releaseAt: 5, openClaim: false }, 'none'],
  ] as const)('%s', (_name, h, expected) => {
    expect(
      holdAction({
        now,
        expiresAt: new Date(now.getTime() + h.expiresAt * H),
        releaseAt: new Date(now.getTime() + h.releaseAt * H),
        openClaim: h.openClaim,
      }),
    ).toBe(expected);
  });
});

describe('claims', () => {
  const checkout = at('2026-07-12T18:00:00Z');
  it.each([
    ['within the window, up to the deposit', '2026-07-13T10:00:00Z', checkout, 20000, 4000, null],
    ['the whole deposit', '2026-07-14T18:00:00Z', checkout, 20000, 20000, null],
    ['over the deposit', '2026-07-13T10:00:00Z', checkout, 20000, 20001, 'over_deposit'],
    ['after 48 h', '2026-07-14T18:00:01Z', checkout, 20000, 4000, 'window_closed'],
    ['without a check-out', '2026-07-13T10:00:00Z', null, 20000, 4000, 'no_checkout'],
    ['without a hold', '2026-07-13T10:00:00Z', checkout, null, 4000, 'no_hold'],
    ['of nothing', '2026-07-13T10:00:00Z', checkout, 20000, 0, 'bad_amount'],
    ['of part of a cent', '2026-07-13T10:00:00Z', checkout, 20000, 10.5, 'bad_amount'],
  ] as const)('%s', (_name, now, checkoutAt, held, amount, expected) => {
    expect(claimRefusal({ now: at(now), checkoutSubmittedAt: checkoutAt, heldCents: held, amountCents: amount })).toBe(
      expected,
    );
  });

  it('a decision never captures more than claimed nor more than held', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.integer({ min: -10, max: 200_000 }), (claim, held, decided) => {
        const max = capturableCents(claim, held);
        expect(max).toBeLessThanOrEqual(claim);
        expect(max).toBeLessThanOrEqual(held);
        expect(decisionValid(decided, claim, held)).toBe(decided >= 0 && decided <= Math.min(claim, held));
      }),
    );
  });

  it('an accepted claim is never over the deposit, nor filed after the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 300_000 }), fc.nat(100_000), fc.nat(100 * H), (amount, held, delay) => {
        const now = new Date(checkout.getTime() + delay);
        const refusal = claimRefusal({ now, checkoutSubmittedAt: checkout, heldCents: held, amountCents: amount });
        if (refusal === null) {
          expect(amount).toBeGreaterThan(0);
          expect(amount).toBeLessThanOrEqual(held);
          expect(delay).toBeLessThanOrEqual(48 * H);
        }
      }),
    );
  });

  it('captures keep the ledger balanced and credit the owner exactly what was captured', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 20 }), (captures) => {
        let balances = {};
        for (const c of captures)
          balances = applyTransaction(
            balances,
            depositCaptureTransaction({ bookingId: 'b', ownerId: 'o', amountCents: c, currency: 'EUR' }),
          );
        const sum = Object.values(balances as Record<string, number>).reduce((a, b) => a + b, 0);
        expect(sum).toBe(0);
        expect((balances as Record<string, number>)['owner_available:o'] ?? 0).toBe(
          captures.reduce((a, b) => a + b, 0),
        );
      }),
    );
  });
});

describe('refusing the handover after a declined hold', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 6, 10, h));
  const declined = { status: 'declined', placedAt: at(10) };
  const base = { status: 'ongoing', holds: [declined], checkinConfirmedAt: null, checkoutSubmittedAt: null };
  it('allowed: paid or ongoing, only declined holds, no check-in confirmed before the decline, no check-out', () => {
    expect(handoverRefusalBlock(base)).toBeNull();
    expect(handoverRefusalBlock({ ...base, status: 'paid' })).toBeNull();
    // The check-in's confirmation placed the declined hold: the bike is not handed over yet.
    expect(handoverRefusalBlock({ ...base, checkinConfirmedAt: at(10) })).toBeNull();
    expect(handoverRefusalBlock({ ...base, holds: [declined, { status: 'declined', placedAt: at(9) }] })).toBeNull();
  });
  it('refused: no hold, a live or ever-authorised hold, a check-in confirmed after the decline, a check-out, a closed booking', () => {
    expect(handoverRefusalBlock({ ...base, holds: [] })).toBe('not_declined');
    expect(handoverRefusalBlock({ ...base, holds: [{ status: 'authorised', placedAt: at(10) }] })).toBe('not_declined');
    expect(handoverRefusalBlock({ ...base, holds: [declined, { status: 'released', placedAt: at(1) }] })).toBe(
      'not_declined',
    );
    expect(handoverRefusalBlock({ ...base, checkinConfirmedAt: at(11) })).toBe('handed_over');
    expect(handoverRefusalBlock({ ...base, checkoutSubmittedAt: at(12) })).toBe('handed_over');
    for (const status of ['requested', 'accepted', 'canceled', 'completed', 'disputed'])
      expect(handoverRefusalBlock({ ...base, status })).toBe('not_open');
  });
});
