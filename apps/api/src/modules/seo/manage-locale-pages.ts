import type { LocalePage, LocalePageRequestSchema } from '@biclou/contracts/seo';
import type { DbOrTx } from '@biclou/db/client';
import type { SeoLocale } from '@biclou/domain/seo-template';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { isUniqueViolation } from '../../platform/db/pg-errors';
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

export const LOCALE_PAGE_NOT_FOUND = 'Locale page not found';
export const LOCALE_PAGE_DUPLICATE = 'This place already has a page in this language.';
export const UNKNOWN_PLACE = 'Choose a place from the list.';

export function toLocalePage({
  page,
  place,
}: {
  page: LocalePageRow;
  place: LocalePageWithPlace['place'];
}): LocalePage {
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
export async function requirePlaceId(db: DbOrTx, slug: string): Promise<number> {
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

export async function createPage(db: DbOrTx, input: LocalePageInput) {
  const placeId = await requirePlaceId(db, input.placeSlug);
  const page = await unique(() => insertLocalePage(db, values(placeId, input)));
  return getPage(db, page.id);
}

export async function updatePage(db: DbOrTx, id: string, input: LocalePageInput, now: Date) {
  if (!(await findLocalePage(db, id))) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
  const placeId = await requirePlaceId(db, input.placeSlug);
  const page = await unique(() => updateLocalePage(db, id, { ...values(placeId, input), updatedAt: now }));
  if (!page) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
  return getPage(db, page.id);
}

export async function removePage(db: DbOrTx, id: string) {
  if (!(await deleteLocalePage(db, id))) throw AppError.notFound(LOCALE_PAGE_NOT_FOUND);
}
