import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDb, type DbHandle } from '@biclou/db/client';
import { bookings, ledgerEntries, ledgerTransactions, payments } from '@biclou/db/schema';
import { seedReference } from '@biclou/db/seed-reference';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config/config';
import { createDeps, disposeDeps } from '../platform/deps-factory';
import { createModuleDeps } from '../modules/module-deps';
import { testClock, type TestApp } from './build-test-app';

/**
 * Helpers for tests that run real server processes (`startServerProcess`) on a PostgreSQL
 * database of their own: the two-instance test (src/two-instances.test.ts). Test-only.
 */

/** A new, empty database on the server of `url`, dropped (WITH FORCE) by `drop()`. */
export async function scratchDatabase(url: string, tag: string) {
  const name = `${tag}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    /** A connection to the server's default database, for pg_stat_activity and pg_terminate_backend. */
    admin,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** `url` with an application_name, so that one process' connections can be found (and ended) in pg_stat_activity. */
export function withApplicationName(url: string, name: string) {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/**
 * The app in this process, on the database at `url` (migrated and seeded here, so that server
 * processes started afterwards find it ready), without listening: the test helpers' `inject`
 * set up people, listings and bookings the server processes then see.
 */
export async function setupApp(url: string, secretKey: string): Promise<TestApp & { handle: DbHandle }> {
  const handle = await openDb({ url });
  // The database is dropped WITH (FORCE) at the end: its idle connections may be cut then.
  (handle.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
  await seedReference(handle.db);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'biclou-setup-media-'));
  // No page cache here: the servers' is in Redis, and this app's writes are set-up, not changes under test.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    SECRET_KEY: secretKey,
    MEDIA_DIR: mediaDir,
    PAGE_CACHE_TTL_S: '0',
  });
  const clock = testClock(new Date());
  const deps = await createDeps({ config, db: handle.db, dbKind: 'postgres', modules: createModuleDeps, clock });
  const app = await buildApp({ deps });
  await app.ready();
  return {
    app,
    deps,
    clock,
    mediaDir,
    handle,
    close: async () => {
      await app.close();
      await disposeDeps(deps);
      await handle.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  } as TestApp & { handle: DbHandle };
}

/**
 * Holds a SHARE lock on the ledger (reads go on, inserts wait) and returns once `count` backends of
 * `applicationName` that have already written in their transaction (backend_xid set: the payment
 * row, the booking's new status, its history row) wait on it at their ledger insert.
 */
export async function holdLedgerInserts(
  db: { url: string; name: string; admin: pg.Client },
  applicationName: string,
  count: number,
  start: () => void,
) {
  const lock = new pg.Client({ connectionString: db.url, application_name: 'ledger-lock' });
  await lock.connect();
  await lock.query('BEGIN');
  await lock.query('LOCK TABLE ledger_transactions IN SHARE MODE');
  start();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await db.admin.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock' AND state = 'active'
         AND backend_xid IS NOT NULL AND query ILIKE 'insert into "ledger_transactions"%'`,
      [db.name, applicationName],
    );
    if (rows.length >= count)
      return {
        waiting: rows.length,
        release: async () => {
          await lock.query('ROLLBACK');
          await lock.end();
        },
      };
    if (Date.now() > deadline) {
      await lock.query('ROLLBACK');
      await lock.end();
      throw new Error(`${rows.length} of ${count} operations reached the ledger insert`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Ends the connections of a killed process now, as PostgreSQL does once it notices: their transactions roll back. */
export async function endConnections(db: { name: string; admin: pg.Client }, applicationName: string) {
  await db.admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
    [db.name, applicationName],
  );
}

/**
 * What the ledger and the payments must always be, whatever was cut short: every ledger
 * transaction has entries and sums to zero; every payment row belongs to a booking that has left
 * `accepted` (paid or later) and is matched by its ledger transaction. Returns the problems found.
 */
export async function moneyProblems(db: DbHandle['db']) {
  const problems: string[] = [];
  const entries = await db
    .select({ transactionId: ledgerEntries.transactionId, cents: ledgerEntries.amountCents })
    .from(ledgerEntries);
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.transactionId, (sums.get(e.transactionId) ?? 0) + e.cents);
  for (const [id, sum] of sums) if (sum !== 0) problems.push(`ledger transaction ${id} sums to ${sum}`);
  const txs = await db
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind, bookingId: ledgerTransactions.bookingId })
    .from(ledgerTransactions);
  for (const x of txs) if (!sums.has(x.id)) problems.push(`ledger transaction ${x.id} has no entries`);
  const rows = await db
    .select({ id: payments.id, bookingId: payments.bookingId, status: payments.status, booking: bookings.status })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId));
  for (const p of rows) {
    if (p.status !== 'succeeded') continue;
    if (!p.booking || p.booking === 'accepted' || p.booking === 'requested')
      problems.push(`payment ${p.id} succeeded, its booking is ${p.booking ?? 'missing'}`);
    if (!txs.some((x) => x.bookingId === p.bookingId && x.kind === 'payment'))
      problems.push(`payment ${p.id} has no ledger transaction`);
  }
  return problems;
}
