import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS } from './cancelation-options';
import { computeRefund } from './compute-refund';
import {
  applyTransaction,
  assertBalanced,
  balancesOf,
  bookingEscrow,
  creditTransaction,
  depositCaptureTransaction,
  LedgerError,
  ownerAccount,
  payoutFailedTransaction,
  payoutPaidTransaction,
  payoutRequestedTransaction,
  payoutReturnedTransaction,
  paymentTransaction,
  refundTransaction,
  type LedgerAccount,
  type LedgerTransaction,
} from './ledger';
import { addDays } from './paris-calendar';
import { priceBooking } from './pricing';

const EUR = 'EUR';
const lines = (t: LedgerTransaction) => t.entries.map((e) => `${e.account} ${e.amountCents}`);

describe('transaction builders', () => {
  it('payment: external → escrow', () => {
    const t = paymentTransaction({ bookingId: 'b1', amountCents: 13640, currency: EUR });
    expect(t).toMatchObject({ kind: 'payment', currency: EUR, bookingId: 'b1', payoutId: null });
    expect(lines(t)).toEqual(['external -13640', 'escrow 13640']);
  });

  it('refund: escrow → external', () => {
    expect(lines(refundTransaction({ bookingId: 'b1', amountCents: 8680, currency: EUR }))).toEqual([
      'escrow -8680',
      'external 8680',
    ]);
  });

  it('credit: escrow → owner available + platform revenue, zero shares left out', () => {
    expect(
      lines(
        creditTransaction({
          bookingId: 'b1',
          ownerId: 'u1',
          ownerEarningsCents: 10540,
          platformRevenueCents: 3100,
          currency: EUR,
        }),
      ),
    ).toEqual(['escrow -13640', 'owner_available:u1 10540', 'platform_revenue 3100']);
    expect(
      lines(
        creditTransaction({
          bookingId: 'b1',
          ownerId: 'u1',
          ownerEarningsCents: 0,
          platformRevenueCents: 1240,
          currency: EUR,
        }),
      ),
    ).toEqual(['escrow -1240', 'platform_revenue 1240']);
  });

  it('payout requested, paid, failed', () => {
    const p = { payoutId: 'p1', ownerId: 'u1', amountCents: 5000, currency: EUR };
    expect(lines(payoutRequestedTransaction(p))).toEqual(['owner_available:u1 -5000', 'owner_in_transit:u1 5000']);
    expect(lines(payoutPaidTransaction(p))).toEqual(['owner_in_transit:u1 -5000', 'owner_paid_out:u1 5000']);
    expect(lines(payoutFailedTransaction(p))).toEqual(['owner_in_transit:u1 -5000', 'owner_available:u1 5000']);
    expect(payoutPaidTransaction(p)).toMatchObject({ kind: 'payout_paid', payoutId: 'p1', bookingId: null });
    expect(lines(payoutReturnedTransaction(p))).toEqual(['owner_paid_out:u1 -5000', 'owner_available:u1 5000']);
    expect(payoutReturnedTransaction(p)).toMatchObject({ kind: 'payout_returned', payoutId: 'p1', bookingId: null });
    assertBalanced(payoutReturnedTransaction(p).entries);
    expect(() => payoutReturnedTransaction({ ...p, amountCents: 0 })).toThrow(LedgerError);
  });

  it.each([
    ['zero payment', () => paymentTransaction({ bookingId: 'b', amountCents: 0, currency: EUR })],
    ['negative refund', () => refundTransaction({ bookingId: 'b', amountCents: -5, currency: EUR })],
    ['fractional payment', () => paymentTransaction({ bookingId: 'b', amountCents: 10.5, currency: EUR })],
    [
      'empty credit',
      () =>
        creditTransaction({
          bookingId: 'b',
          ownerId: 'u',
          ownerEarningsCents: 0,
          platformRevenueCents: 0,
          currency: EUR,
        }),
    ],
    [
      'negative credit share',
      () =>
        creditTransaction({
          bookingId: 'b',
          ownerId: 'u',
          ownerEarningsCents: 200,
          platformRevenueCents: -100,
          currency: EUR,
        }),
    ],
    ['user id with a colon', () => ownerAccount('owner_available', 'a:b')],
  ])('refuses %s', (_label, build) => {
    expect(build).toThrow(LedgerError);
  });
});

describe('assertBalanced, balancesOf, applyTransaction', () => {
  it.each([
    [[]],
    [
      [
        { account: 'escrow', amountCents: 0 },
        { account: 'external', amountCents: 0 },
      ],
    ],
    [
      [
        { account: 'escrow', amountCents: 100 },
        { account: 'external', amountCents: -99 },
      ],
    ],
    [[{ account: 'escrow', amountCents: 100 }]],
  ] as [{ account: LedgerAccount; amountCents: number }[]][])('refuses %j', (entries) => {
    expect(() => assertBalanced(entries)).toThrow(LedgerError);
  });

  it('derives balances by summing entries', () => {
    const txs = [
      paymentTransaction({ bookingId: 'b', amountCents: 100, currency: EUR }),
      refundTransaction({ bookingId: 'b', amountCents: 30, currency: EUR }),
    ];
    expect(balancesOf(txs.flatMap((t) => t.entries))).toEqual({ external: -70, escrow: 70 });
    expect(bookingEscrow(txs, 'b')).toBe(70);
    expect(bookingEscrow(txs, 'other')).toBe(0);
  });

  it('refuses to take escrow or an owner balance below zero', () => {
    const paid = applyTransaction({}, paymentTransaction({ bookingId: 'b', amountCents: 100, currency: EUR }));
    expect(() =>
      applyTransaction(paid, refundTransaction({ bookingId: 'b', amountCents: 101, currency: EUR })),
    ).toThrow(/escrow negative/);
    expect(() =>
      applyTransaction(
        paid,
        payoutRequestedTransaction({ payoutId: 'p', ownerId: 'u', amountCents: 1, currency: EUR }),
      ),
    ).toThrow(/owner_available:u negative/);
    expect(applyTransaction(paid, refundTransaction({ bookingId: 'b', amountCents: 100, currency: EUR }))).toEqual({
      external: 0,
      escrow: 0,
    });
  });
});

describe('ledger properties', () => {
  // A model marketplace: bookings priced by priceBooking, canceled through computeRefund, credited,
  // and owners' payouts requested, paid or failed. Commands that are not valid in the model's
  // current state are skipped, as the API would refuse them.
  type Command =
    | { op: 'pay'; b: number }
    | { op: 'credit'; b: number }
    | { op: 'cancel'; b: number; by: 'renter' | 'owner'; daysBefore: number; option: number }
    | { op: 'payout'; owner: number; pct: number }
    | { op: 'payoutPaid'; p: number }
    | { op: 'payoutFailed'; p: number }
    | { op: 'payoutReturned'; p: number }
    /** A deposit hold's capture: once per booking, at most the held 5000. */
    | { op: 'capture'; b: number; cents: number };
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ op: fc.constantFrom('pay' as const, 'credit' as const), b: fc.nat(7) }),
    fc.record({
      op: fc.constant('cancel' as const),
      b: fc.nat(7),
      by: fc.constantFrom('renter' as const, 'owner' as const),
      daysBefore: fc.integer({ min: -2, max: 40 }),
      option: fc.nat(3),
    }),
    fc.record({ op: fc.constant('payout' as const), owner: fc.nat(2), pct: fc.integer({ min: 1, max: 100 }) }),
    fc.record({
      op: fc.constantFrom('payoutPaid' as const, 'payoutFailed' as const, 'payoutReturned' as const),
      p: fc.nat(9),
    }),
    fc.record({ op: fc.constant('capture' as const), b: fc.nat(7), cents: fc.integer({ min: 1, max: 8000 }) }),
  );
  const bookingArb = fc.record({
    days: fc.integer({ min: 0, max: 40 }),
    pricePerDayCents: fc.integer({ min: 1, max: 20_000 }),
    discount7Pct: fc.integer({ min: 0, max: 90 }),
  });

  it('every transaction sums to zero, the total stays zero, nothing but external goes negative, settled escrow is zero', () => {
    fc.assert(
      fc.property(
        fc.array(bookingArb, { minLength: 8, maxLength: 8 }),
        fc.array(command, { minLength: 40, maxLength: 120, size: 'max' }),
        (specs, commands) => {
          const bookings = specs.map((s, i) => ({
            id: `b${i}`,
            ownerId: `u${i % 3}`,
            state: 'new' as 'new' | 'paid' | 'canceled' | 'settled',
            price: priceBooking({
              startDate: '2026-07-01',
              endDate: addDays('2026-07-01', s.days),
              pricePerDayCents: s.pricePerDayCents,
              discount7Pct: s.discount7Pct,
              discount30Pct: 0,
              accessories: [],
              serviceFeeRateBp: 1000,
              commissionRateBp: 1500,
            }),
            owed: { owner: 0, platform: 0 },
            held: 5000,
            captured: false,
          }));
          const payouts: { id: string; ownerId: string; amount: number; state: 'pending' | 'processed' | 'failed' }[] =
            [];
          const journal: LedgerTransaction[] = [];
          let balances: Partial<Record<LedgerAccount, number>> = {};
          const post = (t: LedgerTransaction) => {
            balances = applyTransaction(balances, t);
            journal.push(t);
          };

          for (const c of commands) {
            if (c.op === 'capture') {
              // A hold exists once paid; it is captured once, never for more than held.
              const b = bookings[c.b]!;
              if (b.state !== 'new' && !b.captured && c.cents <= b.held) {
                post(
                  depositCaptureTransaction({
                    bookingId: b.id,
                    ownerId: b.ownerId,
                    amountCents: c.cents,
                    currency: EUR,
                  }),
                );
                b.captured = true;
              }
              continue;
            }
            if (c.op === 'pay' || c.op === 'credit' || c.op === 'cancel') {
              const b = bookings[c.b]!;
              if (c.op === 'pay' && b.state === 'new') {
                post(paymentTransaction({ bookingId: b.id, amountCents: b.price.pricePaidByBuyer, currency: EUR }));
                b.state = 'paid';
                b.owed = { owner: b.price.ownerEarnings, platform: b.price.pricePaidByBuyer - b.price.ownerEarnings };
              } else if (c.op === 'cancel' && b.state === 'paid') {
                const r = computeRefund({
                  price: b.price,
                  startDate: addDays('2026-06-01', c.daysBefore),
                  today: '2026-06-01',
                  canceledBy: c.by,
                  option: CANCELATION_OPTIONS[CANCELATION_OPTION_KEYS[c.option]!],
                  commissionRateBp: 1500,
                });
                if (r.refundTotal > 0)
                  post(refundTransaction({ bookingId: b.id, amountCents: r.refundTotal, currency: EUR }));
                b.state = 'canceled';
                b.owed = { owner: r.ownerEarnings, platform: r.platformRevenue };
              } else if (c.op === 'credit' && (b.state === 'paid' || b.state === 'canceled')) {
                if (b.owed.owner + b.owed.platform > 0) {
                  post(
                    creditTransaction({
                      bookingId: b.id,
                      ownerId: b.ownerId,
                      ownerEarningsCents: b.owed.owner,
                      platformRevenueCents: b.owed.platform,
                      currency: EUR,
                    }),
                  );
                }
                b.state = 'settled';
              }
            } else if (c.op === 'payout') {
              const ownerId = `u${c.owner}`;
              const available = balances[ownerAccount('owner_available', ownerId)] ?? 0;
              const amount = Math.floor((available * c.pct) / 100);
              if (amount > 0) {
                const p = { id: `p${payouts.length}`, ownerId, amount, state: 'pending' as const };
                post(payoutRequestedTransaction({ payoutId: p.id, ownerId, amountCents: amount, currency: EUR }));
                payouts.push(p);
              }
            } else {
              const p = payouts[c.p];
              const money = p && { payoutId: p.id, ownerId: p.ownerId, amountCents: p.amount, currency: EUR };
              if (p && money && p.state === 'pending' && c.op !== 'payoutReturned') {
                post((c.op === 'payoutPaid' ? payoutPaidTransaction : payoutFailedTransaction)(money));
                p.state = c.op === 'payoutPaid' ? 'processed' : 'failed';
              } else if (p && money && p.state === 'processed' && c.op === 'payoutReturned') {
                // The bank sent it back after it was processed: paid out → available.
                post(payoutReturnedTransaction(money));
                p.state = 'failed';
              }
            }
            if (Object.values(balances).reduce((s: number, v) => s + (v ?? 0), 0) !== 0) return false;
            if (bookings.some((b) => bookingEscrow(journal, b.id) < 0)) return false;
          }

          journal.forEach((t) => assertBalanced(t.entries));
          expect(balancesOf(journal.flatMap((t) => t.entries))).toEqual(balances);
          for (const b of bookings) {
            const expected = b.state === 'settled' || b.state === 'new' ? 0 : b.owed.owner + b.owed.platform;
            expect(bookingEscrow(journal, b.id)).toBe(expected);
          }
          for (const [account, value] of Object.entries(balances))
            if (account !== 'external') expect(value ?? 0).toBeGreaterThanOrEqual(0);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
