import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDecidePayout,
  decidePayout,
  payableParts,
  earningsByMonth,
  PAYOUT_MESSAGES as M,
  payoutRef,
  type PayoutCandidate,
  type PayoutRequestFacts,
} from './payout-rules';

const OWNER = 'owner-1';
const booking = (id: string, o: Partial<PayoutCandidate> = {}): PayoutCandidate => ({
  bookingId: id,
  ownerId: OWNER,
  listingId: 'L1',
  currency: 'EUR',
  ownerEarningsCents: 1000,
  credited: true,
  inLivePayout: false,
  ...o,
});
const facts = (o: Partial<PayoutRequestFacts> = {}): PayoutRequestFacts => ({
  ownerId: OWNER,
  missingProfileFields: [],
  banking: { ibanValid: true, bicValid: true, kycStatus: 'verified' },
  listingId: 'L1',
  bookingIds: ['b1'],
  bookings: [booking('b1')],
  availableCents: 1_000_000,
  ...o,
});

describe('decidePayout: each rule and its message', () => {
  it.each<[string, Partial<PayoutRequestFacts>, 409 | 422, string]>([
    ['incomplete profile', { missingProfileFields: ['birthdate'] }, 422, M.profileIncomplete],
    ['no bank details', { banking: null }, 422, M.noBanking],
    ['invalid IBAN', { banking: { ibanValid: false, bicValid: true, kycStatus: 'verified' } }, 422, M.bankingInvalid],
    ['invalid BIC', { banking: { ibanValid: true, bicValid: false, kycStatus: 'verified' } }, 422, M.bankingInvalid],
    [
      'KYC unverified',
      { banking: { ibanValid: true, bicValid: true, kycStatus: 'unverified' } },
      422,
      M.kycNotVerified,
    ],
    ['KYC pending', { banking: { ibanValid: true, bicValid: true, kycStatus: 'pending' } }, 422, M.kycNotVerified],
    ['KYC rejected', { banking: { ibanValid: true, bicValid: true, kycStatus: 'rejected' } }, 422, M.kycNotVerified],
    ['no bookings', { bookingIds: [] }, 422, M.noBookings],
    ['too many bookings', { bookingIds: Array.from({ length: 101 }, (_, i) => `b${i}`) }, 422, M.tooManyBookings],
    ['unknown booking', { bookingIds: ['nope'] }, 422, M.notYours],
    ["someone else's booking", { bookings: [booking('b1', { ownerId: 'other' })] }, 422, M.notYours],
    ['another listing', { bookings: [booking('b1', { listingId: 'L2' })] }, 422, M.otherListing],
    ['already in a payout', { bookings: [booking('b1', { inLivePayout: true })] }, 409, M.alreadyInPayout],
    ['not credited yet', { bookings: [booking('b1', { credited: false })] }, 422, M.notCredited],
    ['earned nothing', { bookings: [booking('b1', { ownerEarningsCents: 0 })] }, 422, M.nothingEarned],
    ['balance too low', { availableCents: 999 }, 409, M.insufficientBalance],
    ['below the minimum payout', { minPayoutCents: 1001 }, 422, M.belowMinimum],
  ])('%s → %i %s', (_name, o, status, message) => {
    expect(decidePayout(facts(o))).toMatchObject({ ok: false, status, message });
  });

  it('the profile comes first, then the bank, then KYC, then the bookings', () => {
    expect(decidePayout(facts({ missingProfileFields: ['phone'], banking: null, bookingIds: [] }))).toMatchObject({
      message: M.profileIncomplete,
    });
    expect(
      decidePayout(facts({ banking: { ibanValid: false, bicValid: true, kycStatus: 'unverified' }, bookingIds: [] })),
    ).toMatchObject({ message: M.bankingInvalid });
    expect(
      decidePayout(facts({ banking: { ibanValid: true, bicValid: true, kycStatus: 'pending' }, bookingIds: [] })),
    ).toMatchObject({ message: M.kycNotVerified });
  });

  it('the minimum payout counts the whole payout: exactly the minimum passes, a cent less does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 20_000 }), (n, min) => {
        const ids = Array.from({ length: n }, (_, i) => `b${i}`);
        const d = decidePayout(facts({ bookingIds: ids, bookings: ids.map((id) => booking(id)), minPayoutCents: min }));
        expect(d.ok).toBe(n * 1000 >= min);
        if (!d.ok) expect(d.message).toBe(M.belowMinimum);
      }),
    );
  });

  it('a valid request pays the sum of the chosen bookings, each once', () => {
    const decision = decidePayout(
      facts({
        bookingIds: ['b1', 'b2', 'b1'],
        bookings: [
          booking('b1', { ownerEarningsCents: 3825 }),
          booking('b2', { ownerEarningsCents: 10540 }),
          booking('b3'),
        ],
      }),
    );
    expect(decision).toEqual({
      ok: true,
      amountCents: 14365,
      currency: 'EUR',
      items: [
        { bookingId: 'b1', kind: 'credit', amountCents: 3825 },
        { bookingId: 'b2', kind: 'credit', amountCents: 10540 },
      ],
    });
  });

  // A captured deposit reaches the available balance at once (no commission), whether or not the
  // rental's earnings are credited yet: a payout may take it with its booking, on its own item.
  it.each<[string, Partial<PayoutCandidate>, { kind: string; amountCents: number }[]]>([
    [
      'credited, with a captured deposit',
      { depositCents: 1250 },
      [
        { kind: 'credit', amountCents: 1000 },
        { kind: 'deposit_captured', amountCents: 1250 },
      ],
    ],
    [
      'a captured deposit before the credit',
      { credited: false, depositCents: 1250 },
      [{ kind: 'deposit_captured', amountCents: 1250 }],
    ],
    [
      'the earnings already in a payout, the deposit not',
      { inLivePayout: true, depositCents: 1250 },
      [{ kind: 'deposit_captured', amountCents: 1250 }],
    ],
    [
      'the deposit already in a payout, the earnings not',
      { depositCents: 1250, depositInLivePayout: true },
      [{ kind: 'credit', amountCents: 1000 }],
    ],
    [
      'nothing earned, a captured deposit',
      { ownerEarningsCents: 0, depositCents: 1250 },
      [{ kind: 'deposit_captured', amountCents: 1250 }],
    ],
  ])('%s: the payout takes what the booking put on the balance and no payout took yet', (_name, o, parts) => {
    expect(payableParts(booking('b1', o))).toEqual(parts);
    const d = decidePayout(facts({ bookings: [booking('b1', o)] }));
    expect(d).toMatchObject({
      ok: true,
      amountCents: parts.reduce((s, p) => s + p.amountCents, 0),
      items: parts.map((p) => ({ bookingId: 'b1', ...p })),
    });
  });

  it.each<[string, Partial<PayoutCandidate>, 409 | 422, string]>([
    [
      'both already in a payout',
      { inLivePayout: true, depositCents: 1250, depositInLivePayout: true },
      409,
      M.alreadyInPayout,
    ],
    [
      'not credited, the deposit in a payout',
      { credited: false, depositCents: 1250, depositInLivePayout: true },
      422,
      M.notCredited,
    ],
  ])('%s', (_name, o, status, message) => {
    expect(payableParts(booking('b1', o))).toEqual([]);
    expect(decidePayout(facts({ bookings: [booking('b1', o)] }))).toMatchObject({ ok: false, status, message });
  });

  it('only pending payouts can be decided', () => {
    expect(canDecidePayout('pending')).toBe(true);
    expect(canDecidePayout('processed')).toBe(false);
    expect(canDecidePayout('failed')).toBe(false);
  });
});

const candidate = fc.record({
  bookingId: fc.constantFrom('b1', 'b2', 'b3', 'b4', 'b5', 'b6'),
  ownerId: fc.constantFrom(OWNER, OWNER, 'other'),
  listingId: fc.constantFrom('L1', 'L1', 'L2'),
  currency: fc.constant('EUR'),
  ownerEarningsCents: fc.integer({ min: 0, max: 50_000 }),
  credited: fc.boolean(),
  inLivePayout: fc.boolean(),
  depositCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })),
  depositInLivePayout: fc.boolean(),
});

describe('decidePayout: properties', () => {
  it("an accepted payout amount always equals the sum of its bookings' payable parts, and is positive", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(candidate, { selector: (c) => c.bookingId }),
        fc.array(fc.constantFrom('b1', 'b2', 'b3', 'b4', 'b5', 'b6')),
        (bookings, bookingIds) => {
          const d = decidePayout(facts({ bookings, bookingIds }));
          if (!d.ok) return;
          const chosen = [...new Set(d.items.map((i) => i.bookingId))].map((id) =>
            bookings.find((b) => b.bookingId === id)!,
          );
          const parts = chosen.flatMap((b) => payableParts(b).map((p) => ({ bookingId: b.bookingId, ...p })));
          expect(d.items).toEqual(parts);
          expect(d.amountCents).toBe(parts.reduce((s, p) => s + p.amountCents, 0));
          expect(d.amountCents).toBeGreaterThan(0);
          expect(new Set(d.items.map((i) => `${i.bookingId} ${i.kind}`)).size).toBe(d.items.length);
          for (const i of d.items) {
            const b = bookings.find((x) => x.bookingId === i.bookingId)!;
            expect(b).toMatchObject({ ownerId: OWNER, listingId: 'L1' });
            if (i.kind === 'credit') expect(b).toMatchObject({ credited: true, inLivePayout: false });
            else expect(b.depositInLivePayout).toBe(false);
          }
        },
      ),
    );
  });

  it('over any sequence of requests and failures, no money of a booking is in two live payouts, the balance never goes below 0, and what the bookings may still pay out is exactly the available balance', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('request' as const),
        ids: fc.array(fc.constantFrom('b1', 'b2', 'b3', 'b4'), { maxLength: 4 }),
      }),
      fc.record({ kind: fc.constant('fail' as const), index: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })), { minLength: 4, maxLength: 4 }),
        fc.array(step, { maxLength: 30 }),
        (earnings, deposits, steps) => {
          const pool = ['b1', 'b2', 'b3', 'b4'].map((id, i) =>
            booking(id, { ownerEarningsCents: earnings[i]!, depositCents: deposits[i]! }),
          );
          let available = pool.reduce((s, b) => s + b.ownerEarningsCents + b.depositCents!, 0);
          const live: { items: string[]; amount: number }[] = [];
          const now = () => {
            const inLive = new Set(live.flatMap((p) => p.items));
            return pool.map((b) => ({
              ...b,
              inLivePayout: inLive.has(`${b.bookingId} credit`),
              depositInLivePayout: inLive.has(`${b.bookingId} deposit_captured`),
            }));
          };
          for (const s of steps) {
            if (s.kind === 'request') {
              const d = decidePayout(facts({ bookingIds: s.ids, bookings: now(), availableCents: available }));
              if (d.ok) {
                live.push({ items: d.items.map((i) => `${i.bookingId} ${i.kind}`), amount: d.amountCents });
                available -= d.amountCents;
              }
            } else if (live.length) {
              const [failed] = live.splice(s.index % live.length, 1);
              available += failed!.amount;
            }
            const all = live.flatMap((p) => p.items);
            expect(new Set(all).size).toBe(all.length);
            expect(available).toBeGreaterThanOrEqual(0);
            const payable = now().flatMap(payableParts);
            expect(payable.reduce((sum, p) => sum + p.amountCents, 0)).toBe(available);
          }
        },
      ),
    );
  });
});

describe('earnings per month and references', () => {
  it('fills every month of the window, oldest first', () => {
    expect(
      earningsByMonth(
        [
          { month: '2026-01', cents: 500 },
          { month: '2026-01', cents: 250 },
          { month: '2025-11', cents: 100 },
          { month: '2024-01', cents: 9 },
        ],
        '2026-02',
        4,
      ),
    ).toEqual([
      { month: '2025-11', cents: 100 },
      { month: '2025-12', cents: 0 },
      { month: '2026-01', cents: 750 },
      { month: '2026-02', cents: 0 },
    ]);
  });

  it('always returns the number of months asked, ending on the last one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 36 }),
        (y, m, n) => {
          const last = `${y}-${String(m).padStart(2, '0')}`;
          const out = earningsByMonth([], last, n);
          expect(out).toHaveLength(n);
          expect(out.at(-1)!.month).toBe(last);
          expect(out.map((o) => o.month)).toEqual([...out.map((o) => o.month)].sort());
        },
      ),
    );
  });

  it('payout references are readable and without ambiguous letters', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999999, noNaN: true }), (r) => {
        expect(payoutRef(() => r)).toMatch(/^PO-[A-HJ-NP-Z2-9]{8}$/);
      }),
    );
  });
});
