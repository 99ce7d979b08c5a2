import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { buildPlaceSeeds, placeDataVersion, type PlaceSeed } from './places-data';
import { placeDataVersion as placeDataVersionTable } from './schema';

/**
 * Loads the places (idempotent): skipped when the loaded data version is the current one, else
 * upserted by their source identity in one transaction — a handful of set-based statements that
 * read the rows as one JSON parameter (about 0.6 s for 10,800 places on PostgreSQL, against 5 s
 * for parameterised multi-row inserts) — followed by the rebuild of the listing → city links.
 * `seeds` replaces the built data (tests load a sample; the version records it).
 */
export async function seedPlaces(db: DbOrTx, opts: { seeds?: { name: string; seeds: PlaceSeed[] } } = {}) {
  const version = placeDataVersion() + (opts.seeds ? `+${opts.seeds.name}` : '');
  const current = await db.select({ version: placeDataVersionTable.version }).from(placeDataVersionTable);
  if (current[0]?.version === version) return { loaded: false, count: 0 };
  const seeds = opts.seeds?.seeds ?? await buildPlaceSeeds();
  const rows = seeds.map((s) => ({
    slug: s.slug, name: s.name, kind: s.kind, country: s.country, code: s.code, population: s.population, lat: s.lat, lng: s.lng,
    south: s.bounds.south, west: s.bounds.west, north: s.bounds.north, east: s.bounds.east,
    parent_kind: s.parentCode?.kind ?? null, parent_code: s.parentCode?.code ?? null,
    names: [...new Set([s.name, ...s.altNames])],
  }));
  const json = JSON.stringify(rows);
  const recordset = sql`json_to_recordset(${json}::json) AS x(slug text, name text, kind text, country text, code text, population int,
    lat float8, lng float8, south float8, west float8, north float8, east float8, parent_kind text, parent_code text, names json)`;
  await db.transaction(async (tx) => {
    // Slugs may move between rows when the data changes: park the old ones out of the way first.
    await tx.execute(sql`UPDATE places SET slug = '~' || id WHERE slug NOT LIKE '~%'`);
    await tx.execute(sql`
      INSERT INTO places (slug, name, kind, country, code, population, lat, lng, point, south, west, north, east)
      SELECT slug, name, kind, country, code, population, lat, lng, point(lng, lat), south, west, north, east FROM ${recordset}
      ON CONFLICT (country, kind, code) DO UPDATE SET slug = excluded.slug, name = excluded.name, population = excluded.population,
        lat = excluded.lat, lng = excluded.lng, point = excluded.point,
        south = excluded.south, west = excluded.west, north = excluded.north, east = excluded.east`);
    // Places gone from the data (their listing links go with them and are rebuilt below).
    await tx.execute(sql`DELETE FROM places WHERE slug LIKE '~%'`);
    await tx.execute(sql`
      UPDATE places c SET parent_id = p.id FROM ${recordset}
      LEFT JOIN places p ON p.country = x.country AND p.kind = x.parent_kind AND p.code = x.parent_code
      WHERE c.country = x.country AND c.kind = x.kind AND c.code = x.code AND c.parent_id IS DISTINCT FROM p.id`);
    await tx.execute(sql`DELETE FROM place_names`);
    await tx.execute(sql`
      INSERT INTO place_names (place_id, name)
      SELECT DISTINCT p.id, n.name FROM ${recordset}
      JOIN places p ON p.country = x.country AND p.kind = x.kind AND p.code = x.code
      CROSS JOIN LATERAL json_array_elements_text(x.names) AS n(name)`);
    await rebuildListingPlaces(tx);
    await tx.insert(placeDataVersionTable).values({ id: 1, version })
      .onConflictDoUpdate({ target: placeDataVersionTable.id, set: { version, loadedAt: sql`now()` } });
  });
  return { loaded: true, count: seeds.length };
}

/**
 * Links every located listing to its nearest city (what the trigger does row by row), then
 * recounts the live listings of every place (a city, its parent, its grandparent).
 */
export async function rebuildListingPlaces(db: DbOrTx) {
  await db.execute(sql`
    INSERT INTO listing_places (listing_id, city_id)
    SELECT l.id, c.id FROM listings l
    CROSS JOIN LATERAL (SELECT p.id FROM places p WHERE p.kind = 'city' ORDER BY p.point <-> l.location LIMIT 1) c
    WHERE l.location IS NOT NULL
    ON CONFLICT (listing_id) DO UPDATE SET city_id = excluded.city_id`);
  await db.execute(sql`UPDATE places SET listing_count = 0 WHERE listing_count <> 0`);
  await db.execute(sql`
    UPDATE places p SET listing_count = x.n FROM (
      SELECT a.id, sum(a.n)::int AS n
      FROM (SELECT lp.city_id, count(*)::int AS n FROM listing_places lp JOIN listings l ON l.id = lp.listing_id AND l.status = 'live' GROUP BY 1) k
      JOIN places c ON c.id = k.city_id
      LEFT JOIN places d ON d.id = c.parent_id
      CROSS JOIN LATERAL (VALUES (c.id, k.n), (c.parent_id, k.n), (d.parent_id, k.n)) a(id, n)
      WHERE a.id IS NOT NULL GROUP BY a.id
    ) x WHERE p.id = x.id`);
}

/** The kept seeds and every ancestor they need. */
export function keepWithParents(seeds: PlaceSeed[], keep: (s: PlaceSeed) => boolean): PlaceSeed[] {
  const byKey = new Map(seeds.map((s) => [`${s.country}:${s.kind}:${s.code}`, s]));
  const out = new Set<PlaceSeed>();
  for (const s of seeds) {
    if (!keep(s)) continue;
    let cur: PlaceSeed | undefined = s;
    while (cur && !out.has(cur)) {
      out.add(cur);
      cur = cur.parentCode ? byKey.get(`${cur.country}:${cur.parentCode.kind}:${cur.parentCode.code}`) : undefined;
    }
  }
  return seeds.filter((s) => out.has(s));
}

/**
 * The places tests load (about 1,000 instead of 10,800, so a test database is ready in a fraction
 * of a second): every department, region, canton and province, every city of 15,000 people or more,
 * and the smaller ones tests name. `places-load.test.ts` loads the full data once and checks it.
 */
export const SAMPLE_MIN_POPULATION = 15_000;
export function samplePlaceSeeds(seeds: PlaceSeed[], alsoSlugs: readonly string[] = []): PlaceSeed[] {
  const also = new Set(alsoSlugs);
  return keepWithParents(seeds, (s) => s.kind !== 'city' || s.population >= SAMPLE_MIN_POPULATION || also.has(s.slug));
}
