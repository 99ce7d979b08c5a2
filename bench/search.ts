/**
 * `npm run bench:search [-- --listings=1000000]`: search at scale on PostgreSQL.
 *
 * Creates its own schema in DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), loads
 * the real places, seeds N live listings (100,000 by default) spread around the cities of the four
 * countries by population with set-based SQL, then in one run measures with autocannon:
 * - the search API (`GET /api/v1/search`, map-area searches with dates, rotating over 60 areas)
 *   beside a raw route registered only here that runs the same SQL and returns the rows; then the
 *   same pair for a search by the hour (one day, 14:00–18:00),
 * - the place search (`place=<city>`) and the autocomplete,
 * and times the SQL alone (EXPLAIN ANALYZE execution time) for the page and count queries and the
 * autocomplete. The schema is dropped at the end.
 */
import '../apps/api/src/boot-env';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { rebuildListingPlaces } from '@biclou/db/places-load';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { createDeps, disposeDeps } from '../apps/api/src/platform/deps-factory';
import { createModuleDeps } from '../apps/api/src/modules/module-deps';
import { autocompleteSql } from '../apps/api/src/modules/places/place-autocomplete-repository';
import { searchPageIdsSql } from '../apps/api/src/modules/search/search-page-repository';
import { searchResults } from '../apps/api/src/modules/search/search-repository';
import { searchWhere, type SearchFilters } from '../apps/api/src/modules/search/search-filter-repository';
import { SEARCH_COUNT_CAP } from '../apps/api/src/modules/search/search-listings';
import { searchSpan } from '../apps/api/src/modules/search/search-span';
import { SEARCH_PAGE_SIZE } from '@biclou/contracts/search';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const N = Number(arg('listings') ?? 100_000);
const ONLY_SEED = process.argv.includes('--seed-only');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_search_${process.pid}`;
const START = '2026-12-10';
const END = '2026-12-13';
/** The search by the hour: START (a Thursday), 14:00–18:00. */
const FROM = '14:00';
const TO = '18:00';
/** Hours as owners write them (domain OpeningHours): every day but the closed ones, one window for both. */
const benchHours = (from: string, to: string, closed: string[], notice: number) =>
  JSON.stringify({
    week: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
        d,
        closed.includes(d) ? null : { pickup: { from, to }, return: { from, to } },
      ]),
    ),
    closedDates: [],
    minNoticeHours: notice,
  });

const t0 = performance.now();
const lap = (label: string, since: number) =>
  console.log(`${label}: ${((performance.now() - since) / 1000).toFixed(1)} s`);
const handle = await openDb({ url, pgSchema: schema });
const db = handle.db;
const exec = (q: SQL) => db.execute(q);
const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

try {
  let t = performance.now();
  await seedReference(db);
  lap('migrations + reference data + full places', t);

  // ---- Seeding ---------------------------------------------------------------------------------
  t = performance.now();
  await exec(sql`INSERT INTO users (email, password_hash, firstname, lastname, is_pro)
    SELECT 'bench' || g || '@bench.test', 'x', 'Bench', 'Owner', g % 5 = 0 FROM generate_series(1, 2000) g`);
  // Listings land around cities in proportion to their population (at least one per city over
  // 20,000 people), within ~0.6 of the city's map radius, so big cities are dense like real ones.
  await exec(sql`ALTER TABLE listings DISABLE TRIGGER listings_place_trigger`);
  await exec(sql`
    WITH c AS (
      SELECT name, country, lat, lng, (north - south) / 2 AS r, population, sum(population) OVER () AS total
      FROM places WHERE kind = 'city'
    ),
    spread AS (
      SELECT c.*, greatest(CASE WHEN population >= 20000 THEN 1 ELSE 0 END, round(${N}::float8 * population / total))::int AS n FROM c
    ),
    u AS (SELECT array_agg(id) AS ids FROM users),
    cat AS (SELECT array_agg(s.id) AS subs, array_agg(s.category_id) AS cats FROM sub_categories s),
    sz AS (SELECT array_agg(code) AS codes FROM sizes),
    pts AS (
      SELECT s.name, s.country, s.lat + (random() - 0.5) * 1.2 * s.r AS lat,
        s.lng + (random() - 0.5) * 1.2 * s.r / cos(radians(s.lat)) AS lng, random() AS r1, random() AS r2, random() AS r3
      FROM spread s, generate_series(1, s.n)
    )
    INSERT INTO listings (owner_id, status, category_id, sub_category_id, size_code, is_elec, brand, model, city, country,
      lat, lng, approx_lat, approx_lng, location, price_per_day_cents, min_booking_days, notice_days, published_at, address, postal_code)
    SELECT u.ids[1 + floor(p.r1 * array_length(u.ids, 1))::int],
      CASE WHEN p.r2 < 0.95 THEN 'live' ELSE 'paused' END,
      cat.cats[k.i], cat.subs[k.i], sz.codes[1 + floor(p.r3 * array_length(sz.codes, 1))::int], p.r2 < 0.3,
      'Bench', 'Model ' || floor(p.r3 * 1000)::int, p.name, p.country,
      p.lat, p.lng, p.lat + 0.004, p.lng + 0.004, point(p.lng + 0.004, p.lat + 0.004),
      (800 + floor(p.r1 * 53) * 100)::int, CASE WHEN p.r3 < 0.1 THEN 3 ELSE 1 END, CASE WHEN p.r3 > 0.9 THEN 7 ELSE 0 END,
      now() - (p.r2 * interval '300 days'), 'secret address', '00000'
    FROM pts p, u, sz, cat, LATERAL (SELECT 1 + floor(p.r2 * array_length(cat.subs, 1))::int AS i) k`);
  await exec(sql`ALTER TABLE listings ENABLE TRIGGER listings_place_trigger`);
  const [{ n: count }] = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listings`)) as [{ n: number }];
  lap(`listings: ${count}`, t);
  t = performance.now();
  await exec(sql`INSERT INTO listing_photos (listing_id, key, width, height, bytes, position, is_cover)
    SELECT id, 'bench/' || id || '.webp', 1600, 1200, 100000, 0, true FROM listings`);
  // One listing in ten has an owner-blocked week over the searched dates.
  await exec(sql`INSERT INTO listing_unavailable_periods (listing_id, start_date, end_date)
    SELECT id, ${START}::date - 2, ${START}::date + 4 FROM listings WHERE random() < 0.1`);
  // E-bikes (three listings in ten) carry their facts: a range from 20–80 km up to 80 km more.
  await exec(sql`UPDATE listings SET motor_type = 'mid_drive', battery_wh = 500,
    range_min_km = 20 + floor(random() * 60)::int WHERE is_elec`);
  await exec(sql`UPDATE listings SET range_max_km = range_min_km + floor(random() * 80)::int WHERE is_elec`);
  lap('photos, blocked periods and e-bike facts', t);
  t = performance.now();
  // Booking times: one owner in five has default hours (09:00–19:00, closed on Sundays); one listing
  // in ten its own (10:00–18:00, 2 hours' notice; a third of them closed on Thursdays, the searched
  // day); 15 % book at once and 30 % have an hourly price. One live listing in ten is booked
  // 10:00–12:00 on START and one in twenty 15:00–17:00 (which 14:00–18:00 overlaps).
  await exec(sql`UPDATE users SET default_opening_hours = ${benchHours('09:00', '19:00', ['sun'], 24)}::jsonb
    WHERE random() < 0.2`);
  await exec(sql`UPDATE listings SET opening_hours = CASE WHEN random() < 0.33
      THEN ${benchHours('10:00', '18:00', ['thu'], 2)}::jsonb ELSE ${benchHours('10:00', '18:00', [], 2)}::jsonb END
    WHERE random() < 0.1`);
  await exec(sql`UPDATE listings SET instant_booking = random() < 0.15,
    price_per_hour_cents = CASE WHEN random() < 0.3 THEN 300 + floor(random() * 5)::int * 100 END`);
  await exec(sql`
    WITH u AS (SELECT array_agg(id) AS ids FROM users),
    picked AS (SELECT l.id, l.owner_id, l.price_per_day_cents, random() AS r FROM listings l WHERE l.status = 'live' AND random() < 0.15)
    INSERT INTO bookings (ref, listing_id, renter_id, owner_id, status, start_date, end_date, pickup_at, return_at, time_zone,
      currency, price_per_day_cents, days, base_cents, discount_cents, accessories_cents, subtotal_cents, service_fee_cents,
      commission_cents, total_cents, owner_earnings_cents, service_fee_rate_bp, commission_rate_bp, deposit_cents,
      cancelation_option, cancelation_rule, requested_at, accepted_at, notice_hours)
    SELECT 'BENCH-' || p.id, p.id, u.ids[1 + floor(p.r * array_length(u.ids, 1))::int], p.owner_id, 'accepted',
      ${START}::date, ${START}::date,
      (${START}::date + CASE WHEN p.r < 0.33 THEN time '15:00' ELSE time '10:00' END) AT TIME ZONE 'Europe/Paris',
      (${START}::date + CASE WHEN p.r < 0.33 THEN time '17:00' ELSE time '12:00' END) AT TIME ZONE 'Europe/Paris',
      'Europe/Paris', 'EUR', p.price_per_day_cents, 1, p.price_per_day_cents, 0, 0, p.price_per_day_cents, 0, 0,
      p.price_per_day_cents, p.price_per_day_cents, 0, 0, 0, 'short_notice',
      '{"delayDays":1,"refundBeforeDelayPct":100,"refundAfterDelayPct":0}'::jsonb, now(), now(), 24
    FROM picked p, u`);
  // Each booking holds its listing's first unit (the trigger gave every listing one), active as it blocks.
  await exec(sql`INSERT INTO booking_units (booking_id, unit_id, listing_id, start_date, end_date, pickup_at, return_at, active)
    SELECT b.id, lu.id, b.listing_id, b.start_date, b.end_date, b.pickup_at, b.return_at, true
    FROM bookings b JOIN listing_units lu ON lu.listing_id = b.listing_id AND lu.position = 1 WHERE b.ref LIKE 'BENCH-%'`);
  lap('hours, instant booking, hourly prices and bookings at hours', t);
  t = performance.now();
  await rebuildListingPlaces(db);
  lap('listing → city links (the named town within reach, else the nearest city)', t);
  t = performance.now();
  await exec(sql`VACUUM ANALYZE`);
  lap('vacuum analyze', t);
  lap('seeding total', t0);

  if (ONLY_SEED) throw new Error('--seed-only: stopping after the seed');
  // ---- App + raw twin ------------------------------------------------------------------------
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // The API's own work, not the page cache's copies (60 areas repeat within its 10 s).
    PAGE_CACHE_TTL_S: '0',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123',
  });
  const deps = await createDeps({ config, db, dbKind: 'postgres', modules: createModuleDeps });
  const app = await buildApp({ deps });
  const areas = await rows<{
    slug: string;
    south: number;
    west: number;
    north: number;
    east: number;
    lat: number;
    lng: number;
  }>(sql`
    SELECT slug, south, west, north, east, lat, lng FROM places WHERE kind = 'city' ORDER BY population DESC LIMIT 60`);
  const filtersFor = (q: Record<string, string | undefined>): SearchFilters => {
    const [south, west, north, east] = (q.bounds ?? '').split(',').map(Number) as [number, number, number, number];
    // The same span the API builds from `from` and `to` (one day: START).
    const span =
      q.start && q.from && q.to
        ? searchSpan({ start: q.start, end: q.start, from: q.from, to: q.to }, new Date()).span
        : null;
    return {
      box: { south, west, north, east },
      place: null,
      center: { lat: (south + north) / 2, lng: (west + east) / 2 },
      dates: span
        ? { start: q.start!, end: q.start!, days: 1, daysAhead: 10, span, now: new Date() }
        : q.start && q.end
          ? { start: q.start, end: q.end, days: 4, daysAhead: 10, now: new Date() }
          : null,
      category: null,
      subcategory: null,
      ebike: null,
      sizeCode: null,
      minPriceCents: null,
      maxPriceCents: null,
      isPro: null,
    };
  };
  // The raw route: the same statement (page and capped count in one), rows as they come, no
  // validation or response schema.
  app.get('/__bench/search-raw', async (request, reply) => {
    const f = filtersFor(request.query as Record<string, string>);
    const { rows: page, total } = await searchResults(db, f, 'distance', SEARCH_PAGE_SIZE, 0, SEARCH_COUNT_CAP);
    return reply.type('application/json').send(JSON.stringify({ rows: page, total }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const boundsOf = (a: (typeof areas)[number]) => `${a.south},${a.west},${a.north},${a.east}`;
  const searchQs = areas.map((a) => `bounds=${boundsOf(a)}&start=${START}&end=${END}&sort=distance`);
  const prefixes = [
    'lyo',
    'par',
    'genev',
    'bordeau',
    'mars',
    'bruxel',
    'toulou',
    'nant',
    'lil',
    'stras',
    'zuri',
    'luxem',
    'saint',
    'mont',
    'greno',
    'lyonn',
  ];

  console.log(`\n${count} listings, ${DURATION} s per route, ${CONNECTIONS} connections, PostgreSQL`);
  const results: Row[] = [];
  // Alternate the two routes (raw, API, raw, API) and keep each one's better round: the machine's
  // load drifts during a run, and the ratio should not depend on which route ran first.
  const pair = async (label: string, queries: string[]) => {
    const apiPaths = queries.map((qs) => `/api/v1/search?${qs}`);
    const rawPaths = queries.map((qs) => `/__bench/search-raw?${qs}`);
    const rounds: Row[][] = [];
    for (let round = 0; round < 2; round += 1) {
      rounds.push([
        await measure(`raw SQL route (${label})`, base, rawPaths),
        await measure(`GET /api/v1/search (${label})`, base, apiPaths),
      ]);
    }
    const best = (i: number) => rounds.map((r) => r[i]!).sort((a, b) => b.reqPerSec - a.reqPerSec)[0]!;
    console.log(
      `${label}, rounds (raw, API req/s): ${rounds.map((r) => `${r[0]!.reqPerSec}/${r[1]!.reqPerSec}`).join(', ')}`,
    );
    return { raw: best(0), api: best(1) };
  };
  const dated = await pair('map area + dates', searchQs);
  const timeQs = areas.map((a) => `bounds=${boundsOf(a)}&start=${START}&from=${FROM}&to=${TO}&sort=distance`);
  const timed = await pair('map area + one day 14:00–18:00', timeQs);
  results.push(dated.api, dated.raw, timed.api, timed.raw);
  results.push(
    await measure(
      'GET /api/v1/search?place=<city>',
      base,
      areas.map((a) => `/api/v1/search?place=${a.slug}`),
    ),
  );
  results.push(
    await measure(
      'GET /api/v1/places/autocomplete',
      base,
      prefixes.map((q) => `/api/v1/places/autocomplete?q=${q}`),
    ),
  );
  console.table(
    results.map((r) => ({
      route: r.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
  const ratio = (p: { api: Row; raw: Row }) => `${((p.api.reqPerSec / p.raw.reqPerSec) * 100).toFixed(1)} %`;
  console.log(`search API / raw route: dates ${ratio(dated)}, by the hour ${ratio(timed)}`);

  // ---- SQL alone -------------------------------------------------------------------------------
  const explainTimes = async (label: string, queries: SQL[], reps = 5, prelude?: SQL) => {
    const times: number[] = [];
    for (let r = 0; r < reps; r += 1) {
      for (const q of queries) {
        const explain = sql`EXPLAIN (ANALYZE, FORMAT JSON) ${q}`;
        const result = prelude
          ? await db.transaction(async (tx) => {
              await tx.execute(prelude);
              return tx.execute(explain);
            })
          : await db.execute(explain);
        const [plan] = (result as unknown as { rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[] }).rows;
        times.push(plan!['QUERY PLAN'][0]['Execution Time']);
      }
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    console.log(
      `${label}: p50 ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, p99 ${pct(0.99).toFixed(2)} ms (${times.length} runs)`,
    );
  };
  console.log('\nSQL execution time (EXPLAIN ANALYZE), same 60 areas:');
  const fs = searchQs.map((qs) => filtersFor(Object.fromEntries(new URLSearchParams(qs))));
  await explainTimes(
    'page ids, nearest first, with dates',
    fs.map((f) => searchPageIdsSql(f, 'distance', SEARCH_PAGE_SIZE, 0)),
  );
  await explainTimes(
    'page ids, nearest first, no dates',
    fs.map((f) => searchPageIdsSql({ ...f, dates: null }, 'distance', SEARCH_PAGE_SIZE, 0)),
  );
  await explainTimes(
    'page ids, cheapest of the 1,000 nearest, with dates',
    fs.map((f) => searchPageIdsSql(f, 'price', SEARCH_PAGE_SIZE, 0)),
    5,
    sql`SELECT set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('jit', 'off', true)`,
  );
  const timeFs = timeQs.map((qs) => filtersFor(Object.fromEntries(new URLSearchParams(qs))));
  // The range filter reads the partial GiST index of live e-bikes with a range (search-filter-repository.ts).
  for (const km of [60, 140])
    await explainTimes(
      `page ids, nearest first, with dates, e-bikes reaching ${km} km`,
      fs.map((f) => searchPageIdsSql({ ...f, minRangeKm: km }, 'distance', SEARCH_PAGE_SIZE, 0)),
    );
  await explainTimes(
    'page ids, nearest first, one day 14:00–18:00',
    timeFs.map((f) => searchPageIdsSql(f, 'distance', SEARCH_PAGE_SIZE, 0)),
  );
  await explainTimes(
    'page ids, nearest first, 14:00–18:00, instant booking only',
    timeFs.map((f) => searchPageIdsSql({ ...f, instant: true }, 'distance', SEARCH_PAGE_SIZE, 0)),
  );
  // Before most owners open: only the listings with hours of their own from 07:00 match (none here),
  // so the nearest-first scan reads the whole area: the worst case of a filter on the rows.
  const earlyFs = areas.map((a) => filtersFor({ bounds: boundsOf(a), start: START, from: '07:00', to: '09:00' }));
  await explainTimes(
    'page ids, nearest first, 07:00–09:00 (almost nothing open)',
    earlyFs.map((f) => searchPageIdsSql(f, 'distance', SEARCH_PAGE_SIZE, 0)),
  );
  await explainTimes(
    'capped count (≤ 1,001 rows), one day 14:00–18:00',
    timeFs.map(
      (f) =>
        sql`SELECT count(*) FROM (SELECT 1 FROM listings l WHERE ${searchWhere(f)} LIMIT ${SEARCH_COUNT_CAP + 1}) t`,
    ),
  );
  await explainTimes(
    'capped count (≤ 1,001 rows), with dates',
    fs.map(
      (f) =>
        sql`SELECT count(*) FROM (SELECT 1 FROM listings l WHERE ${searchWhere(f)} LIMIT ${SEARCH_COUNT_CAP + 1}) t`,
    ),
  );
  await explainTimes(
    "autocomplete (the API's query)",
    prefixes.map((q) => autocompleteSql(q, 8)),
  );
  const plan = await rows<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN ANALYZE ${searchPageIdsSql(fs[0]!, 'distance', SEARCH_PAGE_SIZE, 0)}`,
  );
  console.log(
    `\nPlan of the page query (${areas[0]!.slug}, with dates):\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`,
  );
  const timePlan = await rows<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN ANALYZE ${searchPageIdsSql(timeFs[0]!, 'distance', SEARCH_PAGE_SIZE, 0)}`,
  );
  console.log(
    `\nPlan of the page query (${areas[0]!.slug}, 14:00–18:00):\n${timePlan.map((p) => p['QUERY PLAN']).join('\n')}`,
  );

  await app.close();
  await disposeDeps(deps);
} finally {
  if (process.argv.includes('--keep')) console.log(`kept schema ${schema}`);
  else await exec(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  await handle.close();
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** autocannon over rotating paths; p95 and p99 from every response time it reports. */
async function measure(name: string, base: string, paths: string[]): Promise<Row> {
  const run = (duration: number) =>
    new Promise<Row>((resolve, reject) => {
      const latencies: number[] = [];
      let i = 0;
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
        },
        (err, r) => {
          if (err) return reject(err);
          latencies.sort((a, b) => a - b);
          const pct = (p: number) =>
            Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
          resolve({
            name,
            reqPerSec: Math.round(r.requests.average),
            p50: pct(0.5),
            p95: pct(0.95),
            p99: pct(0.99),
            errors: r.errors + r.non2xx,
          });
        },
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  await run(1); // warm-up
  return run(DURATION);
}
