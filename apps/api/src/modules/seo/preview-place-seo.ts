import type {
  LocalePagePreviewRequestSchema,
  PageTemplatePreviewRequestSchema,
  RenderedSeo,
} from '@biclou/contracts/seo';
import type { DbOrTx } from '@biclou/db/client';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { UNKNOWN_PLACE } from './manage-locale-pages';
import { findPlaceBySlug } from '../places';
import { renderPlaceSeo, type SeoDraft } from './render-place-seo';

/** A draft rendered for a real place with its real listings; nothing is saved. */
async function preview(
  db: DbOrTx,
  slug: string,
  locale: 'en' | 'fr',
  draft: SeoDraft,
): Promise<{ preview: RenderedSeo }> {
  const place = await findPlaceBySlug(db, slug);
  if (!place) throw AppError.field('placeSlug', UNKNOWN_PLACE);
  return {
    preview: await renderPlaceSeo(
      db,
      { id: place.id, name: place.name, kind: place.kind, bounds: place.bounds },
      locale,
      draft,
    ),
  };
}

export function previewTemplate(db: DbOrTx, input: z.output<typeof PageTemplatePreviewRequestSchema>) {
  const { placeSlug, locale, ...template } = input;
  return preview(db, placeSlug, locale, { template });
}

export function previewLocalePage(db: DbOrTx, input: z.output<typeof LocalePagePreviewRequestSchema>) {
  const { placeSlug, locale, ...overrides } = input;
  return preview(db, placeSlug, locale, { overrides });
}
