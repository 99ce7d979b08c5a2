import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { categories, listings, subCategories } from '@biclou/db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
type CategoryValues = Pick<typeof categories.$inferInsert, 'slug' | 'nameEn' | 'nameFr' | 'icon'>;

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

export async function lockSubCategory(tx: DbOrTx, id: string): Promise<SubCategoryRow | undefined> {
  const [row] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
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

/** The names of the category's sub-categories but `exceptId`. */
export async function otherSubCategoryNames(
  tx: DbOrTx,
  categoryId: string,
  exceptId?: string,
): Promise<CategoryNames[]> {
  return tx
    .select({ nameEn: subCategories.nameEn, nameFr: subCategories.nameFr })
    .from(subCategories)
    .where(
      and(eq(subCategories.categoryId, categoryId), exceptId ? sql`${subCategories.id} <> ${exceptId}` : undefined),
    );
}

export async function categorySlugTaken(tx: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? sql`${categories.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function subCategorySlugTaken(
  tx: DbOrTx,
  categoryId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, categoryId),
        eq(subCategories.slug, slug),
        exceptId ? sql`${subCategories.id} <> ${exceptId}` : undefined,
      ),
    );
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

export async function insertSubCategory(
  tx: DbOrTx,
  categoryId: string,
  values: CategoryValues,
): Promise<SubCategoryRow> {
  const [row] = await tx
    .insert(subCategories)
    .values({
      ...values,
      categoryId,
      position: sql`(SELECT coalesce(max(s.position), -1) + 1 FROM sub_categories s WHERE s.category_id = ${categoryId})`,
    })
    .returning();
  return row!;
}

export async function updateSubCategory(tx: DbOrTx, id: string, values: CategoryValues): Promise<SubCategoryRow> {
  const [row] = await tx.update(subCategories).set(values).where(eq(subCategories.id, id)).returning();
  return row!;
}

export async function listingsUsingCategory(tx: DbOrTx, id: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.categoryId, id));
  return Number(r?.n ?? 0);
}

export async function listingsUsingSubCategory(tx: DbOrTx, id: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.subCategoryId, id));
  return Number(r?.n ?? 0);
}

export async function deleteCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function deleteSubCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(subCategories).where(eq(subCategories.id, id));
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

export async function lockSubCategoryOrder(tx: DbOrTx, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.categoryId, categoryId))
    .orderBy(asc(subCategories.position), asc(subCategories.slug))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setCategoryPositions(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(categories).set({ position }).where(eq(categories.id, id));
}

export async function setSubCategoryPositions(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(subCategories).set({ position }).where(eq(subCategories.id, id));
}
