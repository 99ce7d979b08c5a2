import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS } from './cancelation-options';
import { computeRefund } from './compute-refund';
import { settleDispute } from './dispute-settlement';
import { creditTransaction, ownerAccount } from './ledger';
import { ownerEarningsOf, type OwnerEarningsInput } from './owner-earnings';
import { addDays } from './paris-calendar';
import { priceBooking } from './pricing';

// Subtotal 2000 (2 days at 1000), fee 10 %, commission 15 %: paid 2200, owner 1700.
const base = { subtotal: 2000, serviceFee: 200, commissionRateBp: 1500 };
const earn = (status: BookingStatus, paid: boolean, refundCents = 0) =>
  ownerEarningsOf({ ...base, status, paid, refundCents });

/** What the ledger credits the owner: the owner entry of the booking's credit transaction (0 when none is posted). */
function ledgerCredit(ownerEarningsCents: number, platformRevenueCents: number): number {
  if (ownerEarningsCents + platformRevenueCents === 0) return 0;
  const tx = creditTransaction({
    bookingId: 'b',
    ownerId: 'u',
    ownerEarningsCents,
    platformRevenueCents,
    currency: 'EUR',
  });
  return tx.entries.find((e) => e.account === ownerAccount('owner_available', 'u'))?.amountCents ?? 0;
}

describe('ownerEarningsOf, every state', () => {
  it.each<[BookingStatus, boolean, number, number, number]>([
    // status, paid, refund → amount, commission
    ['requested', false, 0, 1700, 300],
    ['accepted', false, 0, 1700, 300],
    ['rejected', false, 0, 0, 0],
    ['expired', false, 0, 0, 0],
    ['canceled', false, 0, 0, 0],
    ['paid', true, 0, 1700, 300],
    ['ongoing', true, 0, 1700, 300],
    ['completed', true, 0, 1700, 300],
    ['disputed', true, 0, 1700, 300],
    // Zen, renter cancels 3+ days before: 70 % of the subtotal back, the owner keeps 600 − 90 = 510.
    ['canceled', true, 1400, 510, 90],
    // Flexible or Zen late: nothing back, the owner keeps all of it.
    ['canceled', true, 0, 1700, 300],
    // Full refund (owner cancels, or 30+ days before): nothing for the owner.
    ['canceled', true, 2200, 0, 0],
    // Flexible before the start: the subtotal back, the fee kept by the platform.
    ['canceled', true, 2000, 0, 0],
    // An admin's decision: 1000 back → kept 1000, commission 150.
    ['resolved', true, 1000, 850, 150],
    ['resolved', true, 2200, 0, 0],
    ['resolved', true, 0, 1700, 300],
  ])('%s (paid %s, refund %i) → %i, commission %i', (status, paid, refund, amountCents, commissionCents) => {
    expect(earn(status, paid, refund)).toEqual({ amountCents, commissionCents });
  });

  it("the issue's cases: Zen cancel refunding 14,00 € leaves 5,10 €; a resolution credits what settleDispute credits", () => {
    expect(earn('canceled', true, 1400).amountCents).toBe(510);
    const dispute = { subtotal: 27440, serviceFee: 2744, commissionRateBp: 1500 };
    const s = settleDispute({ ...dispute, refundCents: 5000 });
    expect(ownerEarningsOf({ ...dispute, status: 'resolved', paid: true, refundCents: 5000 }).amountCents).toBe(
      s.ownerEarnings,
    );
    expect(s.ownerEarnings).toBeLessThan(
      ownerEarningsOf({ ...dispute, status: 'disputed', paid: true, refundCents: 0 }).amountCents,
    );
  });

  it("unpaid and lost bookings never show money; paid ones never more than the price's owner earnings", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (status, paid, subtotal, serviceFee, bp, share) => {
          const input: OwnerEarningsInput = {
            status,
            paid,
            subtotal,
            serviceFee,
            commissionRateBp: bp,
            refundCents: Math.floor((subtotal + serviceFee) * share),
          };
          const e = ownerEarningsOf(input);
          const full = ownerEarningsOf({ ...input, refundCents: 0, status: 'paid', paid: true });
          expect(e.amountCents).toBeGreaterThanOrEqual(0);
          expect(e.amountCents).toBeLessThanOrEqual(full.amountCents);
          if (['rejected', 'expired'].includes(status) || (status === 'canceled' && !paid))
            expect(e).toEqual({ amountCents: 0, commissionCents: 0 });
        },
      ),
    );
  });
});

describe('ownerEarningsOf = what the ledger credits', () => {
  it('a cancellation, any option, any day, either side: the credit computeRefund posts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 100, max: 50_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...CANCELATION_OPTION_KEYS),
        fc.integer({ min: -5, max: 60 }),
        fc.constantFrom('renter' as const, 'owner' as const),
        (days, perDay, discount7, feeBp, commissionBp, option, daysBefore, canceledBy) => {
          const today = '2027-01-01';
          const startDate = addDays(today, daysBefore);
          const price = priceBooking({
            startDate,
            endDate: addDays(startDate, days - 1),
            pricePerDayCents: perDay,
            discount7Pct: discount7,
            discount30Pct: 0,
            accessories: [],
            serviceFeeRateBp: feeBp,
            commissionRateBp: commissionBp,
          });
          const r = computeRefund({
            price,
            startDate,
            today,
            canceledBy,
            option: CANCELATION_OPTIONS[option],
            commissionRateBp: commissionBp,
          });
          const shown = ownerEarningsOf({
            status: 'canceled',
            paid: true,
            subtotal: price.subtotal,
            serviceFee: price.serviceFee,
            commissionRateBp: commissionBp,
            refundCents: r.refundTotal,
          });
          expect(shown.amountCents).toBe(ledgerCredit(r.ownerEarnings, r.platformRevenue));
          // Before any cancellation the same booking shows the price's owner earnings, credited in full at the end.
          const before = ownerEarningsOf({
            status: 'paid',
            paid: true,
            subtotal: price.subtotal,
            serviceFee: price.serviceFee,
            commissionRateBp: commissionBp,
            refundCents: 0,
          });
          expect(before.amountCents).toBe(price.ownerEarnings);
          expect(before.commissionCents).toBe(price.commission);
        },
      ),
    );
  });

  it('a dispute resolution, any refund: the credit settleDispute posts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (subtotal, serviceFee, bp, share) => {
          const refundCents = Math.floor((subtotal + serviceFee) * share);
          const s = settleDispute({ subtotal, serviceFee, commissionRateBp: bp, refundCents });
          expect(
            ownerEarningsOf({ status: 'resolved', paid: true, subtotal, serviceFee, commissionRateBp: bp, refundCents })
              .amountCents,
          ).toBe(ledgerCredit(s.ownerEarnings, s.platformRevenue));
        },
      ),
    );
  });
});
