import { and, asc, desc, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type {
  AdminPayoutListResponse,
  EarningsResponse,
  PayableListingsResponse,
  PayoutListResponse,
  PayoutResponse,
} from '@biclou/contracts/payouts';
import { bookings, ledgerEntries, ledgerTransactions, listings, payoutItems, payouts, users } from '@biclou/db/schema';
import { ownerAccount } from '@biclou/domain/ledger';
import { parisToday } from '@biclou/domain/paris-calendar';
import { earningsByMonth } from '@biclou/domain/payout-rules';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { DECIDE_MESSAGES } from './decide-payout';
import { listingTitle, ownerPayouts, toPayouts } from './payout-repository';

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
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row || (row.ownerId !== viewer.id && viewer.role !== 'admin')) throw AppError.notFound(DECIDE_MESSAGES.notFound);
  const [payout] = await toPayouts(db, [row]);
  return { payout: payout! };
}

/** GET /me/payouts/available: credited bookings with earnings, in no live payout, grouped by listing. */
export async function payableBookings(ctx: RequestContext, ownerId: string): Promise<PayableListingsResponse> {
  const { db } = ctx.deps;
  const rows = await db
    .select({
      id: bookings.id,
      ref: bookings.ref,
      listingId: bookings.listingId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      amountCents: bookings.creditOwnerCents,
      currency: bookings.currency,
      creditedAt: bookings.creditedAt,
      brand: listings.brand,
      model: listings.model,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        isNotNull(bookings.creditedAt),
        gt(bookings.creditOwnerCents, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutItems)
            .where(and(eq(payoutItems.bookingId, bookings.id), sql`${payoutItems.releasedAt} IS NULL`)),
        ),
      ),
    )
    .orderBy(asc(bookings.startDate));
  const out: PayableListingsResponse['listings'] = [];
  for (const r of rows) {
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
      amountCents: r.amountCents,
      currency: r.currency,
      creditedAt: r.creditedAt!.toISOString(),
    });
    group.totalCents += r.amountCents;
  }
  return { listings: out };
}

/** GET /me/earnings: what was credited to the balance each month (Europe/Paris), the last 12 months. */
export async function monthlyEarnings(ctx: RequestContext, ownerId: string): Promise<EarningsResponse> {
  const { db, clock } = ctx.deps;
  const month = sql<string>`to_char(${ledgerTransactions.createdAt} AT TIME ZONE 'Europe/Paris', 'YYYY-MM')`;
  const rows = await db
    .select({ month, currency: ledgerEntries.currency, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerEntries.account, ownerAccount('owner_available', ownerId)), eq(ledgerTransactions.kind, 'credit')),
    )
    .groupBy(month, ledgerEntries.currency);
  const months = earningsByMonth(
    rows.map((r) => ({ month: r.month, cents: Number(r.cents) })),
    parisToday(clock.now()).slice(0, 7),
  );
  return { currency: rows[0]?.currency ?? 'EUR', months, totalCents: months.reduce((s, m) => s + m.cents, 0) };
}

/** GET /admin/payouts: every payout (oldest pending first when filtered on pending), with its owner. */
export async function adminListPayouts(
  ctx: RequestContext,
  status?: 'pending' | 'processed' | 'failed',
): Promise<AdminPayoutListResponse> {
  const { db } = ctx.deps;
  const rows = await db
    .select()
    .from(payouts)
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(status === 'pending' ? asc(payouts.createdAt) : desc(payouts.createdAt))
    .limit(500);
  const owners = rows.length
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId))]))
    : [];
  const views = await toPayouts(db, rows);
  return { payouts: views.map((v, i) => ({ ...v, owner: owners.find((o) => o.id === rows[i]!.ownerId)! })) };
}
