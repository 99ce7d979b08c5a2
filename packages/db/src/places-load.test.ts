import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from './client';
import { assignSlugs, buildPlaceSeeds, slugify, townsOf, type PlaceSeed } from './places-data';
import { seedPlaces } from './places-load';
import { seedReference } from './seed-reference';

/** The real, full place data (the other tests load a sample): counts, slugs, hierarchy, idempotence. */
let handle: DbHandle;
const pgSchema = process.env.DATABASE_URL ? `t_places_${randomUUID().replaceAll('-', '').slice(0, 12)}` : undefined;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await handle.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  handle = await openDb(url ? { url, pgSchema } : { pgliteTemplatePath: process.env.BICLOU_PGLITE_TEMPLATE });
  await seedReference(handle.db); // the sample, in tests
  const started = performance.now();
  const result = await seedPlaces(handle.db);
  console.info(
    `full place load: ${result.count} places in ${Math.round(performance.now() - started)} ms (${handle.kind})`,
  );
}, 120_000);
afterAll(async () => {
  if (pgSchema) await handle.db.execute(sql.raw(`DROP SCHEMA "${pgSchema}" CASCADE`));
  await handle?.close();
});

describe('full place load', () => {
  it('loads every kind of place of the four countries', async () => {
    const counts = await rows<{ country: string; kind: string; n: number }>(
      sql`SELECT country, kind, count(*)::int AS n FROM places GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(Object.fromEntries(counts.map((c) => [`${c.country}:${c.kind}`, Number(c.n)]))).toEqual({
      'BE:city': 543,
      'BE:province': 10,
      'BE:region': 1,
      'CH:canton': 26,
      'CH:city': 1201,
      'FR:city': 34_739,
      'FR:department': 96,
      'FR:region': 13,
      'LU:canton': 12,
      'LU:city': 137,
    });
    // Every commune of metropolitan France but the 7 re-created since 2017 (no point): 99.99 % of the population.
    const [fr] = await rows<{ pop: number }>(
      sql`SELECT sum(population)::bigint AS pop FROM places WHERE country = 'FR' AND kind = 'city'`,
    );
    const [frTotal] = await rows<{ pop: number }>(
      sql`SELECT sum(population)::bigint AS pop FROM places WHERE country = 'FR' AND kind = 'region'`,
    );
    expect(Number(fr!.pop) / Number(frTotal!.pop)).toBeGreaterThan(0.999);
  });

  it('gives the expected stable slugs', async () => {
    const found = await rows<{ slug: string; name: string; kind: string; country: string }>(sql`
      SELECT slug, name, kind, country FROM places WHERE slug IN ('lyon', 'rhone', 'auvergne-rhone-alpes', 'geneve', 'bruxelles', 'luxembourg', 'paris', 'paris-departement', 'zurich-canton', 'liege-province') ORDER BY slug`);
    expect(found.map((p) => `${p.slug}=${p.kind}:${p.country}:${p.name}`)).toEqual([
      'auvergne-rhone-alpes=region:FR:Auvergne-Rhône-Alpes',
      'bruxelles=city:BE:Bruxelles',
      'geneve=city:CH:Genève',
      'liege-province=province:BE:Liège',
      'luxembourg=city:LU:Luxembourg',
      'lyon=city:FR:Lyon',
      'paris=city:FR:Paris',
      'paris-departement=department:FR:Paris',
      'rhone=department:FR:Rhône',
      'zurich-canton=canton:CH:Zürich',
    ]);
    const bad = await rows(sql`SELECT slug FROM places WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`);
    expect(bad).toEqual([]);
  });

  it('places villages without a GeoNames town at the centre of their box, after every other slug', async () => {
    const [village] = await rows<{
      slug: string;
      lat: number;
      lng: number;
      d: string;
      south: number;
      west: number;
      north: number;
      east: number;
    }>(sql`
      SELECT c.slug, c.lat, c.lng, d.slug AS d, d.south, d.west, d.north, d.east FROM places c JOIN places d ON d.id = c.parent_id
      WHERE c.country = 'FR' AND c.kind = 'city' AND c.code = '01001'`);
    expect(village).toMatchObject({ slug: 'l-abergement-clemenciat', d: 'ain' });
    expect(village!.lat).toBeCloseTo(46.15, 1);
    expect(village!.lng).toBeCloseTo(4.92, 1);
    expect(
      village!.lat > village!.south &&
        village!.lat < village!.north &&
        village!.lng > village!.west &&
        village!.lng < village!.east,
    ).toBe(true);
    const landes = await rows<{ slug: string; kind: string }>(
      sql`SELECT slug, kind FROM places WHERE slug IN ('landes', 'landes-17') ORDER BY slug`,
    );
    expect(landes).toEqual([
      { slug: 'landes', kind: 'department' },
      { slug: 'landes-17', kind: 'city' },
    ]);
  });

  it('links communes → departments → regions and CH/LU cities to cantons, BE cities to provinces', async () => {
    const orphans = await rows<{ country: string; n: number }>(
      sql`SELECT country, count(*)::int AS n FROM places WHERE kind = 'city' AND parent_id IS NULL GROUP BY 1`,
    );
    expect(orphans).toEqual([]);
    const [lyon] = await rows<{ d: string; r: string }>(
      sql`SELECT d.slug AS d, r.slug AS r FROM places c JOIN places d ON d.id = c.parent_id JOIN places r ON r.id = d.parent_id WHERE c.slug = 'lyon'`,
    );
    expect(lyon).toEqual({ d: 'rhone', r: 'auvergne-rhone-alpes' });
  });

  it('is idempotent: a second load does nothing', async () => {
    expect(await seedPlaces(handle.db)).toEqual({ loaded: false, count: 0 });
  });
});

describe('townsOf', () => {
  const town = (name: string, population: number) => ({ name, population });
  it('leaves out the parts of a town GeoNames lists beside it, and keeps a town listed only through its quarters once', () => {
    const towns = townsOf([
      town('Zürich', 341_730),
      town('Zürich (Kreis 11) / Oerlikon', 17_922),
      town('Zürich (Kreis 11)', 54_260),
      town('Wülflingen (Kreis 6)', 21_000),
      town('Effretikon', 10_119),
      town('Effretikon / Watt', 2_632),
      town('Rüti / Oberdorf', 2_875),
      town('Rüti / Dorfzentrum, Südl. Teil', 3_618),
      town('Rüti / Westlicher Dorfteil', 3_083),
      town('Lancy', 27_291),
    ]);
    expect(towns.map((t) => [t.name, t.population])).toEqual([
      ['Zürich', 341_730],
      ['Effretikon', 10_119],
      ['Lancy', 27_291],
      ['Rüti', 2_875 + 3_618 + 3_083],
    ]);
  });

  it('gives Zürich its listings back: no district of it is a place', async () => {
    const [z] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM places WHERE country = 'CH' AND (name LIKE '%(Kreis %' OR name LIKE '% / %')`,
    );
    expect(Number(z!.n)).toBe(0);
  });
});

describe('slugs', () => {
  it.each([
    ['Saint-Étienne', 'saint-etienne'],
    ["Côte-d'Or", 'cote-d-or'],
    ['Zürich', 'zurich'],
    ['Œuilly', 'oeuilly'],
    ['Bâle-Ville', 'bale-ville'],
    ['  --Ab  Cd--', 'ab-cd'],
  ])('slugify(%s) = %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('cities take the plain slug first, the bigger one wins, the rest get a suffix, deterministically', () => {
    const seed = (
      name: string,
      kind: PlaceSeed['kind'],
      country: PlaceSeed['country'],
      code: string,
      population: number,
      parent: string | null,
    ): PlaceSeed => ({
      code,
      kind,
      country,
      name,
      altNames: [],
      slug: '',
      parentCode: parent ? { kind: 'department', code: parent } : null,
      population,
      lat: 0,
      lng: 0,
      bounds: { south: 0, west: 0, north: 0, east: 0 },
    });
    const make = () => [
      seed('Saint-Denis', 'city', 'FR', '93066', 149_000, '93'),
      seed('Saint-Denis', 'city', 'FR', '11339', 500, '11'),
      seed('Paris', 'department', 'FR', '75', 2_100_000, null),
      seed('Paris', 'city', 'FR', '75056', 2_100_000, '75'),
      seed('Vienne', 'city', 'FR', '38544', 30_000, '38'),
      seed('Vienne', 'department', 'FR', '86', 438_000, null),
    ];
    const a = make();
    assignSlugs(a);
    expect(a.map((s) => s.slug)).toEqual([
      'saint-denis',
      'saint-denis-11',
      'paris-departement',
      'paris',
      'vienne',
      'vienne-departement',
    ]);
    const b = make().reverse();
    assignSlugs(b);
    expect(b.reverse().map((s) => s.slug)).toEqual(a.map((s) => s.slug));
  });

  it('every built slug is unique', async () => {
    const seeds = await buildPlaceSeeds();
    expect(new Set(seeds.map((s) => s.slug)).size).toBe(seeds.length);
  });
});
