import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { bookingHistory, bookings, ledgerTransactions, notifications, outbox, payments } from '@biclou/db/schema';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import { RATE_RULES } from './platform/rate-limit/rate-limiter';
import { act, bookingWorld, requested } from './test/booking-helpers';
import { createUser, PASSWORD } from './test/helpers';
import {
  endConnections,
  holdLedgerInserts,
  moneyProblems,
  scratchDatabase,
  setupApp,
  withApplicationName,
} from './test/instances';
import { multipart, PRICE, testImage } from './test/listing-helpers';
import { hasWebBuild } from './platform/ssr/register-ssr';
import { startServerProcess, type ServerProcess } from './test/server-process';

/**
 * Several instances, proven: two real servers (main.ts, as `npm start` runs it) on two
 * ports, over one PostgreSQL database of their own and one Redis (keys under a prefix of their
 * own), each with its OWN data folder, so nothing can pass through a shared disk. People, listings
 * and bookings are set up by the app in this process on the same database. Both instances run the
 * job scheduler every 300 ms (JOBS_INTERVAL_MS). Runs only with DATABASE_URL and REDIS_URL (CI);
 * the photo case also needs S3_ENDPOINT (the S3-compatible server CI runs).
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const SECRET = 'two-instances-secret-key-0123456789abcdef';
const METRICS_TOKEN = 'two-instances-metrics-token';
const S3_ENV = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
] as const;

type Db = Awaited<ReturnType<typeof scratchDatabase>>;
type Setup = Awaited<ReturnType<typeof setupApp>>;

describe.skipIf(!enabled)('two instances over one PostgreSQL and one Redis', () => {
  const redisPrefix = `biclou-two:${randomUUID().slice(0, 8)}:`;
  let db: Db;
  let setup: Setup;
  let a: ServerProcess;
  let b: ServerProcess;

  const start = (name: string) =>
    startServerProcess({
      DATABASE_URL: withApplicationName(db.url, name),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: redisPrefix,
      SECRET_KEY: SECRET,
      METRICS_TOKEN,
      JOBS_INTERVAL_MS: '300',
      // The object store, when there is one (CI); each instance keeps its own DATA_DIR regardless.
      ...Object.fromEntries(S3_ENV.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : []))),
    });

  beforeAll(async () => {
    db = await scratchDatabase(process.env.DATABASE_URL!, 'two');
    // Migrated and seeded here first, so that the two servers start in parallel on a ready database.
    setup = await setupApp(db.url, SECRET);
    [a, b] = await Promise.all([start('biclou-a'), start('biclou-b')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await setup?.close();
    await db?.drop();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  const login = (server: ServerProcess, email: string, password: string) =>
    fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const browser = (cookie: string) => ({ cookie, 'x-requested-with': 'biclou' });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const { email, user } = await createUser(setup);
    const res = await login(a, email, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(cookie).toBeTruthy();

    const onB = await fetch(`${b.url}/api/v1/user`, { headers: browser(cookie) });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { id: string } }).user.id).toBe(user.id);

    expect((await fetch(`${b.url}/api/v1/logout`, { method: 'POST', headers: browser(cookie) })).status).toBe(200);
    expect((await fetch(`${a.url}/api/v1/user`, { headers: browser(cookie) })).status).toBe(401);
  }, 90_000);

  it('the login limit counts across both: alternating A and B, it trips at the same total as on one instance', async () => {
    const limit = RATE_RULES.loginFailuresEmailIp.limit;
    /** Wrong passwords until the first 429; returns how many were answered as wrong credentials. */
    async function failuresUntilLimited(email: string, servers: ServerProcess[]) {
      for (let i = 0; i < limit + 3; i++) {
        const res = await login(servers[i % servers.length]!, email, 'not-the-password');
        if (res.status === 429) return i;
        expect(res.status).toBe(422);
      }
      return Infinity;
    }
    const alone = await createUser(setup);
    const together = await createUser(setup);
    expect(await failuresUntilLimited(alone.email, [a])).toBe(limit);
    expect(await failuresUntilLimited(together.email, [a, b])).toBe(limit);
    // Limited on both now, even with the right password.
    expect((await login(a, together.email, PASSWORD)).status).toBe(429);
    expect((await login(b, together.email, PASSWORD)).status).toBe(429);
  }, 90_000);

  it('a due job runs exactly once though both instances run the scheduler', async () => {
    const w = await bookingWorld(setup);
    const today = parisToday(new Date());
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const start = addDays(today, 20 + 3 * i);
      ids.push((await requested(setup, w.renter.headers, w.listing.id, start, addDays(start, 1))).id);
    }
    const mailsBefore = await mailsTo(w.renter.email);
    // Unanswered for three days: past the 48 h after which a request lapses, for both schedulers at once.
    await setup.handle.db
      .update(bookings)
      .set({ requestedAt: sql`${bookings.requestedAt} - interval '3 days'` })
      .where(inArray(bookings.id, ids));

    const expired = async () =>
      (
        await setup.handle.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))
      ).filter((r) => r.status === 'expired').length;
    const deadline = Date.now() + 30_000;
    while ((await expired()) < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await expired()).toBe(ids.length);
    // Several more runs of both schedulers, then count each effect.
    await new Promise((r) => setTimeout(r, 1_500));
    const history = await setup.handle.db
      .select({ bookingId: bookingHistory.bookingId })
      .from(bookingHistory)
      .where(and(inArray(bookingHistory.bookingId, ids), eq(bookingHistory.toStatus, 'expired')));
    expect(history.map((h) => h.bookingId).sort()).toEqual([...ids].sort());
    expect((await mailsTo(w.renter.email)) - mailsBefore).toBe(ids.length);
    const notes = await setup.handle.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, w.renter.user.id), eq(notifications.kind, 'booking.expired')));
    expect(notes).toHaveLength(ids.length);
    // Both really ran the jobs meanwhile.
    for (const server of [a, b]) expect(await jobRuns(server)).toBeGreaterThan(2);
  }, 90_000);

  it.skipIf(!process.env.S3_ENDPOINT)(
    'a photo uploaded through A is served by B (own DATA_DIR each)',
    async () => {
      const w = await bookingWorld(setup);
      const body = multipart('file', await testImage('jpeg', { width: 320, height: 240 }));
      const res = await fetch(`${a.url}/api/v1/listings/${w.listing.id}/photos`, {
        method: 'POST',
        headers: { ...w.owner.headers, ...body.headers },
        body: body.payload,
      });
      expect(res.status).toBe(201);
      const { photo } = (await res.json()) as { photo: { key: string } };
      const original = await fetch(`${b.url}/_img/_/${photo.key}`);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toMatch(/^image\//);
      // A variant rendered by B is then in the shared store for A too.
      const variant = await fetch(`${b.url}/_img/w_320,f_webp/${photo.key}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      expect((await fetch(`${a.url}/_img/w_320,f_webp/${photo.key}`)).status).toBe(200);
    },
    90_000,
  );

  it('the anonymous page cache is dropped on both instances after a change', async () => {
    const w = await bookingWorld(setup);
    const read = async (server: ServerProcess, path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } });
      return { cache: res.headers.get('x-page-cache'), body: await res.text(), status: res.status };
    };
    const api = `/api/v1/listings/${w.listing.id}`;
    // Kept by both: the second read on each is a hit (the first may already be one: they share Redis).
    for (const server of [a, b]) {
      await read(server, api);
      const again = await read(server, api);
      expect(again.cache).toBe('hit');
      expect(JSON.parse(again.body).listing.pricePerDayCents).toBe(1500);
    }
    // The price changes through A; the very next anonymous read on B (and on A) has it.
    const changed = await fetch(`${a.url}${api}/price`, {
      method: 'PUT',
      headers: { ...w.owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...PRICE, pricePerDayCents: 2700 }),
    });
    expect(changed.status).toBe(200);
    // (B's new answer is then shared: A's read may be a hit of it.)
    const onB = await read(b, api);
    expect(onB.cache).toBe('miss');
    expect(JSON.parse(onB.body).listing.pricePerDayCents).toBe(2700);
    expect(JSON.parse((await read(a, api)).body).listing.pricePerDayCents).toBe(2700);
    // A pause through B: gone on A at once (a 404 is never kept).
    expect((await fetch(`${b.url}${api}/pause`, { method: 'POST', headers: w.owner.headers })).status).toBe(200);
    expect((await read(a, api)).status).toBe(404);

    // The pages too, when the web app is built (the servers then render them).
    if (!hasWebBuild()) return;
    const page = `/listing/${w.listing.id}`;
    expect((await fetch(`${b.url}${api}/reactivate`, { method: 'POST', headers: w.owner.headers })).status).toBe(200);
    for (const server of [a, b]) {
      await read(server, page);
      expect((await read(server, page)).cache).toBe('hit');
    }
    const again = await fetch(`${b.url}${api}/price`, {
      method: 'PUT',
      headers: { ...w.owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...PRICE, pricePerDayCents: 3100 }),
    });
    expect(again.status).toBe(200);
    const pageOnA = await read(a, page);
    expect(pageOnA.cache).toBe('miss');
    for (const next of [pageOnA, await read(b, page)]) {
      expect(next.status).toBe(200);
      expect(next.body).toMatch(/31[.,]00/);
    }
  }, 90_000);

  it('SIGKILL of A during payments leaves no half-written state, and B serves on: the renter pays through B', async () => {
    const w = await bookingWorld(setup);
    const today = parisToday(new Date());
    const due: { id: string; key: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const start = addDays(today, 40 + 3 * i);
      const booking = await requested(setup, w.renter.headers, w.listing.id, start, addDays(start, 1));
      expect((await act(setup, w.owner.headers, booking.id, 'accept')).statusCode).toBe(200);
      due.push({ id: booking.id, key: randomUUID() });
    }
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };
    const payVia = (server: ServerProcess, d: { id: string; key: string }) =>
      fetch(`${server.url}/api/v1/bookings/${d.id}/pay`, {
        method: 'POST',
        headers: { ...w.renter.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ idempotencyKey: d.key, card }),
      });

    // Every payment through A reaches its ledger insert, with its payment row, the booking's new
    // status and its history row written but not committed; other requests keep A busy meanwhile.
    const traffic: Promise<unknown>[] = [];
    const held = await holdLedgerInserts(db, 'biclou-a', due.length, () => {
      for (const d of due) traffic.push(payVia(a, d).catch(() => null));
      for (let i = 0; i < 20; i++) traffic.push(fetch(`${a.url}/api/v1/settings`).catch(() => null));
    });
    expect(held.waiting).toBe(due.length);
    a.child.kill('SIGKILL');
    await a.exited;
    await endConnections(db, 'biclou-a');
    await held.release();
    await Promise.all(traffic);

    // Nothing of the cut payments remains; the ledger balances.
    const rows = await setup.handle.db
      .select({ id: bookings.id, status: bookings.status, paidAt: bookings.paidAt })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          due.map((d) => d.id),
        ),
      );
    expect(rows.map((r) => [r.status, r.paidAt])).toEqual(due.map(() => ['accepted', null]));
    const ids = due.map((d) => d.id);
    expect(await setup.handle.db.select().from(payments).where(inArray(payments.bookingId, ids))).toEqual([]);
    expect(
      await setup.handle.db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.bookingId, ids)),
    ).toEqual([]);
    expect(await moneyProblems(setup.handle.db)).toEqual([]);

    // B serves on: the renter pays each booking through it (same keys: nothing was recorded under them), once.
    expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);
    for (const d of due) {
      const paid = await payVia(b, d);
      expect(paid.status).toBe(200);
      expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
      expect((await payVia(b, d)).status).toBe(200);
    }
    const after = await setup.handle.db
      .select({ status: bookings.status, total: bookings.totalCents })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    expect(after.map((r) => r.status)).toEqual(due.map(() => 'paid'));
    const paidRows = await setup.handle.db
      .select({ status: payments.status })
      .from(payments)
      .where(inArray(payments.bookingId, ids));
    expect(paidRows.map((p) => p.status)).toEqual(due.map(() => 'succeeded'));
    const txs = await setup.handle.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.bookingId, ids));
    expect(txs.map((x) => x.kind)).toEqual(due.map(() => 'payment'));
    expect(await moneyProblems(setup.handle.db)).toEqual([]);
  }, 90_000);

  /** Emails to `to` in the outbox. */
  async function mailsTo(to: string) {
    return (await setup.handle.db.select({ seq: outbox.seq }).from(outbox).where(eq(outbox.recipient, to))).length;
  }

  /** The instance's successful job runs, from its /metrics. */
  async function jobRuns(server: ServerProcess) {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(/^biclou_job_runs_total\{outcome="ok"\} (\d+)/m.exec(text)?.[1] ?? 0);
  }
});
