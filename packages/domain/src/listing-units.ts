/**
 * Units: the identical bikes one listing offers (decisions.md "Units"). A booking takes k of them
 * for its whole span; each unit is held by at most one blocking booking at any instant (the
 * database's exclusion constraint per unit), a unit out of service is given to nobody, and the
 * owner's unavailable dates still block the whole listing.
 */
import type { PriceBreakdown } from './pricing';

/** How many units a listing may hold, and a booking take (at most what is free). */
export const UNIT_LIMITS = { min: 1, max: 200 } as const;

export const UNIT_MESSAGES = {
  count: `The number of bikes must be a whole number between ${UNIT_LIMITS.min} and ${UNIT_LIMITS.max}.`,
  bookingCount: `Choose how many bikes to book: a whole number from ${UNIT_LIMITS.min} to ${UNIT_LIMITS.max}.`,
  tooMany: `A listing can hold at most ${UNIT_LIMITS.max} bikes.`,
  lastUnit: 'A listing keeps at least one bike: delete the listing instead.',
  holdsBookings: 'This bike is booked for dates still to come: it can be removed once those bookings are over.',
} as const;

/** A price for one unit, made the price of k: every line × k, so no rounding differs from k single bookings. */
export function priceForUnits<P extends PriceBreakdown>(
  price: P,
  depositCents: number,
  k: number,
): P & { depositCents: number } {
  if (!Number.isInteger(k) || k < UNIT_LIMITS.min)
    throw new RangeError(`a booking takes a whole number of units ≥ 1, got ${k}`);
  return {
    ...price,
    base: price.base * k,
    discount: price.discount * k,
    accessories: price.accessories * k,
    subtotal: price.subtotal * k,
    serviceFee: price.serviceFee * k,
    commission: price.commission * k,
    pricePaidByBuyer: price.pricePaidByBuyer * k,
    ownerEarnings: price.ownerEarnings * k,
    depositCents: depositCents * k,
  };
}

interface UnitState {
  id: string;
  outOfService: boolean;
}

/**
 * The units a booking of k gets: those it already holds that are still free (a request keeps its
 * bikes when it can), then the free ones in the owner's order; null when fewer than k are free.
 * `units` in the owner's order; `taken`: units another blocking booking holds over the span.
 */
export function assignUnits(
  units: readonly UnitState[],
  taken: ReadonlySet<string>,
  held: readonly string[],
  k: number,
): string[] | null {
  const free = units.filter((u) => !u.outOfService && !taken.has(u.id)).map((u) => u.id);
  const kept = held.filter((id) => free.includes(id)).slice(0, k);
  const chosen = [...kept, ...free.filter((id) => !kept.includes(id))].slice(0, k);
  return chosen.length === k ? chosen : null;
}

export interface UnitHold {
  pickupAt: Date;
  returnAt: Date;
}

/**
 * The spans in which every unit in service is held, merged: the times a renter cannot have any
 * bike. `holds` are the blocking bookings' holds of the units in service (one per unit and booking;
 * the holds of one unit never overlap). With no unit in service, everything from `from` to `until`.
 * Example: 2 units, holds 10–14 and 12–16 → 12–14.
 */
export function fullyTakenSpans(
  holds: readonly UnitHold[],
  inService: number,
  whole: { from: Date; until: Date },
): UnitHold[] {
  if (inService <= 0) return [{ pickupAt: whole.from, returnAt: whole.until }];
  const edges = holds
    .flatMap((h) => [
      [h.pickupAt.getTime(), 1],
      [h.returnAt.getTime(), -1],
    ])
    // At one instant, returns come before pickups: a return at 12:00 frees the bike for 12:00.
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!) as [number, number][];
  const out: UnitHold[] = [];
  let held = 0;
  let since: number | null = null;
  for (const [at, step] of edges) {
    held += step;
    if (held >= inService && since === null) since = at;
    else if (held < inService && since !== null) {
      const last = out.at(-1);
      if (last && last.returnAt.getTime() === since) last.returnAt = new Date(at);
      else if (at > since) out.push({ pickupAt: new Date(since), returnAt: new Date(at) });
      since = null;
    }
  }
  return out;
}
