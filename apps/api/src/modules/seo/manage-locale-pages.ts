import type { LocalePage, LocalePageRequestSchema } from '@biclou/contracts/seo';
import type { Db, DbOrTx } from '@biclou/db/client';
import type { SeoLocale } from '@biclou/domain/seo-template';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { recordAdminAction } from '../admin/shared';
import {
  deleteLocalePage,
  findLocalePage,
  insertLocalePage,
  listLocalePages,
  updateLocalePage,
  type LocalePageRow,
  type LocalePageWithPlace,
} from './seo-repository';
import { placeIdOf } from './render-place-seo';

type LocalePageInput = z.output<typeof LocalePageRequestSchema>;

const LOCALE_PAGE_NOT_FOUND = 'Locale page not found';
const LOCALE_PAGE_DUPLICATE = 'This place already has a page in this language.';
export const UNKNOWN_PLACE = 'Choose a place from the list.';

function toLocalePage({ page, place }: { page: LocalePageRow; place: LocalePageWithPlace['place'] }): LocalePage {
  return {
    id: page.id,
    place: {
      slug: place.slug,
      name: place.name,
      kind: place.kind as LocalePage['place']['kind'],
      country: place.country,
    },
    locale: page.locale,
    title: page.title,
    description: page.description,
    h1: page.h1,
    body: page.body,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', 409, LOCALE_PAGE_DUPLICATE, { locale: [LOCALE_PAGE_DUPLICATE] });
    throw err;
  }
}

/** The place of a request, by slug; an unknown slug is a field error, not a 404 of the route. */
async function requirePlaceId(db: DbOrTx, slug: string): Promise<number> {
  const id = await placeIdOf(db, slug);
  if (!id) throw AppError.field('placeSlug', UNKNOWN_PLACE);
  return id;
}

const values = (placeId: number, input: LocalePageInput) => ({
  placeId,
  locale: input.locale,
  title: input.title,
  description: input.description,
  h1: input.h1,
  body: input.body,
});

export async function listPages(db: DbOrTx, filter: { place?: string; locale?: SeoLocale }) {
  let placeId: number | undefined;
  if (filter.place) {
    const id = await placeIdOf(db, filter.place);
    if (!id) return { localePages: [] };
    placeId = id;
  }
  return { localePages: (await listLocalePages(db, { placeId, locale: filter.locale })).map(toLocalePage) };
}

export async function getPage(db: DbOrTx, id: string) {
  const row = await findLocalePage(db, id);
  if (!row) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
  return { localePage: toLocalePage(row) };
}

/** What the audit log keeps of a locale page: its place, language and wording. */
const audited = (row: LocalePageWithPlace | undefined) =>
  row
    ? {
        place: row.place.name,
        locale: row.page.locale,
        title: row.page.title,
        description: row.page.description,
        h1: row.page.h1,
        body: row.page.body,
      }
    : null;

export async function createPage(db: Db, adminId: string, input: LocalePageInput) {
  const placeId = await requirePlaceId(db, input.placeSlug);
  const id = await unique(() =>
    db.transaction(async (tx) => {
      const page = await insertLocalePage(tx, values(placeId, input));
      await recordAdminAction(tx, {
        adminId,
        action: 'locale_page.create',
        objectType: 'locale_page',
        objectId: page.id,
        before: null,
        after: audited(await findLocalePage(tx, page.id)),
      });
      return page.id;
    }),
  );
  return getPage(db, id);
}

export async function updatePage(db: Db, adminId: string, id: string, input: LocalePageInput, now: Date) {
  if (!(await findLocalePage(db, id))) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
  const placeId = await requirePlaceId(db, input.placeSlug);
  await unique(() =>
    db.transaction(async (tx) => {
      const before = await findLocalePage(tx, id);
      const page = await updateLocalePage(tx, id, { ...values(placeId, input), updatedAt: now });
      if (!before || !page) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
      await recordAdminAction(tx, {
        adminId,
        action: 'locale_page.update',
        objectType: 'locale_page',
        objectId: id,
        before: audited(before),
        after: audited(await findLocalePage(tx, id)),
        at: now,
      });
    }),
  );
  return getPage(db, id);
}

export async function removePage(db: Db, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const before = await findLocalePage(tx, id);
    if (!before || !(await deleteLocalePage(tx, id))) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: 'locale_page.delete',
      objectType: 'locale_page',
      objectId: id,
      before: audited(before),
      after: null,
    });
  });
}
