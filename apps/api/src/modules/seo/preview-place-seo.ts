import type {
  LocalePagePreviewRequestSchema,
  PageTemplatePreviewRequestSchema,
  RenderedSeo,
} from '@biclou/contracts/seo';
import type { DbOrTx } from '@biclou/db/client';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { UNKNOWN_PLACE } from './manage-locale-pages';
import type { PlaceSource } from './place-source';
import { placeIdOf, renderPlaceSeo, type SeoDraft } from './render-place-seo';

/** A draft rendered for a real place with its real listings; nothing is saved. */
async function preview(
  db: DbOrTx,
  source: PlaceSource,
  slug: string,
  locale: 'en' | 'fr',
  draft: SeoDraft,
): Promise<{ preview: RenderedSeo }> {
  const [place, placeId] = await Promise.all([source.detail(slug), placeIdOf(db, slug)]);
  if (!place || !placeId) throw AppError.field('placeSlug', UNKNOWN_PLACE);
  return {
    preview: await renderPlaceSeo(
      db,
      { id: placeId, name: place.name, kind: place.kind, bounds: place.bounds },
      locale,
      draft,
    ),
  };
}

export function previewTemplate(
  db: DbOrTx,
  source: PlaceSource,
  input: z.output<typeof PageTemplatePreviewRequestSchema>,
) {
  const { placeSlug, locale, ...template } = input;
  return preview(db, source, placeSlug, locale, { template });
}

export function previewLocalePage(
  db: DbOrTx,
  source: PlaceSource,
  input: z.output<typeof LocalePagePreviewRequestSchema>,
) {
  const { placeSlug, locale, ...overrides } = input;
  return preview(db, source, placeSlug, locale, { overrides });
}
