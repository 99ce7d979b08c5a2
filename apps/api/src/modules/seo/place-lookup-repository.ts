import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { places } from '@biclou/db/schema';

export async function findPlaceIdBySlug(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.slug, slug));
  return row?.id;
}

/** What a breadcrumb shows of a place, and its parent's id. */
export async function findPlaceCrumb(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ slug: places.slug, name: places.name, kind: places.kind, parentId: places.parentId })
    .from(places)
    .where(eq(places.id, id));
  return row;
}
