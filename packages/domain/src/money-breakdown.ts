/**
 * A booking's money as each party reads it, line by line (decisions.md "Trust sweep: money as each
 * party reads it"). Every page that shows a booking's amounts draws these steps, so no box can show
 * lines that do not add up: in every step the lines sum to its total, to the cent.
 *
 * A step is a few lines and their total. A later step may start from the previous total, as a
 * `carried` line (pages need not draw it again: it is the total just above). The owner reads
 * "Total 287.76 / Service fee, paid by the renter to Biclou −26.16 / Commission −39.24 / Your
 * earnings 222.36": the renter's service fee is shown as not the owner's.
 */
import type { BookingStatus } from './booking-status';
import { ownerEarningsOf } from './owner-earnings';

export type BreakdownParty = 'renter' | 'owner' | 'admin';

export type BreakdownLineCode =
  // The price, as booked: the days, half-days and hours charged, each at its price.
  | 'base'
  | 'base-half-days'
  | 'base-hours'
  | 'discount'
  | 'accessories'
  | 'service-fee'
  | 'total'
  // What happened to it.
  | 'refund'
  | 'dispute-refund'
  | 'deposit-captured'
  | 'service-fee-platform'
  | 'commission'
  | 'owner-earnings'
  // Totals after the price.
  | 'net-cost'
  | 'earnings'
  | 'earnings-expected'
  | 'earnings-held'
  | 'owner-total'
  | 'charged';

export interface BreakdownLine {
  code: BreakdownLineCode;
  /** Signed cents: what this line adds to its step's total. */
  cents: number;
  /** The previous step's total, repeated as this step's first line. */
  carried?: boolean;
  /**
   * What a label needs: how many units a `base` line charges (days, half-days or hours, as its
   * code says) and the price of one, the rate of a fee or commission (basis points).
   */
  params?: { units?: number; unitCents?: number; rateBp?: number };
}

export interface BreakdownStep {
  lines: BreakdownLine[];
  total: BreakdownLine;
}

export interface BreakdownInput {
  status: BookingStatus;
  /** Whether the payment went through. */
  paid: boolean;
  price: {
    days: number;
    pricePerDayCents: number;
    /** The half-days and hours charged beside the days, and their prices then (a timed booking's). */
    halfDays?: number;
    hours?: number;
    pricePerHalfDayCents?: number | null;
    pricePerHourCents?: number | null;
    /** Identical bikes booked together (absent: one): each unit charged is priced for all of them. */
    bikes?: number;
    base: number;
    discount: number;
    accessories: number;
    subtotal: number;
    serviceFee: number;
    pricePaidByBuyer: number;
    serviceFeeRateBp: number;
    commissionRateBp: number;
  };
  /** What went back to the renter's card (a cancellation's refund or a dispute's decision). */
  refundCents: number;
  /** What an admin captured from the deposit hold for the owner (0 when nothing was). */
  capturedDepositCents: number;
}

const NOTHING_EARNED: readonly BookingStatus[] = ['rejected', 'expired'];

/**
 * The rental's lines: one per unit charged, "20,00 € × 2 days", "10,00 € × 1 half-day", "4,00 € ×
 * 3 hours" (a rental of days alone is one line, as before hours were sold). Should the units at
 * their prices not make the base (a snapshot that does not agree with itself), one line of days
 * says the base, so the box still adds up.
 */
function baseLines(p: BreakdownInput['price']): BreakdownLine[] {
  // k bikes: "30,00 € × 2 days" for two bikes at 15,00 € a day each.
  const k = p.bikes ?? 1;
  const dayLine: BreakdownLine = {
    code: 'base',
    cents: p.base,
    params: { units: p.days, unitCents: p.pricePerDayCents * k },
  };
  const parts = [
    { code: 'base' as const, units: p.days, unitCents: p.pricePerDayCents * k },
    { code: 'base-half-days' as const, units: p.halfDays ?? 0, unitCents: (p.pricePerHalfDayCents ?? 0) * k },
    { code: 'base-hours' as const, units: p.hours ?? 0, unitCents: (p.pricePerHourCents ?? 0) * k },
  ].filter((part) => part.units > 0);
  if (parts.every((part) => part.code === 'base')) return [dayLine];
  const lines = parts.map((part): BreakdownLine => ({
    code: part.code,
    cents: part.units * part.unitCents,
    params: { units: part.units, unitCents: part.unitCents },
  }));
  return lines.reduce((sum, l) => sum + l.cents, 0) === p.base ? lines : [dayLine];
}

function priceStep(input: BreakdownInput): BreakdownStep {
  const p = input.price;
  const lines: BreakdownLine[] = baseLines(p);
  if (p.discount > 0) lines.push({ code: 'discount', cents: -p.discount });
  if (p.accessories > 0) lines.push({ code: 'accessories', cents: p.accessories });
  lines.push({ code: 'service-fee', cents: p.serviceFee, params: { rateBp: p.serviceFeeRateBp } });
  return { lines, total: { code: 'total', cents: p.pricePaidByBuyer } };
}

/** Whether the booking's money went anywhere: paid, and not an unpaid cancellation, rejection or expiry. */
const moneyMoved = (input: BreakdownInput) => input.paid && !NOTHING_EARNED.includes(input.status);

/** What the renter got back; only a paid booking can have had a refund. */
const refundOf = (input: BreakdownInput) => (moneyMoved(input) ? input.refundCents : 0);

const refundLine = (input: BreakdownInput, sign: 1 | -1): BreakdownLine => ({
  code: input.status === 'resolved' ? 'dispute-refund' : 'refund',
  cents: sign * refundOf(input),
});

/** The service fee the platform keeps: the fee minus the part of it a refund gave back (a refund takes the subtotal first). */
function keptServiceFee(input: BreakdownInput): number {
  const refund = refundOf(input);
  return input.price.serviceFee - (refund - Math.min(refund, input.price.subtotal));
}

function earningsOf(input: BreakdownInput) {
  return ownerEarningsOf({
    status: input.status,
    paid: input.paid,
    subtotal: input.price.subtotal,
    serviceFee: input.price.serviceFee,
    commissionRateBp: input.price.commissionRateBp,
    refundCents: refundOf(input),
  });
}

const earningsCode = (status: BookingStatus): BreakdownLineCode => {
  if (status === 'requested' || status === 'accepted') return 'earnings-expected';
  if (status === 'disputed') return 'earnings-held';
  return 'earnings';
};

const step = (lines: BreakdownLine[], code: BreakdownLineCode, carried?: BreakdownLine): BreakdownStep => {
  const all = carried ? [{ ...carried, carried: true }, ...lines] : lines;
  return { lines: all, total: { code, cents: all.reduce((s, l) => s + l.cents, 0) } };
};

/**
 * The renter's price box: the price; once money came back or a deposit was captured, what the rental
 * cost in the end. `renterBreakdown(paid 2200, refund 1400)` → [base…total 2200], [2200, refund −1400 → net cost 800].
 */
export function renterBreakdown(input: BreakdownInput): BreakdownStep[] {
  const price = priceStep(input);
  const refund = refundOf(input);
  const captured = moneyMoved(input) ? input.capturedDepositCents : 0;
  if (!refund && !captured) return [price];
  const lines: BreakdownLine[] = [];
  if (refund) lines.push(refundLine(input, -1));
  if (captured) lines.push({ code: 'deposit-captured', cents: captured });
  return [price, step(lines, 'net-cost', price.total)];
}

/**
 * The owner's box: the renter's price, then what is not the owner's (the service fee the platform
 * keeps, a refund, the commission) down to their earnings, then a captured deposit on top.
 * Rejected, expired and unpaid canceled bookings show the price only: nothing was earned.
 * Example: total 2200 → −200 service fee → −300 commission → earnings 1700.
 */
export function ownerBreakdown(input: BreakdownInput): BreakdownStep[] {
  const price = priceStep(input);
  const unpaid = input.status === 'requested' || input.status === 'accepted';
  if (!unpaid && !moneyMoved(input)) return [price];
  const earnings = earningsOf(input);
  const lines: BreakdownLine[] = [
    { code: 'service-fee-platform', cents: -keptServiceFee(input), params: { rateBp: input.price.serviceFeeRateBp } },
  ];
  if (refundOf(input)) lines.push(refundLine(input, -1));
  lines.push({
    code: 'commission',
    cents: -earnings.commissionCents,
    params: { rateBp: input.price.commissionRateBp },
  });
  const owner = step(lines, earningsCode(input.status), price.total);
  const captured = moneyMoved(input) ? input.capturedDepositCents : 0;
  if (!captured) return [price, owner];
  return [price, owner, step([{ code: 'deposit-captured', cents: captured }], 'owner-total', owner.total)];
}

/**
 * The team's box: the price, then where every cent charged to the renter went — back to the renter,
 * to the owner (earnings and a captured deposit), to the platform (service fee kept, commission).
 */
export function adminBreakdown(input: BreakdownInput): BreakdownStep[] {
  const price = priceStep(input);
  if (!moneyMoved(input)) return [price];
  const earnings = earningsOf(input);
  const lines: BreakdownLine[] = [];
  if (refundOf(input)) lines.push(refundLine(input, 1));
  lines.push({ code: 'owner-earnings', cents: earnings.amountCents });
  if (input.capturedDepositCents) lines.push({ code: 'deposit-captured', cents: input.capturedDepositCents });
  lines.push({
    code: 'service-fee-platform',
    cents: keptServiceFee(input),
    params: { rateBp: input.price.serviceFeeRateBp },
  });
  lines.push({ code: 'commission', cents: earnings.commissionCents, params: { rateBp: input.price.commissionRateBp } });
  return [price, step(lines, 'charged')];
}

export const breakdownOf: Record<BreakdownParty, (input: BreakdownInput) => BreakdownStep[]> = {
  renter: renterBreakdown,
  owner: ownerBreakdown,
  admin: adminBreakdown,
};
