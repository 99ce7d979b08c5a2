import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { localePages, pageTemplates } from '@biclou/db/schema';
import type { SeoLocale, SeoOverrides, SeoPageKind, SeoPatterns } from '@biclou/domain/seo-template';
import { nearbyPlacesSql, type PlaceRow, type PlaceScope } from '../places';
import { listingCardsSql, listingStatsSql, type CardRow, type StatsRow } from './place-listings-repository';
import { placeTrailSql } from './place-lookup-repository';

interface PlacePageParts {
  /** The saved template of the place's kind in the locale (null: the built-in default). */
  template: (SeoPatterns & { id: string }) | null;
  localePage: (SeoOverrides & { id: string }) | null;
  stats: StatsRow | null;
  cards: CardRow[];
  trail: { slug: string; name: string; kind: string }[];
  nearby: PlaceRow[];
}

/**
 * Everything the place page reads once the place is known, in one statement: its template and
 * locale page, the stats and cards of its live listings (place-listings-repository.ts), its trail
 * (place-lookup-repository.ts) and the nearby cities (the places module's SQL), each a JSON value.
 * Each list keeps its subquery's order (`json_agg` over the sorted, limited rows).
 */
export async function findPlacePageParts(
  db: DbOrTx,
  p: {
    scope: PlaceScope;
    centre: { lat: number; lng: number };
    kind: SeoPageKind;
    locale: SeoLocale;
    cards: number;
    nearby: number;
    trailDepth: number;
  },
): Promise<PlacePageParts> {
  const result = await db.execute(sql`
    SELECT
      (SELECT to_json(x) FROM (SELECT t.id, t.title, t.description, t.h1, t.body FROM ${pageTemplates} t
        WHERE t.kind = ${p.kind} AND t.locale = ${p.locale}) x) AS template,
      (SELECT to_json(x) FROM (SELECT lp.id, lp.title, lp.description, lp.h1, lp.body FROM ${localePages} lp
        WHERE lp.place_id = ${p.scope.id} AND lp.locale = ${p.locale}) x) AS "localePage",
      (SELECT to_json(x) FROM (${listingStatsSql(p.scope.id)}) x) AS stats,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (${listingCardsSql(p.scope, p.centre, p.cards)}) x) AS cards,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (${placeTrailSql(p.scope.id, p.trailDepth)}) x) AS trail,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (${nearbyPlacesSql(p.scope.id, p.nearby)}) x) AS nearby`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as PlacePageParts[];
  return rows[0]!;
}
