import type { BalanceResponse } from '@biclou/contracts/bookings';
import { earningsAvailableOn } from '@biclou/domain/booking-timers';
import { ownerAccount } from '@biclou/domain/ledger';
import type { RequestContext } from '../../../platform/http/request-context';
import { listPendingCredits } from '../repositories/balance-repository';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { accountBalances, ownerLedgerHistory } from '../../money';

/**
 * GET /me/balance: every figure derived from the ledger and the bookings, never stored. Pending is
 * what paid bookings will credit (after any refund), available the `owner_available` account.
 */
export async function getBalance(ctx: RequestContext, ownerId: string): Promise<BalanceResponse> {
  const { db } = ctx.deps;
  const settings = await loadBookingSettings(db);
  const accounts = {
    available: ownerAccount('owner_available', ownerId),
    inTransit: ownerAccount('owner_in_transit', ownerId),
    paidOut: ownerAccount('owner_paid_out', ownerId),
  };
  const [balances, history, pendingRows] = await Promise.all([
    accountBalances(db, Object.values(accounts)),
    ownerLedgerHistory(db, ownerId),
    listPendingCredits(db, ownerId),
  ]);
  const sum = (account: string) => balances.filter((b) => b.account === account).reduce((s, b) => s + b.cents, 0);
  const pending = pendingRows.map((r) => ({
    bookingId: r.id,
    bookingRef: r.ref,
    status: r.status,
    amountCents: r.creditOwnerCents,
    creditDate: earningsAvailableOn(r.endDate, timerSettings(settings).creditDelayDays),
  }));
  return {
    currency: pendingRows[0]?.currency ?? balances[0]?.currency ?? 'EUR',
    pendingCents: pending.reduce((s, p) => s + p.amountCents, 0),
    availableCents: sum(accounts.available),
    inTransitCents: sum(accounts.inTransit),
    paidOutCents: sum(accounts.paidOut),
    history: history.map((h) => ({
      kind: h.kind,
      bookingId: h.bookingId,
      bookingRef: h.bookingRef,
      payoutId: h.payoutRef ? h.payoutId : null,
      payoutRef: h.payoutRef,
      amountCents: h.amountCents,
      currency: h.currency,
      at: h.at.toISOString(),
    })),
    pending,
  };
}
