import { inArray } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { categories, sizes, subCategories } from './schema';

type Named = { slug: string; nameEn: string; nameFr: string };

/** Categories and sub-categories (reference data; the admin edits them later, so existing rows are never overwritten). */
export const CATEGORIES: readonly (Named & { subCategories: readonly Named[] })[] = [
  {
    slug: 'city',
    nameEn: 'City bike',
    nameFr: 'Vélo de ville',
    subCategories: [
      { slug: 'urban', nameEn: 'Urban', nameFr: 'Urbain' },
      { slug: 'dutch', nameEn: 'Dutch bike', nameFr: 'Vélo hollandais' },
      { slug: 'single-speed', nameEn: 'Fixie / single speed', nameFr: 'Fixie / single speed' },
      { slug: 'cruiser', nameEn: 'Cruiser', nameFr: 'Cruiser' },
    ],
  },
  {
    slug: 'road',
    nameEn: 'Road bike',
    nameFr: 'Vélo de route',
    subCategories: [
      { slug: 'race', nameEn: 'Race', nameFr: 'Course' },
      { slug: 'endurance', nameEn: 'Endurance', nameFr: 'Endurance' },
      { slug: 'time-trial', nameEn: 'Time trial / triathlon', nameFr: 'Contre-la-montre / triathlon' },
    ],
  },
  {
    slug: 'mountain',
    nameEn: 'Mountain bike',
    nameFr: 'VTT',
    subCategories: [
      { slug: 'cross-country', nameEn: 'Cross-country', nameFr: 'Cross-country' },
      { slug: 'trail', nameEn: 'Trail', nameFr: 'Trail' },
      { slug: 'enduro', nameEn: 'Enduro', nameFr: 'Enduro' },
      { slug: 'downhill', nameEn: 'Downhill', nameFr: 'Descente' },
      { slug: 'fat-bike', nameEn: 'Fat bike', nameFr: 'Fat bike' },
    ],
  },
  {
    slug: 'gravel',
    nameEn: 'Gravel',
    nameFr: 'Gravel',
    subCategories: [
      { slug: 'gravel-race', nameEn: 'Gravel race', nameFr: 'Gravel course' },
      { slug: 'bikepacking', nameEn: 'Bikepacking', nameFr: 'Bikepacking' },
      { slug: 'cyclocross', nameEn: 'Cyclocross', nameFr: 'Cyclo-cross' },
    ],
  },
  {
    slug: 'cargo',
    nameEn: 'Cargo bike',
    nameFr: 'Vélo cargo',
    subCategories: [
      { slug: 'longtail', nameEn: 'Longtail', nameFr: 'Longtail' },
      { slug: 'front-box', nameEn: 'Front box (bakfiets)', nameFr: 'Biporteur' },
      { slug: 'trike', nameEn: 'Cargo trike', nameFr: 'Triporteur' },
    ],
  },
  {
    slug: 'kids',
    nameEn: 'Kids’ bike',
    nameFr: 'Vélo enfant',
    subCategories: [
      { slug: 'balance', nameEn: 'Balance bike', nameFr: 'Draisienne' },
      { slug: 'kids-bike', nameEn: 'Kids’ bike', nameFr: 'Vélo enfant' },
      { slug: 'junior', nameEn: 'Junior', nameFr: 'Junior' },
    ],
  },
  {
    slug: 'folding',
    nameEn: 'Folding bike',
    nameFr: 'Vélo pliant',
    subCategories: [
      { slug: 'compact', nameEn: 'Compact', nameFr: 'Compact' },
      { slug: 'travel', nameEn: 'Travel', nameFr: 'Voyage' },
    ],
  },
  {
    slug: 'tandem',
    nameEn: 'Tandem',
    nameFr: 'Tandem',
    subCategories: [
      { slug: 'road-tandem', nameEn: 'Road tandem', nameFr: 'Tandem route' },
      { slug: 'family-tandem', nameEn: 'Family tandem', nameFr: 'Tandem familial' },
    ],
  },
  {
    slug: 'bmx',
    nameEn: 'BMX',
    nameFr: 'BMX',
    subCategories: [
      { slug: 'freestyle', nameEn: 'Freestyle', nameFr: 'Freestyle' },
      { slug: 'bmx-race', nameEn: 'Race', nameFr: 'Race' },
    ],
  },
  {
    slug: 'accessories',
    nameEn: 'Accessories & trailers',
    nameFr: 'Accessoires et remorques',
    subCategories: [
      { slug: 'child-trailer', nameEn: 'Child trailer', nameFr: 'Remorque enfant' },
      { slug: 'cargo-trailer', nameEn: 'Cargo trailer', nameFr: 'Remorque de transport' },
      { slug: 'child-seat', nameEn: 'Child seat', nameFr: 'Siège enfant' },
      { slug: 'trailer-bike', nameEn: 'Trailer bike', nameFr: 'Vélo suiveur' },
      { slug: 'roof-rack', nameEn: 'Bike rack', nameFr: 'Porte-vélos' },
    ],
  },
];

/** Adult frame sizes by rider height, kids' bikes by wheel size, and one size for trailers and accessories. */
export const SIZES: readonly { code: string; kind: 'frame' | 'wheel'; labelEn: string; labelFr: string }[] = [
  { code: 'XS', kind: 'frame', labelEn: 'XS (rider 150–160 cm)', labelFr: 'XS (cycliste de 150 à 160 cm)' },
  { code: 'S', kind: 'frame', labelEn: 'S (rider 160–170 cm)', labelFr: 'S (cycliste de 160 à 170 cm)' },
  { code: 'M', kind: 'frame', labelEn: 'M (rider 170–180 cm)', labelFr: 'M (cycliste de 170 à 180 cm)' },
  { code: 'L', kind: 'frame', labelEn: 'L (rider 180–190 cm)', labelFr: 'L (cycliste de 180 à 190 cm)' },
  { code: 'XL', kind: 'frame', labelEn: 'XL (rider over 190 cm)', labelFr: 'XL (cycliste de plus de 190 cm)' },
  { code: 'ONE', kind: 'frame', labelEn: 'One size', labelFr: 'Taille unique' },
  { code: 'W12', kind: 'wheel', labelEn: '12" wheels (2–4 years)', labelFr: 'Roues 12" (2 à 4 ans)' },
  { code: 'W14', kind: 'wheel', labelEn: '14" wheels (3–5 years)', labelFr: 'Roues 14" (3 à 5 ans)' },
  { code: 'W16', kind: 'wheel', labelEn: '16" wheels (4–6 years)', labelFr: 'Roues 16" (4 à 6 ans)' },
  { code: 'W20', kind: 'wheel', labelEn: '20" wheels (6–8 years)', labelFr: 'Roues 20" (6 à 8 ans)' },
  { code: 'W24', kind: 'wheel', labelEn: '24" wheels (8–11 years)', labelFr: 'Roues 24" (8 à 11 ans)' },
  { code: 'W26', kind: 'wheel', labelEn: '26" wheels (11 years and up)', labelFr: 'Roues 26" (11 ans et plus)' },
];

/** The icon of each shipped category (names from CATEGORY_ICONS in contracts/admin-marketplace.ts). */
const CATEGORY_ICON: Readonly<Record<string, string>> = {
  city: 'bike',
  road: 'route',
  mountain: 'mountain',
  gravel: 'map',
  cargo: 'truck',
  kids: 'baby',
  folding: 'package',
  tandem: 'bike',
  bmx: 'trophy',
  accessories: 'wrench',
};

/**
 * Inserts what is missing (idempotent, safe for several instances starting together). Categories
 * are seeded only into an empty table: once there, the admin owns them (a category they deleted
 * does not come back at the next boot).
 */
export async function seedCatalog(db: DbOrTx) {
  await db
    .insert(sizes)
    .values(SIZES.map((s, position) => ({ ...s, position })))
    .onConflictDoNothing();
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return;
  await db
    .insert(categories)
    .values(
      CATEGORIES.map(({ slug, nameEn, nameFr }, position) => ({
        slug,
        nameEn,
        nameFr,
        position,
        icon: CATEGORY_ICON[slug] ?? null,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORIES.map((c) => c.slug),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const subs = CATEGORIES.flatMap((c) =>
    c.subCategories.map((s, position) => ({ ...s, position, categoryId: idOf.get(c.slug)! })),
  );
  await db.insert(subCategories).values(subs).onConflictDoNothing();
}
