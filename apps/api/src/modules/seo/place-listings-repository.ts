import { sql, type SQL } from 'drizzle-orm';
import type { PublicListingSummary } from '@biclou/contracts/listings';
import type { DbOrTx } from '@biclou/db/client';
import { listingPhotos } from '@biclou/db/schema';
import { listingTitle } from '../listings';
import { inPlaceSql, type PlaceScope, placeTreeSql } from '../places';

/** What a visitor may see: live listings of active owners, with everything a card shows (`l`, `u`). */
const PUBLICLY_LIVE = sql`l.status = 'live' AND u.deleted_at IS NULL AND u.banned_at IS NULL
  AND l.location IS NOT NULL AND l.price_per_day_cents IS NOT NULL AND l.city IS NOT NULL AND l.country IS NOT NULL`;

export interface CardRow {
  id: string;
  brand: string | null;
  model: string | null;
  pricePerDayCents: number;
  currency: string;
  city: string;
  country: string;
  isElec: boolean;
  category_slug: string;
  category_name_en: string;
  category_name_fr: string;
  coverKey: string | null;
}

/**
 * Count and lowest price per day of the place's own live listings (place-membership.ts): those
 * linked by `listing_places` to the place or to a city under it (department → cities, region →
 * departments → cities). The membership the places module counts (`listingCount`), the place page
 * lists and search by place finds. The place's cities first (by `parent_id`), then their
 * listings through `listing_places_city_idx`.
 */
export function listingStatsSql(placeId: number): SQL {
  return sql`
    SELECT count(*)::integer AS n,
           min(l.price_per_day_cents)::integer AS min_price,
           (array_agg(l.currency ORDER BY l.price_per_day_cents, l.id))[1] AS currency
    FROM listing_places lp
    JOIN listings l ON l.id = lp.listing_id
    JOIN users u ON u.id = l.owner_id
    WHERE lp.city_id IN (${placeTreeSql(placeId)}) AND ${PUBLICLY_LIVE}`;
}

export interface StatsRow {
  n: number;
  min_price: number | null;
  currency: string | null;
}
export interface PlaceListingStats {
  count: number;
  minPriceCents: number | null;
  currency: string;
}

export const toStats = (row: StatsRow | undefined): PlaceListingStats => ({
  count: Number(row?.n ?? 0),
  minPriceCents: row?.min_price ?? null,
  currency: row?.currency?.trim() || 'EUR',
});

export async function listingStatsIn(tx: DbOrTx, placeId: number): Promise<PlaceListingStats> {
  const result = await tx.execute(listingStatsSql(placeId));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as StatsRow[];
  return toStats(rows[0]);
}

/**
 * The place's own live listings (place-membership.ts: those its title counts and search by place
 * finds), nearest its centre first, as cards (no coordinates at all).
 */
export function listingCardsSql(place: PlaceScope, centre: { lat: number; lng: number }, limit: number): SQL {
  // The cover comes in the same query (`listing_photos_one_cover_key`: one per listing at most).
  return sql`
    SELECT l.id, l.brand, l.model, l.price_per_day_cents AS "pricePerDayCents", l.currency, l.city, l.country, l.is_elec AS "isElec",
      c.slug AS category_slug, c.name_en AS category_name_en, c.name_fr AS category_name_fr,
      (SELECT p.key FROM ${listingPhotos} p WHERE p.listing_id = l.id AND p.is_cover) AS "coverKey"
    FROM listings l
    JOIN users u ON u.id = l.owner_id
    JOIN categories c ON c.id = l.category_id
    WHERE ${PUBLICLY_LIVE} AND ${inPlaceSql(place)}
    ORDER BY l.location <-> point(${centre.lng}, ${centre.lat})
    LIMIT ${limit}`;
}

export const toCard = (r: CardRow): PublicListingSummary => ({
  id: r.id,
  title: listingTitle(r),
  coverKey: r.coverKey ?? null,
  pricePerDayCents: r.pricePerDayCents,
  currency: r.currency,
  city: r.city,
  country: r.country as PublicListingSummary['country'],
  isElec: r.isElec,
  category: { slug: r.category_slug, nameEn: r.category_name_en, nameFr: r.category_name_fr },
});
