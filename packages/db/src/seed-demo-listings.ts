import { randomUUID } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { renderBikePicture, PICTURE_HEIGHT, PICTURE_WIDTH, type BikeShot } from './bike-pictures';
import { DEMO_ACCESSORIES, DEMO_BIKES, DEMO_CITIES, FRAME_COLORS, type DemoCity } from './demo-listings-data';
import {
  categories,
  listingAccessories,
  listingPhotos,
  listings,
  listingUnavailablePeriods,
  subCategories,
  users,
} from './schema';

interface SeedDemoListingsOptions {
  /** Stores a photo (the API's MediaStorage.put); db cannot depend on the API. */
  putMedia(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The public point of a listing (the API's keyed offset of about 500 m). */
  publicPoint(listingId: string, exact: { lat: number; lng: number }): { lat: number; lng: number };
  now?: Date;
}

export const DEMO_LISTING_COUNTS = { live: 60, paused: 4, draft: 4 } as const;

/** A small deterministic generator, so every first start gets the same demo data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first street word decides the house-number order: "12 rue X" in French, "Kramgasse 12" elsewhere. */
const streetAddress = (street: string, n: number) =>
  /^[a-zé]/.test(street) || street.startsWith('La ') ? `${n} ${street}` : `${street} ${n}`;

type Status = 'live' | 'paused' | 'draft';
/** Which wizard steps a draft has done. */
type DraftStage = 'details' | 'address' | 'price' | 'photos';

/**
 * Demo listings for the demo accounts, only into a database that has none (the first start):
 * 60 live, 4 paused and 4 drafts in real cities of the four countries, with 2–3 drawn photos each.
 * Returns how many listings of each status the database holds afterwards.
 */
export async function seedDemoListings(db: Db, { putMedia, publicPoint, now = new Date() }: SeedDemoListingsOptions) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(listings);
  const emails = [...new Set(DEMO_CITIES.flatMap((c) => c.owners))];
  const owners = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [
      u.email,
      u.id,
    ]),
  );
  let seeded = false;
  if (n === 0 && owners.size === emails.length) {
    const plan = await planListings(db, owners, now);
    await storePhotos(plan, putMedia);
    seeded = await db.transaction(async (tx) => {
      // Several instances may start together: one seeds, the others find listings and stop.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724500301)`);
      const [{ n: again } = { n: 0 }] = await tx.select({ n: count() }).from(listings);
      if (again > 0) return false;
      await tx.insert(listings).values(plan.map((p) => withPublicPoint(p.listing, publicPoint)));
      const accessories = plan.flatMap((p) => p.accessories);
      if (accessories.length) await tx.insert(listingAccessories).values(accessories);
      const photos = plan.flatMap((p) => p.photos.map(({ data: _data, ...row }) => row));
      if (photos.length) await tx.insert(listingPhotos).values(photos);
      const periods = plan.flatMap((p) => p.periods);
      if (periods.length) await tx.insert(listingUnavailablePeriods).values(periods);
      return true;
    });
  }
  return { seeded, counts: await countListingsByStatus(db) };
}

/** How many listings of each status the database holds (for the start banner). */
export async function countListingsByStatus(db: Db) {
  const rows = await db.select({ status: listings.status, n: count() }).from(listings).groupBy(listings.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
    Record<typeof listings.$inferSelect.status, number>
  >;
}

function withPublicPoint(l: typeof listings.$inferInsert, publicPoint: SeedDemoListingsOptions['publicPoint']) {
  if (l.lat == null || l.lng == null) return l;
  const p = publicPoint(l.id!, { lat: l.lat, lng: l.lng });
  return { ...l, approxLat: p.lat, approxLng: p.lng, location: { x: p.lng, y: p.lat } };
}

interface PlannedPhoto extends Omit<typeof listingPhotos.$inferInsert, 'id'> {
  id: string;
  data: () => Promise<Buffer>;
}

async function planListings(db: Db, owners: Map<string, string>, now: Date) {
  const cats = new Map((await db.select().from(categories)).map((c) => [c.slug, c.id]));
  const subs = new Map((await db.select().from(subCategories)).map((s) => [`${s.categoryId}:${s.slug}`, s.id]));
  const rand = mulberry32(2026);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const statuses: [Status, DraftStage | null][] = [
    ...Array.from({ length: DEMO_LISTING_COUNTS.live }, () => ['live', null] as [Status, null]),
    ...Array.from({ length: DEMO_LISTING_COUNTS.paused }, () => ['paused', null] as [Status, null]),
    ['draft', 'details'],
    ['draft', 'address'],
    ['draft', 'price'],
    ['draft', 'photos'],
  ];

  return statuses.map(([status, stage], i) => {
    const city: DemoCity = DEMO_CITIES[i % DEMO_CITIES.length]!;
    const bike = DEMO_BIKES[(i * 7 + Math.floor(i / DEMO_BIKES.length)) % DEMO_BIKES.length]!;
    const ownerId = owners.get(city.owners[i % city.owners.length]!)!;
    const id = randomUUID();
    const categoryId = cats.get(bike.category)!;
    const has = (s: DraftStage) =>
      stage === null ||
      ['details', 'address', 'price', 'photos'].indexOf(s) <= ['details', 'address', 'price', 'photos'].indexOf(stage);
    const language = i % 3; // 0 both, 1 French only, 2 English only
    const bearing = rand() * 2 * Math.PI;
    const km = 0.3 + rand() * 2.2;
    const lat = city.lat + (Math.cos(bearing) * km) / 111.32;
    const lng = city.lng + (Math.sin(bearing) * km) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
    const created = new Date(now.getTime() - (90 - (i % 60)) * DAY);
    const euros = Math.min(60, Math.max(8, bike.eurPerDay + Math.floor(rand() * 6) - 2));
    const listing: typeof listings.$inferInsert = {
      id,
      ownerId,
      status,
      categoryId,
      subCategoryId: subs.get(`${categoryId}:${bike.sub}`) ?? null,
      sizeCode: bike.size,
      isElec: bike.elec,
      ...bike.ebike,
      brand: bike.brand,
      model: bike.model,
      descriptionFr: language !== 2 ? bike.fr : null,
      descriptionEn: language !== 1 ? bike.en : null,
      buyingDate: isoDay(new Date(now.getTime() - (200 + Math.floor(rand() * 1500)) * DAY)),
      marking: i % 4 === 0 ? `BC-${String(100000 + i * 7919).slice(0, 6)}` : null,
      newValueCents: bike.eurPerDay * 8000,
      ...(has('address')
        ? {
            address: streetAddress(pick(city.streets), 1 + Math.floor(rand() * 120)),
            postalCode: pick(city.postalCodes),
            city: city.city,
            country: city.country,
            lat: Math.round(lat * 1e6) / 1e6,
            lng: Math.round(lng * 1e6) / 1e6,
          }
        : {}),
      ...(has('price')
        ? {
            pricePerDayCents: euros * 100,
            depositCents: Math.round((bike.eurPerDay * 8000) / 4 / 5000) * 5000,
            minBookingDays: 1 + (i % 3 === 0 ? 1 : 0),
            noticeDays: i % 4,
            discount7Days: [0, 5, 10, 15][i % 4]!,
            discount30Days: [0, 15, 20, 30][i % 4]!,
            cancelationOption: (['no_notice', 'short_notice', 'medium_notice', 'strict'] as const)[i % 4]!,
          }
        : {}),
      createdAt: created,
      updatedAt: new Date(created.getTime() + 2 * DAY),
      publishedAt: status === 'draft' ? null : new Date(created.getTime() + DAY),
    };
    const offered = DEMO_ACCESSORIES.filter((a) => bike.elec || a.en !== 'Spare battery');
    const accessories = Array.from({ length: i % 4 }, (_, k) => offered[(i + k * 2) % offered.length]!).map(
      (a, position) => ({ listingId: id, name: language === 2 ? a.en : a.fr, pricePerDayCents: a.cents, position }),
    );
    const color = FRAME_COLORS[(i * 3) % FRAME_COLORS.length]!;
    const shots: BikeShot[] = has('photos') && stage !== 'photos' ? (i % 2 === 0 ? [0, 1, 2] : [0, 2]) : [];
    const photos: PlannedPhoto[] = shots.map((shot, position) => {
      const photoId = randomUUID();
      return {
        id: photoId,
        listingId: id,
        key: `listings/${id}/${photoId}.jpg`,
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        bytes: 0,
        position,
        isCover: position === 0,
        createdAt: created,
        data: () =>
          renderBikePicture({ style: bike.style, frameColor: color, electric: bike.elec, shot, scene: i + shot * 2 }),
      };
    });
    const start = new Date(now.getTime() + (10 + (i % 20)) * DAY);
    const periods =
      i % 4 === 0
        ? [
            {
              listingId: id,
              startDate: isoDay(start),
              endDate: isoDay(new Date(start.getTime() + (2 + (i % 5)) * DAY)),
            },
          ]
        : [];
    return { listing, accessories, photos, periods };
  });
}

/** Renders and stores the photos, a few at a time (each render holds a full-size bitmap). */
async function storePhotos(
  plan: Awaited<ReturnType<typeof planListings>>,
  putMedia: SeedDemoListingsOptions['putMedia'],
) {
  const all = plan.flatMap((p) => p.photos);
  for (let i = 0; i < all.length; i += 6) {
    await Promise.all(
      all.slice(i, i + 6).map(async (photo) => {
        const data = await photo.data();
        photo.bytes = data.length;
        await putMedia(photo.key, data, 'image/jpeg');
      }),
    );
  }
}
