/**
 * `npm run bench:admin [-- --users=100000 --listings=1000000]`: the admin lists at scale on PostgreSQL
 * (p95 ≤ 100 ms with a filter and a sort).
 *
 * Creates its own schema in DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), seeds
 * N users and M listings with set-based SQL (generate_series), signs an admin in, then times each
 * case through the real app (`app.inject`: routing, guard, validation, SQL, serialisation),
 * sequentially, REQUESTS times after a warm-up, and prints p50/p95/max. A case is a URL: add the
 * admin listings list (or any other admin list) to CASES. Cases whose route does not exist on this
 * build (404) are reported as skipped. The schema is dropped at the end.
 */
import '../apps/api/src/boot-env';
import { sql, type SQL } from 'drizzle-orm';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { openDb } from '@biclou/db/client';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../apps/api/src/app';
import { randomToken, sha256 } from '../apps/api/src/platform/auth/tokens';
import { loadConfig } from '../apps/api/src/platform/config/config';
import { createDeps, disposeDeps } from '../apps/api/src/platform/deps-factory';
import { createModuleDeps } from '../apps/api/src/modules/module-deps';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const USERS = Number(arg('users') ?? 100_000);
const LISTINGS = Number(arg('listings') ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_admin_${process.pid}`;

/** What is timed: label → URL (under /api/v1). `{cursor:<url>}` pages from that URL's first page. */
const CASES: { label: string; url: string; page2?: boolean }[] = [
  { label: 'users: country=FR, sort by email', url: '/admin/users?country=FR&sort=email&dir=asc' },
  { label: 'users: pro, newest first', url: '/admin/users?pro=yes&sort=createdAt&dir=desc' },
  { label: 'users: unverified, by name desc', url: '/admin/users?verified=no&sort=name&dir=desc' },
  { label: 'users: search "bench4242" by name', url: '/admin/users?q=bench4242&sort=name' },
  { label: 'users: suspended, newest first', url: '/admin/users?suspended=yes' },
  { label: 'users: country=BE by email, page 2', url: '/admin/users?country=BE&sort=email', page2: true },
  { label: 'devices: newest first', url: '/admin/devices' },
  { label: 'listings: status=live, e-bikes, newest', url: '/admin/listings?status=live&elec=true' },
  { label: 'listings: country=FR, by price', url: '/admin/listings?country=FR&sort=price&dir=asc' },
];

/** `BENCH_CASES=pro,price` keeps the cases whose label contains one of these words. */
const only = process.env.BENCH_CASES?.split(',').filter(Boolean);
const cases = only ? CASES.filter((c) => only.some((w) => c.label.includes(w))) : CASES;

const t0 = performance.now();
const lap = (label: string, since: number) =>
  console.log(`${label}: ${((performance.now() - since) / 1000).toFixed(1)} s`);
const handle = await openDb({ url, pgSchema: schema });
const db = handle.db;
const exec = (q: SQL) => db.execute(q);

try {
  let t = performance.now();
  await seedReference(db);
  lap('migrations + reference data', t);

  t = performance.now();
  await exec(sql`INSERT INTO users (email, password_hash, firstname, lastname, is_pro, country, email_verified_at,
      banned_at, created_at, role)
    SELECT 'bench' || g || '@bench.test', 'x', 'First' || (g % 997), 'Bench' || g, g % 7 = 0,
      (ARRAY['FR', 'BE', 'CH', 'LU'])[1 + g % 4], CASE WHEN g % 10 = 0 THEN NULL ELSE now() END,
      CASE WHEN g % 500 = 0 THEN now() ELSE NULL END, now() - (g || ' minutes')::interval, 'user'
    FROM generate_series(1, ${USERS}) g`);
  lap(`users: ${USERS}`, t);

  t = performance.now();
  await exec(sql`ALTER TABLE listings DISABLE TRIGGER USER`);
  await exec(sql`
    WITH u AS (SELECT array_agg(id) AS ids FROM users),
    cat AS (SELECT array_agg(s.id) AS subs, array_agg(s.category_id) AS cats FROM sub_categories s),
    sz AS (SELECT array_agg(code) AS codes FROM sizes)
    INSERT INTO listings (owner_id, status, category_id, sub_category_id, size_code, is_elec, brand, model, city, country,
      lat, lng, approx_lat, approx_lng, location, price_per_day_cents, min_booking_days, notice_days, published_at,
      address, postal_code, created_at)
    SELECT u.ids[1 + ((g::bigint * 7919) % array_length(u.ids, 1))::int],
      (ARRAY['live', 'live', 'live', 'paused', 'draft', 'suspended'])[1 + g % 6],
      cat.cats[1 + g % array_length(cat.subs, 1)], cat.subs[1 + g % array_length(cat.subs, 1)],
      sz.codes[1 + g % array_length(sz.codes, 1)], g % 3 = 0, 'Bench', 'Model ' || (g % 1000), 'Lyon',
      (ARRAY['FR', 'BE', 'CH', 'LU'])[1 + g % 4],
      45.7 + (g % 1000) / 10000.0, 4.8 + (g % 997) / 10000.0, 45.7 + (g % 1000) / 10000.0, 4.8 + (g % 997) / 10000.0,
      point(4.8 + (g % 997) / 10000.0, 45.7 + (g % 1000) / 10000.0), 800 + (g % 53) * 100, 1, 0,
      now() - (g || ' seconds')::interval, 'secret address', '00000', now() - (g || ' seconds')::interval
    FROM generate_series(1, ${LISTINGS}) g, u, sz, cat`);
  await exec(sql`ALTER TABLE listings ENABLE TRIGGER USER`);
  lap(`listings: ${LISTINGS}`, t);

  t = performance.now();
  await exec(sql`VACUUM ANALYZE`);
  lap('vacuum analyze', t);

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-0123',
  });
  const deps = await createDeps({ config, db, dbKind: 'postgres', modules: createModuleDeps });
  const app = await buildApp({ deps });

  // An admin and a session of theirs (the cookie carries the raw token; the table its SHA-256).
  const token = randomToken();
  await exec(sql`WITH a AS (
      INSERT INTO users (email, password_hash, firstname, lastname, role, email_verified_at)
      VALUES ('admin@bench.test', 'x', 'Bench', 'Admin', 'admin', now()) RETURNING id)
    INSERT INTO sessions (user_id, token_hash, name) SELECT id, ${sha256(token)}, 'bench' FROM a`);
  const headers = { cookie: `${SESSION_COOKIE_NAME}=${token}` };
  const get = (path: string) => app.inject({ method: 'GET', url: `/api/v1${path}`, headers });

  const results: string[] = [];
  for (const c of cases) {
    let path = c.url;
    const first = await get(path);
    if (first.statusCode === 404) {
      results.push(`| ${c.label} | \`${c.url}\` | skipped (no such route on this build) | | |`);
      continue;
    }
    if (first.statusCode !== 200) throw new Error(`${c.url}: ${first.statusCode} ${first.body.slice(0, 300)}`);
    if (c.page2) {
      const next = first.json().nextCursor as string | null;
      if (next) path = `${c.url}&cursor=${next}`;
    }
    for (let i = 0; i < 5; i++) await get(path);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const s = performance.now();
      const res = await get(path);
      times.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const items = (first.json().items as unknown[]).length;
    results.push(
      `| ${c.label} | \`${c.url}\` | ${at(0.5)} | ${at(0.95)} | ${times[times.length - 1]!.toFixed(1)} | ${items} |`,
    );
    console.log(`${c.label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
  console.log(`\n${REQUESTS} sequential requests per case (app.inject), ${USERS} users, ${LISTINGS} listings:\n`);
  console.log('| case | URL | p50 ms | p95 ms | max ms | rows |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) console.log(r);
  await app.close();
  await disposeDeps(deps);
  lap('total', t0);
} finally {
  if (!process.env.BENCH_KEEP)
    await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).catch(() => undefined);
  await handle.close();
}
