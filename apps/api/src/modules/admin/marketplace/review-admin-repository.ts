import { sql, type SQL } from 'drizzle-orm';
import type { AdminReviewListQuery } from '@biclou/contracts/admin-marketplace';
import type { DbOrTx } from '@biclou/db/client';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface AdminReviewSqlRow {
  id: string;
  side: 'renter' | 'owner';
  rating: number;
  comment: string;
  author_id: string;
  author_firstname: string;
  author_lastname: string;
  subject_id: string;
  subject_firstname: string;
  subject_lastname: string;
  listing_id: string;
  listing_title: string;
  created_at: string | Date;
  published_at: string | Date | null;
  hidden_at: string | Date | null;
  hidden_reason: string | null;
  sort_key: string;
}

const SELECT = sql`SELECT r.id, r.side, r.rating, r.comment, a.id AS author_id, a.firstname AS author_firstname,
  a.lastname AS author_lastname, s.id AS subject_id, s.firstname AS subject_firstname, s.lastname AS subject_lastname,
  l.id AS listing_id, trim(concat_ws(' ', l.brand, l.model)) AS listing_title, r.created_at, r.published_at,
  r.hidden_at, r.hidden_reason,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key
FROM reviews r
JOIN users a ON a.id = r.author_id
JOIN users s ON s.id = r.subject_id
JOIN listings l ON l.id = r.listing_id`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest (or oldest) first by (created_at, id), behind reviews_created_idx; keyset pages. */
export async function adminReviewPage(
  db: DbOrTx,
  q: AdminReviewListQuery,
  after: { key: string; id: string } | undefined,
): Promise<AdminReviewSqlRow[]> {
  const desc = q.dir === 'desc';
  const where: SQL[] = [];
  if (q.visibility === 'hidden') where.push(sql`r.hidden_at IS NOT NULL`);
  if (q.visibility === 'visible') where.push(sql`r.hidden_at IS NULL`);
  if (q.rating) where.push(sql`r.rating = ${q.rating}`);
  if (q.q) {
    const like = `%${likeEscape(q.q.trim())}%`;
    where.push(
      sql`(r.comment ILIKE ${like} OR concat_ws(' ', a.firstname, a.lastname) ILIKE ${like} OR concat_ws(' ', l.brand, l.model) ILIKE ${like})`,
    );
  }
  if (after)
    where.push(
      desc
        ? sql`(r.created_at, r.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql`(r.created_at, r.id) > (${after.key}::timestamptz, ${after.id}::uuid)`,
    );
  const direction = desc ? sql`DESC` : sql`ASC`;
  return rows<AdminReviewSqlRow>(
    db,
    sql`${SELECT} ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT ${q.limit + 1}`,
  );
}

export async function adminReview(db: DbOrTx, id: string, lock = false): Promise<AdminReviewSqlRow | null> {
  const [row] = await rows<AdminReviewSqlRow>(
    db,
    sql`${SELECT} WHERE r.id = ${id} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row ?? null;
}

export async function setReviewHidden(db: DbOrTx, id: string, hidden: { at: Date; reason: string } | null) {
  await db.execute(
    sql`UPDATE reviews SET hidden_at = ${hidden ? hidden.at.toISOString() : null}::timestamptz, hidden_reason = ${hidden?.reason ?? null} WHERE id = ${id}`,
  );
}
