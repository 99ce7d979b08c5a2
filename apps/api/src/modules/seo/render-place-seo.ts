import type { PlaceBounds, PlaceRef } from '@biclou/contracts/places';
import type { RenderedSeo } from '@biclou/contracts/seo';
import type { DbOrTx } from '@biclou/db/client';
import { DEFAULT_PAGE_TEMPLATES } from '@biclou/db/seed-seo';
import {
  overlayPatterns,
  renderPatterns,
  templateKindOf,
  type SeoLocale,
  type SeoOverrides,
  type SeoPatterns,
} from '@biclou/domain/seo-template';
import { listingStatsIn, type PlaceListingStats } from './place-listings-repository';
import { findPlaceIdBySlug } from './place-lookup-repository';
import { findLocalePageFor, findTemplateFor } from './seo-repository';

interface SeoPlace {
  id: number;
  name: string;
  kind: string;
  bounds: PlaceBounds;
}

export interface SeoDraft {
  /** A template being edited: replaces the saved one. */
  template?: SeoPatterns;
  /** A locale page being edited: replaces the saved one. */
  overrides?: SeoOverrides;
}

/**
 * The place page's title, description, H1 and body: the template of the place's kind in that
 * locale (or the built-in default when an admin deleted it), overlaid field by field by the
 * place's locale page, filled with the live listings in the place's box.
 */
export async function renderPlaceSeo(
  db: DbOrTx,
  place: SeoPlace,
  locale: SeoLocale,
  draft: SeoDraft = {},
): Promise<RenderedSeo> {
  const kind = templateKindOf(place.kind);
  const [saved, localePage, stats] = await Promise.all([
    draft.template ? undefined : findTemplateFor(db, kind, locale),
    draft.overrides ? undefined : findLocalePageFor(db, place.id, locale),
    listingStatsIn(db, place.id),
  ]);
  return composePlaceSeo(place, locale, { saved, localePage, stats }, draft);
}

/** renderPlaceSeo once its template, locale page and stats are read (the place page reads them in its one query). */
export function composePlaceSeo(
  place: Pick<SeoPlace, 'name' | 'kind'>,
  locale: SeoLocale,
  read: {
    saved: (SeoPatterns & { id: string }) | null | undefined;
    localePage: (SeoOverrides & { id: string }) | null | undefined;
    stats: PlaceListingStats;
  },
  draft: SeoDraft = {},
): RenderedSeo {
  const { saved, localePage, stats } = read;
  const kind = templateKindOf(place.kind);
  const template =
    draft.template ?? saved ?? DEFAULT_PAGE_TEMPLATES.find((t) => t.kind === kind && t.locale === locale)!;
  const patterns = overlayPatterns(template, draft.overrides ?? localePage);
  const rendered = renderPatterns(patterns, {
    place: place.name,
    count: stats.count,
    minPriceCents: stats.minPriceCents,
    currency: stats.currency,
    locale,
  });
  return {
    ...rendered,
    listingCount: stats.count,
    minPriceCents: stats.minPriceCents,
    currency: stats.currency,
    source: { templateId: saved?.id ?? null, localePageId: localePage?.id ?? null },
  };
}

/** A place's id by slug (the places module answers in slugs; locale pages key on ids). */
export async function placeIdOf(db: DbOrTx, slug: string): Promise<number | null> {
  return (await findPlaceIdBySlug(db, slug)) ?? null;
}

/** A breadcrumb of the place's trail (placeTrailSql): Auvergne-Rhône-Alpes › Rhône › Lyon. */
export const toCrumb = (row: { slug: string; name: string; kind: string }): PlaceRef => ({
  slug: row.slug,
  name: row.name,
  kind: row.kind as PlaceRef['kind'],
});
