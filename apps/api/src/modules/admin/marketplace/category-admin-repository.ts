import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { categories, listings, subCategories } from '@biclou/db/schema';

// The admin's categories: the tree with its listing counts, and the writes to categories; the
// sub-categories' writes are in sub-category-admin-repository.ts.

export type CategoryRow = typeof categories.$inferSelect;

export type CategoryValues = Pick<typeof categories.$inferInsert, 'slug' | 'nameEn' | 'nameFr' | 'icon'>;

/** Every category and sub-category with how many listings (any status) use it. */
export async function categoriesWithCounts(tx: DbOrTx) {
  const [cats, subs, catCounts, subCounts] = await Promise.all([
    tx.select().from(categories).orderBy(asc(categories.position), asc(categories.slug)),
    tx.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.slug)),
    tx
      .select({ id: listings.categoryId, n: sql<number>`count(*)::int` })
      .from(listings)
      .groupBy(listings.categoryId),
    tx
      .select({ id: listings.subCategoryId, n: sql<number>`count(*)::int` })
      .from(listings)
      .groupBy(listings.subCategoryId),
  ]);
  const catN = new Map(catCounts.map((c) => [c.id, Number(c.n)]));
  const subN = new Map(subCounts.map((c) => [c.id, Number(c.n)]));
  return cats.map((c) => ({
    ...c,
    listingCount: catN.get(c.id) ?? 0,
    subCategories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ ...s, listingCount: subN.get(s.id) ?? 0 })),
  }));
}

export async function lockCategory(tx: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/**
 * Holds every other category write until this transaction ends, so that two admins naming two
 * categories alike at the same moment cannot both pass the check (names have no unique index: the
 * rule is "reads alike", case and accents aside, which PostgreSQL's collation would not decide).
 */
export async function lockCategoryNames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('category-names', 0))`);
}

export type CategoryNames = Pick<CategoryRow, 'nameEn' | 'nameFr'>;

/** The names of every category but `exceptId`. */
export async function otherCategoryNames(tx: DbOrTx, exceptId?: string): Promise<CategoryNames[]> {
  return tx
    .select({ nameEn: categories.nameEn, nameFr: categories.nameFr })
    .from(categories)
    .where(exceptId ? sql`${categories.id} <> ${exceptId}` : undefined);
}

export async function categorySlugTaken(tx: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? sql`${categories.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function insertCategory(tx: DbOrTx, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await tx
    .insert(categories)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(${categories.position}), -1) + 1 FROM ${categories})`,
    })
    .returning();
  return row!;
}

export async function updateCategory(tx: DbOrTx, id: string, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

export async function listingsUsingCategory(tx: DbOrTx, id: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.categoryId, id));
  return Number(r?.n ?? 0);
}

export async function deleteCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** The categories' ids in their order (locked), for a reorder. */
export async function lockCategoryOrder(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.slug))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setCategoryPositions(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(categories).set({ position }).where(eq(categories.id, id));
}
