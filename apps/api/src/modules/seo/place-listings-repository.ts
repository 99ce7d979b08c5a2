import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PublicListingSummary } from '@biclou/contracts/listings';
import type { PlaceBounds } from '@biclou/contracts/places';
import type { DbOrTx } from '@biclou/db/client';
import { categories, listingPhotos, listings, users } from '@biclou/db/schema';
import { listingTitle } from '../listings/listing-view';

/** What a visitor may see: live listings of active owners, with everything a card shows. */
const publiclyLive = () =>
  and(
    eq(listings.status, 'live'),
    isNull(users.deletedAt),
    isNull(users.bannedAt),
    isNotNull(listings.location),
    isNotNull(listings.pricePerDayCents),
    isNotNull(listings.city),
    isNotNull(listings.country),
  );

/** The public point (`location`, the offset one) inside the box; GiST-indexed. */
const inBox = (b: PlaceBounds) => sql`${listings.location} <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))`;

/**
 * Count and lowest price per day of the place's own live listings: those whose city
 * (`listing_places`, the commune nearest the public point) is the place or lies under it
 * (department → cities, region → departments → cities). The same membership the places module
 * counts, so "{count}" matches its `listingCount`. One query: the place's cities first (by
 * `parent_id`), then their listings through `listing_places_city_idx`.
 */
export async function listingStatsIn(tx: DbOrTx, placeId: number): Promise<{ count: number; minPriceCents: number | null; currency: string }> {
  const result = await tx.execute(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT ${placeId}::integer
      UNION ALL SELECT p.id FROM places p JOIN tree ON p.parent_id = tree.id
    )
    SELECT count(*)::integer AS n,
           min(l.price_per_day_cents)::integer AS min_price,
           (array_agg(l.currency ORDER BY l.price_per_day_cents, l.id))[1] AS currency
    FROM tree
    JOIN listing_places lp ON lp.city_id = tree.id
    JOIN listings l ON l.id = lp.listing_id
    JOIN users u ON u.id = l.owner_id
    WHERE l.status = 'live' AND u.deleted_at IS NULL AND u.banned_at IS NULL
      AND l.location IS NOT NULL AND l.price_per_day_cents IS NOT NULL AND l.city IS NOT NULL AND l.country IS NOT NULL`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number; min_price: number | null; currency: string | null }[];
  const row = rows[0];
  return { count: Number(row?.n ?? 0), minPriceCents: row?.min_price ?? null, currency: row?.currency?.trim() || 'EUR' };
}

/** The live listings in the box nearest the place's centre, as cards (no coordinates at all). */
export async function listingCardsNear(tx: DbOrTx, bounds: PlaceBounds, centre: { lat: number; lng: number }, limit: number): Promise<PublicListingSummary[]> {
  const rows = await tx
    .select({
      id: listings.id,
      brand: listings.brand,
      model: listings.model,
      pricePerDayCents: listings.pricePerDayCents,
      currency: listings.currency,
      city: listings.city,
      country: listings.country,
      isElec: listings.isElec,
      category: { slug: categories.slug, nameEn: categories.nameEn, nameFr: categories.nameFr },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(publiclyLive(), inBox(bounds)))
    .orderBy(sql`${listings.location} <-> point(${centre.lng}, ${centre.lat})`, asc(listings.id))
    .limit(limit);
  if (!rows.length) return [];
  const covers = await tx
    .select({ listingId: listingPhotos.listingId, key: listingPhotos.key })
    .from(listingPhotos)
    .where(and(inArray(listingPhotos.listingId, rows.map((r) => r.id)), eq(listingPhotos.isCover, true)));
  const coverOf = new Map(covers.map((c) => [c.listingId, c.key]));
  return rows.map((r) => ({
    id: r.id,
    title: listingTitle(r),
    coverKey: coverOf.get(r.id) ?? null,
    pricePerDayCents: r.pricePerDayCents!,
    currency: r.currency,
    city: r.city!,
    country: r.country as PublicListingSummary['country'],
    isElec: r.isElec,
    category: r.category,
  }));
}
