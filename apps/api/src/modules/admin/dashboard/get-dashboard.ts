import type { z } from 'zod';
import type { AdminDashboardQuerySchema, AdminDashboardResponse } from '@biclou/contracts/admin-users';
import type { DbOrTx } from '@biclou/db/client';
import {
  attention,
  bookingsByStatus,
  currentCounts,
  newUsersSeries,
  paidBookingsSeries,
  revenueSeries,
  type Bucket,
  type Range,
} from './dashboard-repository';

const DAY = 86_400_000;
const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The period's range (UTC days, `to` exclusive) and its bucket: days, or months beyond 92 days. */
export function periodRange(query: z.output<typeof AdminDashboardQuerySchema>, now: Date): Range {
  const today = dayStart(now);
  const tomorrow = new Date(today.getTime() + DAY);
  if (query.period === '7d') return { from: new Date(tomorrow.getTime() - 7 * DAY), to: tomorrow, bucket: 'day' };
  if (query.period === '30d') return { from: new Date(tomorrow.getTime() - 30 * DAY), to: tomorrow, bucket: 'day' };
  if (query.period === '12m')
    return {
      from: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)),
      to: tomorrow,
      bucket: 'month',
    };
  const from = new Date(`${query.from}T00:00:00Z`);
  const to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY);
  return { from, to, bucket: to.getTime() - from.getTime() > 92 * DAY ? 'month' : 'day' };
}

/** Every bucket's first day in the range, so the charts show empty days as 0. */
export function buckets(r: Range): string[] {
  const out: string[] = [];
  let d = r.bucket === 'month' ? new Date(Date.UTC(r.from.getUTCFullYear(), r.from.getUTCMonth(), 1)) : r.from;
  while (d < r.to && out.length < 1200) {
    out.push(iso(d));
    d =
      r.bucket === 'month'
        ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
        : new Date(d.getTime() + DAY);
  }
  return out;
}

/** GET /admin/dashboard: the period's figures and series, and what needs attention now. */
export async function getDashboard(
  db: DbOrTx,
  query: z.output<typeof AdminDashboardQuerySchema>,
  now: Date,
): Promise<AdminDashboardResponse> {
  const r = periodRange(query, now);
  const [paid, revenue, users, states, counts, todo] = await Promise.all([
    paidBookingsSeries(db, r),
    revenueSeries(db, r),
    newUsersSeries(db, r),
    bookingsByStatus(db, r),
    currentCounts(db),
    attention(db),
  ]);
  const by = <T extends { at: string }>(list: T[]) => new Map(list.map((x) => [x.at, x]));
  const paidAt = by(paid);
  const revenueAt = by(revenue);
  const usersAt = by(users);
  const series = buckets(r).map((at) => ({
    at,
    gmvCents: Number(paidAt.get(at)?.gmv ?? 0),
    revenueCents: Number(revenueAt.get(at)?.cents ?? 0),
    bookings: Number(paidAt.get(at)?.n ?? 0),
    newUsers: Number(usersAt.get(at)?.n ?? 0),
  }));
  const total = (f: (p: (typeof paid)[number]) => string) => paid.reduce((s, p) => s + Number(f(p)), 0);
  return {
    period: { from: iso(r.from), to: iso(new Date(r.to.getTime() - DAY)), bucket: r.bucket as Bucket },
    currency: 'EUR',
    gmvCents: total((p) => p.gmv),
    revenueCents: series.reduce((s, p) => s + p.revenueCents, 0),
    serviceFeesCents: total((p) => p.fees),
    commissionCents: total((p) => p.commission),
    bookingsByStatus: Object.fromEntries(states.map((s) => [s.status, Number(s.n)])),
    newUsers: series.reduce((s, p) => s + p.newUsers, 0),
    liveListings: Number(counts.live),
    pendingPayouts: { count: Number(counts.payouts), amountCents: Number(counts.payout_cents) },
    openDisputes: Number(counts.disputes),
    series,
    attention: todo.map((a) => ({
      kind: a.kind,
      id: a.id,
      label: a.label,
      amountCents: a.amount_cents === null ? null : Number(a.amount_cents),
      currency: a.currency,
      since: new Date(a.since).toISOString(),
    })),
  };
}
