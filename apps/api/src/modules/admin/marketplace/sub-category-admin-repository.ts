import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, subCategories } from '@biclou/db/schema';
import type { CategoryNames, CategoryValues } from './category-admin-repository';

// The admin's writes to sub-categories (each inside its category): locks, names, slugs, order, deletion.

type SubCategoryRow = typeof subCategories.$inferSelect;

export async function lockSubCategory(tx: DbOrTx, id: string): Promise<SubCategoryRow | undefined> {
  const [row] = await tx.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
  return row;
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

export async function listingsUsingSubCategory(tx: DbOrTx, id: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(eq(listings.subCategoryId, id));
  return Number(r?.n ?? 0);
}

export async function deleteSubCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(subCategories).where(eq(subCategories.id, id));
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

export async function setSubCategoryPositions(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(subCategories).set({ position }).where(eq(subCategories.id, id));
}
