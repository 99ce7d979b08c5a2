import type {
  EarningsResponse,
  PayableListingsResponse,
  PayoutListResponse,
  PayoutResponse,
} from '@biclou/contracts/payouts';
import { ownerAccount } from '@biclou/domain/ledger';
import { parisToday } from '@biclou/domain/paris-calendar';
import { earningsByMonth, payableParts } from '@biclou/domain/payout-rules';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { DECIDE_MESSAGES } from './decide-payout';
import { monthlyCredits } from './earnings-repository';
import { payableBookingRows } from './payable-repository';
import { payoutCandidates } from './payout-candidates';
import { listingTitle, ownerPayouts, toPayouts } from './payout-repository';
import { findPayout } from './payout-state-repository';

/** GET /me/payouts: the caller's payouts, newest first. */
export async function listMyPayouts(ctx: RequestContext, ownerId: string): Promise<PayoutListResponse> {
  const { db } = ctx.deps;
  return { payouts: await toPayouts(db, await ownerPayouts(db, ownerId)) };
}

/** GET /me/payouts/:id: its owner, or an admin; anyone else gets 404 (nothing tells it exists). */
export async function getPayout(
  ctx: RequestContext,
  viewer: { id: string; role: string },
  payoutId: string,
): Promise<PayoutResponse> {
  const { db } = ctx.deps;
  const row = await findPayout(db, payoutId);
  if (!row || (row.ownerId !== viewer.id && viewer.role !== 'admin')) throw AppError.notFound(DECIDE_MESSAGES.notFound);
  const [payout] = await toPayouts(db, [row]);
  return { payout: payout! };
}

/**
 * GET /me/payouts/available: the bookings a payout may take now, grouped by listing, each with what
 * it would pay (credited earnings and a captured deposit no live payout holds: the payout rules'
 * `payableParts`, the same a request is decided on). Their sum is the available balance.
 */
export async function payableBookings(ctx: RequestContext, ownerId: string): Promise<PayableListingsResponse> {
  const { db } = ctx.deps;
  const rows = await payableBookingRows(db, ownerId);
  const candidates = await payoutCandidates(db, rows);
  const out: PayableListingsResponse['listings'] = [];
  rows.forEach((r, i) => {
    const parts = payableParts(candidates[i]!);
    const amountCents = parts.reduce((s, p) => s + p.amountCents, 0);
    if (amountCents <= 0) return;
    let group = out.find((g) => g.listingId === r.listingId);
    if (!group)
      out.push(
        (group = { listingId: r.listingId, title: listingTitle(r), currency: r.currency, totalCents: 0, bookings: [] }),
      );
    group.bookings.push({
      bookingId: r.id,
      ref: r.ref,
      startDate: r.startDate,
      endDate: r.endDate,
      amountCents,
      depositCents: parts.find((p) => p.kind === 'deposit_captured')?.amountCents ?? 0,
      currency: r.currency,
      creditedAt: r.creditedAt?.toISOString() ?? null,
    });
    group.totalCents += amountCents;
  });
  return { listings: out };
}

/** GET /me/earnings: what was credited to the balance each month (Europe/Paris), the last 12 months. */
export async function monthlyEarnings(ctx: RequestContext, ownerId: string): Promise<EarningsResponse> {
  const { db, clock } = ctx.deps;
  const rows = await monthlyCredits(db, ownerAccount('owner_available', ownerId));
  const months = earningsByMonth(
    rows.map((r) => ({ month: r.month, cents: Number(r.cents) })),
    parisToday(clock.now()).slice(0, 7),
  );
  return { currency: rows[0]?.currency ?? 'EUR', months, totalCents: months.reduce((s, m) => s + m.cents, 0) };
}
