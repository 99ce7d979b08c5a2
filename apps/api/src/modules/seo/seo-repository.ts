import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { localePages, pageTemplates, places } from '@biclou/db/schema';
import type { SeoLocale, SeoPageKind } from '@biclou/domain/seo-template';

export type PageTemplateRow = typeof pageTemplates.$inferSelect;
type NewPageTemplate = Omit<typeof pageTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LocalePageRow = typeof localePages.$inferSelect;
type NewLocalePage = Omit<typeof localePages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// ---- Page templates ------------------------------------------------------------------------------
export async function listPageTemplates(tx: DbOrTx): Promise<PageTemplateRow[]> {
  return tx.select().from(pageTemplates).orderBy(asc(pageTemplates.kind), asc(pageTemplates.locale));
}

export async function findPageTemplate(tx: DbOrTx, id: string): Promise<PageTemplateRow | undefined> {
  const [row] = await tx.select().from(pageTemplates).where(eq(pageTemplates.id, id));
  return row;
}

export async function findTemplateFor(
  tx: DbOrTx,
  kind: SeoPageKind,
  locale: SeoLocale,
): Promise<PageTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(pageTemplates)
    .where(and(eq(pageTemplates.kind, kind), eq(pageTemplates.locale, locale)));
  return row;
}

export async function insertPageTemplate(tx: DbOrTx, values: NewPageTemplate): Promise<PageTemplateRow> {
  const [row] = await tx.insert(pageTemplates).values(values).returning();
  return row!;
}

export async function updatePageTemplate(
  tx: DbOrTx,
  id: string,
  values: NewPageTemplate & { updatedAt: Date },
): Promise<PageTemplateRow | undefined> {
  const [row] = await tx.update(pageTemplates).set(values).where(eq(pageTemplates.id, id)).returning();
  return row;
}

export async function deletePageTemplate(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.delete(pageTemplates).where(eq(pageTemplates.id, id)).returning({ id: pageTemplates.id });
  return rows.length > 0;
}

// ---- Locale pages --------------------------------------------------------------------------------
const localePageColumns = {
  page: localePages,
  place: { id: places.id, slug: places.slug, name: places.name, kind: places.kind, country: places.country },
};
export type LocalePageWithPlace = {
  page: LocalePageRow;
  place: { id: number; slug: string; name: string; kind: string; country: string };
};

export async function listLocalePages(
  tx: DbOrTx,
  filter: { placeId?: number; locale?: SeoLocale },
): Promise<LocalePageWithPlace[]> {
  const where: SQL[] = [];
  if (filter.placeId) where.push(eq(localePages.placeId, filter.placeId));
  if (filter.locale) where.push(eq(localePages.locale, filter.locale));
  return tx
    .select(localePageColumns)
    .from(localePages)
    .innerJoin(places, eq(places.id, localePages.placeId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(places.name), asc(localePages.locale)) as Promise<LocalePageWithPlace[]>;
}

export async function findLocalePage(tx: DbOrTx, id: string): Promise<LocalePageWithPlace | undefined> {
  const [row] = await tx
    .select(localePageColumns)
    .from(localePages)
    .innerJoin(places, eq(places.id, localePages.placeId))
    .where(eq(localePages.id, id));
  return row as LocalePageWithPlace | undefined;
}

export async function findLocalePageFor(
  tx: DbOrTx,
  placeId: number,
  locale: SeoLocale,
): Promise<LocalePageRow | undefined> {
  const [row] = await tx
    .select()
    .from(localePages)
    .where(and(eq(localePages.placeId, placeId), eq(localePages.locale, locale)));
  return row;
}

export async function insertLocalePage(tx: DbOrTx, values: NewLocalePage): Promise<LocalePageRow> {
  const [row] = await tx.insert(localePages).values(values).returning();
  return row!;
}

export async function updateLocalePage(
  tx: DbOrTx,
  id: string,
  values: NewLocalePage & { updatedAt: Date },
): Promise<LocalePageRow | undefined> {
  const [row] = await tx.update(localePages).set(values).where(eq(localePages.id, id)).returning();
  return row;
}

export async function deleteLocalePage(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.delete(localePages).where(eq(localePages.id, id)).returning({ id: localePages.id });
  return rows.length > 0;
}
