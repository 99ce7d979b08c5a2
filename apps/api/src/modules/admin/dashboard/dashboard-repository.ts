import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type Bucket = 'day' | 'month';
export interface Range {
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: Bucket;
}

const trunc = (bucket: Bucket, column: SQL) =>
  sql`to_char(date_trunc(${bucket}, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
const inRange = (column: SQL, r: Range) =>
  sql`${column} >= ${r.from.toISOString()}::timestamptz AND ${column} < ${r.to.toISOString()}::timestamptz`;

/** Paid bookings per bucket: GMV (what renters paid), service fees, commissions, how many. */
export function paidBookingsSeries(db: DbOrTx, r: Range) {
  return rows<{ at: string; gmv: string; fees: string; commission: string; n: number }>(
    db,
    sql`SELECT ${trunc(r.bucket, sql`paid_at`)} AS at, sum(total_cents)::bigint AS gmv,
          sum(service_fee_cents)::bigint AS fees, sum(commission_cents)::bigint AS commission, count(*)::int AS n
        FROM bookings WHERE paid_at IS NOT NULL AND ${inRange(sql`paid_at`, r)} GROUP BY 1`,
  );
}

/** The platform's revenue per bucket, from the ledger (entries to `platform_revenue`). */
export function revenueSeries(db: DbOrTx, r: Range) {
  return rows<{ at: string; cents: string }>(
    db,
    sql`SELECT ${trunc(r.bucket, sql`t.created_at`)} AS at, sum(e.amount_cents)::bigint AS cents
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'platform_revenue' AND ${inRange(sql`t.created_at`, r)} GROUP BY 1`,
  );
}

export function newUsersSeries(db: DbOrTx, r: Range) {
  return rows<{ at: string; n: number }>(
    db,
    sql`SELECT ${trunc(r.bucket, sql`created_at`)} AS at, count(*)::int AS n
        FROM users WHERE ${inRange(sql`created_at`, r)} GROUP BY 1`,
  );
}

/** Bookings requested in the period, by their state now. */
export function bookingsByStatus(db: DbOrTx, r: Range) {
  return rows<{ status: string; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM bookings WHERE ${inRange(sql`requested_at`, r)} GROUP BY status`,
  );
}

export async function currentCounts(db: DbOrTx) {
  const [row] = await rows<{ live: number; payouts: number; payout_cents: string; disputes: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM listings WHERE status = 'live' AND deleted_at IS NULL) AS live,
               (SELECT count(*)::int FROM payouts WHERE status = 'pending') AS payouts,
               (SELECT coalesce(sum(amount_cents), 0)::bigint FROM payouts WHERE status = 'pending') AS payout_cents,
               (SELECT count(*)::int FROM disputes WHERE status = 'open') AS disputes`,
  );
  return row!;
}

/**
 * Needs attention: open disputes and pending payouts, oldest first. There is no content report in
 * the product (nobody can flag a listing, review or message), so no "reported content" row (decisions.md).
 */
export function attention(db: DbOrTx) {
  return rows<{
    kind: 'dispute' | 'payout';
    id: string;
    label: string;
    amount_cents: number | null;
    currency: string | null;
    since: Date | string;
  }>(
    db,
    sql`(SELECT 'dispute' AS kind, d.id, b.ref AS label, b.total_cents AS amount_cents, b.currency, d.created_at AS since
          FROM disputes d JOIN bookings b ON b.id = d.booking_id WHERE d.status = 'open' ORDER BY d.created_at LIMIT 5)
        UNION ALL
        (SELECT 'payout', p.id, p.ref || ' · ' || u.firstname || ' ' || u.lastname, p.amount_cents, p.currency, p.created_at
          FROM payouts p JOIN users u ON u.id = p.owner_id WHERE p.status = 'pending' ORDER BY p.created_at LIMIT 5)`,
  );
}
