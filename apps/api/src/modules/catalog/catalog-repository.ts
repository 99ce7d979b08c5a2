import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { categories, sizes, subCategories } from '@biclou/db/schema';

export async function listCategoriesWithSubs(tx: DbOrTx) {
  const [cats, subs] = await Promise.all([
    tx.select().from(categories).orderBy(asc(categories.position), asc(categories.slug)),
    tx.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.slug)),
  ]);
  return cats.map((c) => ({ ...c, subCategories: subs.filter((s) => s.categoryId === c.id) }));
}

export function listSizes(tx: DbOrTx) {
  return tx.select().from(sizes).orderBy(asc(sizes.position), asc(sizes.code));
}

export async function findCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findSubCategory(tx: DbOrTx, categoryId: string, id: string) {
  const [row] = await tx
    .select()
    .from(subCategories)
    .where(and(eq(subCategories.id, id), eq(subCategories.categoryId, categoryId)));
  return row;
}

export async function findSize(tx: DbOrTx, code: string) {
  const [row] = await tx.select().from(sizes).where(eq(sizes.code, code));
  return row;
}
