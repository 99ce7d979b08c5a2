import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { categories, listings } from '@biclou/db/schema';
import type { EbikeFacts } from '@biclou/domain/ebike-facts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/helpers';
import { searchPageIdsSql } from './search-page-repository';
import type { SearchFilters } from './search-filter-repository';

/** The search's minimum range: e-bikes whose range reaches it, read from their own partial index. */
let t: TestApp;
let owner = '';
let cityId = '';
const created: string[] = [];
// A spot of its own, away from the other search tests' listings.
const AT = { lat: 43.3, lng: 5.4 };
const BOUNDS = `bounds=${AT.lat - 0.05},${AT.lng - 0.05},${AT.lat + 0.05},${AT.lng + 0.05}`;

beforeAll(async () => {
  t = await buildTestApp();
  cityId = (await t.deps.db.select().from(categories)).find((c) => c.slug === 'city')!.id;
  owner = (await createUser(t, { firstname: 'Rana' })).user.id;
});
afterAll(async () => {
  if (created.length) await t?.deps.db.delete(listings).where(inArray(listings.id, created));
  await t?.close();
});

async function bike(model: string, i: number, facts: Partial<EbikeFacts> | null) {
  const lat = AT.lat + i * 0.001;
  const [row] = await t.deps.db
    .insert(listings)
    .values({
      ownerId: owner,
      status: 'live',
      brand: 'Range',
      model,
      categoryId: cityId,
      isElec: facts !== null,
      ...facts,
      sizeCode: 'M',
      address: '1 rue Secrète',
      postalCode: '13001',
      city: 'Marseille',
      country: 'FR',
      pricePerDayCents: 2000,
      lat,
      lng: AT.lng,
      approxLat: lat,
      approxLng: AT.lng,
      location: { x: AT.lng, y: lat },
      publishedAt: new Date(),
    })
    .returning({ id: listings.id });
  created.push(row!.id);
  return row!.id;
}

const search = (qs: string) => t.app.inject({ method: 'GET', url: `/api/v1/search?${BOUNDS}&${qs}` });
const titles = async (qs: string) => {
  const res = await search(qs);
  expect(res.statusCode).toBe(200);
  return (res.json().results as { title: string }[]).map((r) => r.title).sort();
};

describe('min_range', () => {
  beforeAll(async () => {
    await bike('Far', 1, { motorType: 'mid_drive', batteryWh: 750, rangeMinKm: 80, rangeMaxKm: 140 });
    await bike('Mid', 2, { motorType: 'hub_rear', batteryWh: 400, rangeMinKm: 40, rangeMaxKm: 80 });
    await bike('Short', 3, { motorType: 'hub_front', batteryWh: 250, rangeMinKm: 20, rangeMaxKm: 45 });
    await bike('Unknown', 4, {});
    await bike('Plain', 5, null);
  });

  it('keeps the e-bikes whose range reaches it (the top of their range), never a plain bike or one without facts', async () => {
    expect(await titles('')).toEqual(['Range Far', 'Range Mid', 'Range Plain', 'Range Short', 'Range Unknown']);
    expect(await titles('min_range=80')).toEqual(['Range Far', 'Range Mid']);
    expect(await titles('min_range=81')).toEqual(['Range Far']);
    expect(await titles('min_range=1&ebike=true')).toEqual(['Range Far', 'Range Mid', 'Range Short']);
    expect(await titles('min_range=300')).toEqual([]);
    expect(await titles('min_range=50&sort=price')).toEqual(['Range Far', 'Range Mid']);
  });

  it('answers each result’s range for its card (null without one)', async () => {
    const res = await search('');
    const byTitle = Object.fromEntries(
      (res.json().results as { title: string; rangeKm: unknown }[]).map((r) => [r.title, r.rangeKm]),
    );
    expect(byTitle).toEqual({
      'Range Far': { min: 80, max: 140 },
      'Range Mid': { min: 40, max: 80 },
      'Range Short': { min: 20, max: 45 },
      'Range Unknown': null,
      'Range Plain': null,
    });
  });

  it.each(['0', '-5', '301', '10000', 'far'])('refuses min_range=%s with a 422 on the field', async (value) => {
    const res = await search(`min_range=${value}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      min_range: ['The minimum range must be a whole number of km between 1 and 300.'],
    });
  });

  it('a map-area search by range can read the partial index of live e-bikes with a range, nearest first', async () => {
    const f: SearchFilters = {
      box: { south: AT.lat - 0.05, west: AT.lng - 0.05, north: AT.lat + 0.05, east: AT.lng + 0.05 },
      place: null,
      center: AT,
      dates: null,
      category: null,
      subcategory: null,
      ebike: null,
      minRangeKm: 80,
      sizeCode: null,
      minPriceCents: null,
      maxPriceCents: null,
      isPro: null,
    };
    // A handful of rows would be read whole: sequential scans are priced out to see what the index allows.
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = (await tx.execute(sql`EXPLAIN ${searchPageIdsSql(f, 'distance', 20, 0)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('listings_live_range_location_idx');
  });
});
