/**
 * The double-entry ledger as a pure model (decisions.md "Payments, balance and payouts"). Money
 * moves only as transactions whose entries sum to zero; balances are sums of entries, never stored.
 * The database appends what these builders return, in the same SQL transaction as the state change.
 *
 * Sign: an entry adds its amount to its account's balance. Money comes from and goes back to the
 * outside world through `external`, so `external` is negative by what the platform holds or has
 * paid out, and every other account must stay at zero or above.
 */
export type OwnerAccountKind = 'owner_available' | 'owner_in_transit' | 'owner_paid_out';

export type LedgerAccount =
  /** Renters' cards and the owners' banks: where payments come from and refunds go. */
  | 'external'
  /** Paid, not yet credited nor refunded; the share of one booking is its entries tagged with its id. */
  | 'escrow'
  /** Service fees and commissions the platform has earned. */
  | 'platform_revenue'
  | `${OwnerAccountKind}:${string}`;

/** Every kind of ledger transaction (the `ledger_transactions.kind` column; pages word each one). */
export const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'refund',
  'credit',
  'payout_requested',
  'payout_paid',
  'payout_failed',
  'payout_returned',
  'deposit_captured',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** What reaches an owner's available balance from their rentals: the earnings' credit and a captured deposit. */
export const OWNER_INCOME_KINDS = ['credit', 'deposit_captured'] as const satisfies readonly LedgerTransactionKind[];

export interface LedgerEntry {
  account: LedgerAccount;
  /** Integer cents; positive adds to the account's balance, negative takes from it. */
  amountCents: number;
}

export interface LedgerTransaction {
  kind: LedgerTransactionKind;
  currency: string;
  bookingId: string | null;
  payoutId: string | null;
  entries: LedgerEntry[];
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** `ownerAccount('owner_available', 'u1')` = 'owner_available:u1'. */
export function ownerAccount(kind: OwnerAccountKind, userId: string): LedgerAccount {
  if (!userId || userId.includes(':')) throw new LedgerError(`invalid user id for an account: ${userId}`);
  return `${kind}:${userId}`;
}

/** Throws unless the entries are whole non-zero cents summing to 0: [external −100, escrow +100] passes. */
export function assertBalanced(entries: readonly LedgerEntry[]): void {
  if (entries.length < 2) throw new LedgerError('a transaction needs at least two entries');
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents === 0)
      throw new LedgerError(`entry amounts are non-zero whole cents, got ${e.amountCents} on ${e.account}`);
    sum += e.amountCents;
  }
  if (sum !== 0) throw new LedgerError(`entries sum to ${sum}, not 0`);
}

/** Each account's balance: `balancesOf([external −100, escrow +100, escrow −30, external +30])` = { external: −70, escrow: 70 }. */
export function balancesOf(entries: Iterable<LedgerEntry>): Partial<Record<LedgerAccount, number>> {
  const out: Partial<Record<LedgerAccount, number>> = {};
  for (const e of entries) out[e.account] = (out[e.account] ?? 0) + e.amountCents;
  return out;
}

/** What one booking still holds in escrow: its payment minus its refunds and its credit. */
export function bookingEscrow(transactions: Iterable<LedgerTransaction>, bookingId: string): number {
  let total = 0;
  for (const t of transactions) {
    if (t.bookingId !== bookingId) continue;
    for (const e of t.entries) if (e.account === 'escrow') total += e.amountCents;
  }
  return total;
}

/**
 * Posts a transaction on known balances and returns the new ones; refuses (LedgerError) anything
 * unbalanced or that would take an account other than `external` below zero. The repository runs
 * it on balances read under lock, so escrow and owner balances can never go negative.
 */
export function applyTransaction(
  balances: Partial<Record<LedgerAccount, number>>,
  tx: LedgerTransaction,
): Partial<Record<LedgerAccount, number>> {
  assertBalanced(tx.entries);
  const next = { ...balances };
  for (const e of tx.entries) next[e.account] = (next[e.account] ?? 0) + e.amountCents;
  for (const e of tx.entries) {
    if (e.account !== 'external' && (next[e.account] ?? 0) < 0)
      throw new LedgerError(`${tx.kind} would make ${e.account} negative`);
  }
  return next;
}

function positive(name: string, cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new LedgerError(`${name} must be a positive whole number of cents, got ${cents}`);
}

function transaction(
  kind: LedgerTransactionKind,
  currency: string,
  ids: { bookingId?: string; payoutId?: string },
  entries: LedgerEntry[],
): LedgerTransaction {
  const kept = entries.filter((e) => e.amountCents !== 0);
  assertBalanced(kept);
  return { kind, currency, bookingId: ids.bookingId ?? null, payoutId: ids.payoutId ?? null, entries: kept };
}

interface BookingMoney {
  bookingId: string;
  amountCents: number;
  currency: string;
}
interface PayoutMoney {
  payoutId: string;
  ownerId: string;
  amountCents: number;
  currency: string;
}

/** Card payment into escrow: 13640 → external −13640, escrow +13640. */
export function paymentTransaction({ bookingId, amountCents, currency }: BookingMoney): LedgerTransaction {
  positive('payment', amountCents);
  return transaction('payment', currency, { bookingId }, [
    { account: 'external', amountCents: -amountCents },
    { account: 'escrow', amountCents },
  ]);
}

/** Refund out of escrow: 8680 → escrow −8680, external +8680. */
export function refundTransaction({ bookingId, amountCents, currency }: BookingMoney): LedgerTransaction {
  positive('refund', amountCents);
  return transaction('refund', currency, { bookingId }, [
    { account: 'escrow', amountCents: -amountCents },
    { account: 'external', amountCents },
  ]);
}

/**
 * Balance credit: escrow splits into the owner's available balance and platform revenue.
 * Owner 10540 + platform 3100 → escrow −13640, owner_available:u +10540, platform_revenue +3100.
 * A zero share is left out (e.g. a late Flexible cancellation: the owner gets 0, the platform the fee).
 */
export function creditTransaction(input: {
  bookingId: string;
  ownerId: string;
  ownerEarningsCents: number;
  platformRevenueCents: number;
  currency: string;
}): LedgerTransaction {
  const { ownerEarningsCents: owner, platformRevenueCents: platform } = input;
  for (const [name, v] of [
    ['ownerEarningsCents', owner],
    ['platformRevenueCents', platform],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new LedgerError(`${name} must be a non-negative whole number of cents, got ${v}`);
  }
  positive('credit', owner + platform);
  return transaction('credit', input.currency, { bookingId: input.bookingId }, [
    { account: 'escrow', amountCents: -(owner + platform) },
    { account: ownerAccount('owner_available', input.ownerId), amountCents: owner },
    { account: 'platform_revenue', amountCents: platform },
  ]);
}

const move =
  (kind: LedgerTransactionKind, from: OwnerAccountKind, to: OwnerAccountKind) =>
  ({ payoutId, ownerId, amountCents, currency }: PayoutMoney): LedgerTransaction => {
    positive(kind, amountCents);
    return transaction(kind, currency, { payoutId }, [
      { account: ownerAccount(from, ownerId), amountCents: -amountCents },
      { account: ownerAccount(to, ownerId), amountCents },
    ]);
  };

/** Payout asked for: available → in transit (5000 → owner_available:u −5000, owner_in_transit:u +5000). */
export const payoutRequestedTransaction = move('payout_requested', 'owner_available', 'owner_in_transit');

/** Payout processed: in transit → paid out. */
export const payoutPaidTransaction = move('payout_paid', 'owner_in_transit', 'owner_paid_out');

/** Payout failed: the amount goes back from in transit to available. */
export const payoutFailedTransaction = move('payout_failed', 'owner_in_transit', 'owner_available');

/**
 * Payout returned by the bank after it was processed (Stripe's `payout.failed` after `paid`):
 * the amount goes back from paid out to available, so the owner can ask for it again.
 */
export const payoutReturnedTransaction = move('payout_returned', 'owner_paid_out', 'owner_available');

/**
 * A captured deposit hold: the amount comes from the renter's card straight to the owner's
 * available balance, no commission (4000 → external −4000, owner_available:u +4000). A hold that is
 * only authorised, released or expired moves no money and has no entry.
 */
export function depositCaptureTransaction(input: {
  bookingId: string;
  ownerId: string;
  amountCents: number;
  currency: string;
}): LedgerTransaction {
  positive('deposit capture', input.amountCents);
  return transaction('deposit_captured', input.currency, { bookingId: input.bookingId }, [
    { account: 'external', amountCents: -input.amountCents },
    { account: ownerAccount('owner_available', input.ownerId), amountCents: input.amountCents },
  ]);
}
