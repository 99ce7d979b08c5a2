import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { buildPlaceSeeds, placeDataVersion, type PlaceSeed } from './places-data';
import { placeDataVersion as placeDataVersionTable } from './schema';

/**
 * Loads the places (idempotent): skipped when the loaded data version is the current one, else
 * upserted by their source identity in one transaction — a handful of set-based statements that
 * read the rows as JSON parameters (parameterised multi-row inserts were 8 times slower), one
 * insert per level of the hierarchy so each row takes its parent's id as it goes in — followed by
 * the rebuild of the listing → city links. About 37,000 places: 5 s on PGlite, most of it the
 * indexes (GiST point, trigram names). `seeds` replaces the built data (tests load a sample; the
 * version records it).
 */
export async function seedPlaces(db: DbOrTx, opts: { seeds?: { name: string; seeds: PlaceSeed[] } } = {}) {
  const version = placeDataVersion() + (opts.seeds ? `+${opts.seeds.name}` : '');
  const current = await db.select({ version: placeDataVersionTable.version }).from(placeDataVersionTable);
  if (current[0]?.version === version) return { loaded: false, count: 0 };
  const seeds = opts.seeds?.seeds ?? (await buildPlaceSeeds());
  // Areas go in before their cities (regions, then departments, then communes), each level
  // taking its parent's id as it is inserted: no second pass over every row to link them.
  const byKey = new Map(seeds.map((s) => [`${s.country}:${s.kind}:${s.code}`, s]));
  const depthOf = (s: PlaceSeed): number => {
    const parent = s.parentCode ? byKey.get(`${s.country}:${s.parentCode.kind}:${s.parentCode.code}`) : undefined;
    return parent && parent !== s ? 1 + depthOf(parent) : 0;
  };
  const row = (s: PlaceSeed) => ({
    slug: s.slug,
    name: s.name,
    kind: s.kind,
    country: s.country,
    code: s.code,
    population: s.population,
    lat: s.lat,
    lng: s.lng,
    south: s.bounds.south,
    west: s.bounds.west,
    north: s.bounds.north,
    east: s.bounds.east,
    parent_kind: s.parentCode?.kind ?? null,
    parent_code: s.parentCode?.code ?? null,
    names: [...new Set([s.name, ...s.altNames])],
  });
  const levels: ReturnType<typeof row>[][] = [];
  for (const s of seeds) (levels[depthOf(s)] ??= []).push(row(s));
  const recordset = (
    rows: ReturnType<typeof row>[],
  ) => sql`json_to_recordset(${JSON.stringify(rows)}::json) AS x(slug text, name text, kind text, country text, code text, population int,
    lat float8, lng float8, south float8, west float8, north float8, east float8, parent_kind text, parent_code text, names json)`;
  await db.transaction(async (tx) => {
    // Slugs may move between rows when the data changes: park the old ones out of the way first.
    await tx.execute(sql`UPDATE places SET slug = '~' || id WHERE slug NOT LIKE '~%'`);
    for (const level of levels) {
      if (!level?.length) continue;
      await tx.execute(sql`
        INSERT INTO places (slug, name, kind, country, code, population, lat, lng, point, south, west, north, east, parent_id)
        SELECT x.slug, x.name, x.kind, x.country, x.code, x.population, x.lat, x.lng, point(x.lng, x.lat), x.south, x.west, x.north, x.east, p.id
        FROM ${recordset(level)}
        LEFT JOIN places p ON p.country = x.country AND p.kind = x.parent_kind AND p.code = x.parent_code
        ON CONFLICT (country, kind, code) DO UPDATE SET slug = excluded.slug, name = excluded.name, population = excluded.population,
          lat = excluded.lat, lng = excluded.lng, point = excluded.point,
          south = excluded.south, west = excluded.west, north = excluded.north, east = excluded.east, parent_id = excluded.parent_id`);
    }
    // Places gone from the data (their listing links go with them and are rebuilt below).
    await tx.execute(sql`DELETE FROM places WHERE slug LIKE '~%'`);
    await tx.execute(sql`DELETE FROM place_names`);
    await tx.execute(sql`
      INSERT INTO place_names (place_id, name)
      SELECT DISTINCT p.id, n.name FROM ${recordset(levels.flat())}
      JOIN places p ON p.country = x.country AND p.kind = x.kind AND p.code = x.code
      CROSS JOIN LATERAL json_array_elements_text(x.names) AS n(name)`);
    await rebuildListingPlaces(tx);
    await tx
      .insert(placeDataVersionTable)
      .values({ id: 1, version })
      .onConflictDoUpdate({ target: placeDataVersionTable.id, set: { version, loadedAt: sql`now()` } });
  });
  // Fresh statistics for the ~37,000 new rows, so the first searches are planned on them rather
  // than on an empty table's guesses (autovacuum would get there later).
  await db.execute(sql`ANALYZE places`);
  await db.execute(sql`ANALYZE place_names`);
  return { loaded: true, count: seeds.length };
}

/**
 * Links every located listing to its city and recounts the live listings of every place (a city,
 * its parent, its grandparent): `biclou_rebuild_listing_places()`, migration 0014.
 */
export async function rebuildListingPlaces(db: DbOrTx) {
  await db.execute(sql`SELECT biclou_rebuild_listing_places()`);
}

/** The kept seeds and every ancestor they need. */
function keepWithParents(seeds: PlaceSeed[], keep: (s: PlaceSeed) => boolean): PlaceSeed[] {
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
 * The places tests load (about 1,050 instead of 37,000, so a test database is ready in a fraction
 * of a second): every department, region, canton and province, every city of 15,000 people or more,
 * and the smaller ones tests name. `places-load.test.ts` loads the full data once and checks it.
 */
const SAMPLE_MIN_POPULATION = 15_000;
export function samplePlaceSeeds(seeds: PlaceSeed[], alsoSlugs: readonly string[] = []): PlaceSeed[] {
  const also = new Set(alsoSlugs);
  return keepWithParents(seeds, (s) => s.kind !== 'city' || s.population >= SAMPLE_MIN_POPULATION || also.has(s.slug));
}
