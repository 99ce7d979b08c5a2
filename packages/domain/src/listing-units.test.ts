import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignUnits, fullyTakenSpans, priceForUnits } from './listing-units';
import { priceBooking } from './pricing';
import { priceTimedBooking } from './time-pricing';

const at = (hhmm: string) => new Date(`2026-07-01T${hhmm}:00Z`);
const hold = (from: string, to: string) => ({ pickupAt: at(from), returnAt: at(to) });
const whole = { from: at('00:00'), until: at('23:00') };

describe('priceForUnits', () => {
  it('a family of four: every line four times one bike', () => {
    const one = priceBooking({
      startDate: '2026-07-01',
      endDate: '2026-07-08',
      pricePerDayCents: 1500,
      discount7Pct: 10,
      discount30Pct: 0,
      accessories: [{ pricePerDayCents: 200 }],
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    });
    expect(priceForUnits(one, 5000, 4)).toEqual({
      days: 8,
      base: 48000,
      discount: 4800,
      accessories: 6400,
      subtotal: 49600,
      serviceFee: 4960,
      commission: 7440,
      pricePaidByBuyer: 54560,
      ownerEarnings: 42160,
      depositCents: 20000,
    });
  });

  it('refuses a count that is not a whole number of at least one', () => {
    const one = priceBooking({
      startDate: '2026-07-01',
      endDate: '2026-07-01',
      pricePerDayCents: 1000,
      discount7Pct: 0,
      discount30Pct: 0,
      accessories: [],
      serviceFeeRateBp: 1000,
      commissionRateBp: 1500,
    });
    for (const k of [0, -1, 1.5, Number.NaN]) expect(() => priceForUnits(one, 0, k)).toThrow(RangeError);
  });

  it('property: k units cost exactly k times one, for the total, the fees, the earnings and the deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 24 * 40 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 200 }),
        (perDay, perHour, hours, discount, feeBp, commissionBp, deposit, k) => {
          const pickupAt = new Date('2026-07-01T08:00:00Z');
          const one = priceTimedBooking({
            pickupAt,
            returnAt: new Date(pickupAt.getTime() + hours * 3_600_000),
            pricePerDayCents: perDay,
            pricePerHourCents: perHour || null,
            pricePerHalfDayCents: null,
            discount7Pct: discount,
            discount30Pct: discount,
            accessories: [],
            serviceFeeRateBp: feeBp,
            commissionRateBp: commissionBp,
          });
          const many = priceForUnits(one, deposit, k);
          expect(many.pricePaidByBuyer).toBe(one.pricePaidByBuyer * k);
          expect(many.serviceFee).toBe(one.serviceFee * k);
          expect(many.commission).toBe(one.commission * k);
          expect(many.ownerEarnings).toBe(one.ownerEarnings * k);
          expect(many.depositCents).toBe(deposit * k);
          // The lines still add up as one booking's do.
          expect(many.pricePaidByBuyer).toBe(many.subtotal + many.serviceFee);
          expect(many.ownerEarnings).toBe(many.subtotal - many.commission);
          expect(many.subtotal).toBe(many.base - many.discount + many.accessories);
          expect([many.days, many.halfDays, many.hours]).toEqual([one.days, one.halfDays, one.hours]);
        },
      ),
    );
  });
});

describe('assignUnits', () => {
  const units = ['a', 'b', 'c'].map((id) => ({ id, outOfService: false }));
  it.each([
    ['the first free ones in order', new Set<string>(), [], 2, ['a', 'b']],
    ['skips a taken unit', new Set(['a']), [], 2, ['b', 'c']],
    ['keeps what it holds when still free', new Set<string>(), ['c'], 1, ['c']],
    ['swaps a held unit that got taken', new Set(['c']), ['c'], 1, ['a']],
    ['keeps the free half of its holds', new Set(['a']), ['a', 'c'], 2, ['c', 'b']],
    ['none when too few are free', new Set(['a', 'b']), [], 2, null],
  ] as const)('%s', (_name, taken, held, k, expected) => {
    expect(assignUnits(units, taken, held, k)).toEqual(expected);
  });

  it('never gives a unit out of service', () => {
    expect(assignUnits([{ id: 'a', outOfService: true }, ...units.slice(1)], new Set(), ['a'], 2)).toEqual(['b', 'c']);
    expect(assignUnits([{ id: 'a', outOfService: true }], new Set(), [], 1)).toBeNull();
  });

  it('property: k distinct units, all free and in service, or null exactly when fewer than k are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.nat(11), { maxLength: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (outOfService, takenFlags, heldIdx, k) => {
          const all = outOfService.map((o, i) => ({ id: `u${i}`, outOfService: o }));
          const taken = new Set(all.filter((_, i) => takenFlags[i]).map((u) => u.id));
          const free = all.filter((u) => !u.outOfService && !taken.has(u.id));
          const got = assignUnits(all, taken, [...new Set(heldIdx.map((i) => `u${i}`))], k);
          if (free.length < k) expect(got).toBeNull();
          else {
            expect(got).toHaveLength(k);
            expect(new Set(got).size).toBe(k);
            for (const id of got!) expect(free.map((u) => u.id)).toContain(id);
          }
        },
      ),
    );
  });
});

describe('fullyTakenSpans', () => {
  it.each([
    [
      'one unit: its holds, merged end to end',
      [hold('10:00', '12:00'), hold('12:00', '14:00')],
      1,
      [hold('10:00', '14:00')],
    ],
    [
      'two units: only where both are held',
      [hold('10:00', '14:00'), hold('12:00', '16:00')],
      2,
      [hold('12:00', '14:00')],
    ],
    ['two units, one held: nothing', [hold('10:00', '14:00')], 2, []],
    [
      'a return and a pickup at one instant leave no gap',
      [hold('10:00', '12:00'), hold('12:00', '13:00')],
      1,
      [hold('10:00', '13:00')],
    ],
    ['no unit in service: all of it', [], 0, [{ pickupAt: whole.from, returnAt: whole.until }]],
  ] as const)('%s', (_name, holds, inService, expected) => {
    expect(fullyTakenSpans(holds, inService, whole)).toEqual(expected);
  });

  it('property: an instant is in a span exactly when at least every unit in service is held then', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 10 })), { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (raw, inService) => {
          const holds = raw.map(([from, len]) => ({
            pickupAt: new Date(from * 60_000),
            returnAt: new Date((from + len) * 60_000),
          }));
          const spans = fullyTakenSpans(holds, inService, whole);
          for (let minute = 0; minute < 52; minute++) {
            const t = minute * 60_000 + 30_000;
            const heldNow = holds.filter((h) => h.pickupAt.getTime() <= t && t < h.returnAt.getTime()).length;
            const inSpan = spans.some((s) => s.pickupAt.getTime() <= t && t < s.returnAt.getTime());
            expect(inSpan).toBe(heldNow >= inService);
          }
        },
      ),
    );
  });
});
