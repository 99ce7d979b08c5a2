import { and, asc, count, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
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
 * The place's own live listings: those whose city (`listing_places`, the city nearest the public
 * point) is the place or lies under it (department → cities, region → departments → cities).
 * The same membership the places module counts, so "{count}" matches its `listingCount`.
 */
const inPlace = (placeId: number) => sql`${listings.id} IN (
  SELECT lp.listing_id FROM listing_places lp WHERE lp.city_id IN (
    WITH RECURSIVE tree(id) AS (
      SELECT ${placeId}::integer
      UNION ALL SELECT p.id FROM places p JOIN tree ON p.parent_id = tree.id
    ) SELECT id FROM tree))`;

/** Count and lowest price per day of the place's live listings (the cheapest one's currency). */
export async function listingStatsIn(tx: DbOrTx, placeId: number): Promise<{ count: number; minPriceCents: number | null; currency: string }> {
  const [stats] = await tx
    .select({ n: count(), minPrice: min(listings.pricePerDayCents) })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(publiclyLive(), inPlace(placeId)));
  const minPrice = stats?.minPrice ?? null;
  const [cheapest] = minPrice === null
    ? []
    : await tx
      .select({ currency: listings.currency })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(publiclyLive(), inPlace(placeId), eq(listings.pricePerDayCents, minPrice)))
      .limit(1);
  return { count: Number(stats?.n ?? 0), minPriceCents: minPrice, currency: cheapest?.currency ?? 'EUR' };
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
