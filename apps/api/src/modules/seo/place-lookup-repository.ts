import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { places } from '@biclou/db/schema';

export async function findPlaceIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.slug, slug));
  return row?.id;
}

/**
 * What a breadcrumb shows of a place and of its ancestors (up to `maxDepth` of them), top first,
 * the place itself last: one recursive query up the `parent_id` chain.
 */
export function placeTrailSql(id: number, maxDepth: number): SQL {
  return sql`
    WITH RECURSIVE trail AS (
      SELECT p.slug, p.name, p.kind, p.parent_id, 0 AS depth FROM ${places} p WHERE p.id = ${id}
      UNION ALL
      SELECT p.slug, p.name, p.kind, p.parent_id, t.depth + 1
      FROM ${places} p JOIN trail t ON p.id = t.parent_id
      WHERE t.depth < ${maxDepth}
    )
    SELECT slug, name, kind FROM trail ORDER BY depth DESC`;
}
