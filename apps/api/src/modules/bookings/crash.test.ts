import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@biclou/db/client';
import { bookingHistory, bookings, ledgerEntries, ledgerTransactions, payments } from '@biclou/db/schema';
import { seedReference } from '@biclou/db/seed-reference';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config/config';
import { createDeps, disposeDeps } from '../../platform/deps-factory';
import { createModuleDeps } from '../module-deps';
import { testClock, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';

/**
 * Acceptance 5: a process killed in the middle of a payment or a refund leaves no half-written
 * state. The real server (main.ts) runs as a child process on a PostgreSQL database of its own;
 * the test holds a lock that stops the operation's transaction at its ledger insert — after it
 * has written the payment row, the booking's new status and its history row, all uncommitted —
 * sends SIGKILL, lets PostgreSQL drop the orphaned connection, restarts the server and checks that
 * nothing of the operation remains, that it then succeeds once, and that the ledger balances.
 */
const url = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');
const SECRET = 'crash-test-secret-key-0123456789abcdef';
const SERVER_APP = 'biclou-crash-server';

describe.skipIf(!url)(
  'crash during a payment and a refund (skipped without DATABASE_URL: it needs a real PostgreSQL server)',
  () => {
    const dbName = `crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let admin: pg.Client;
    let crashUrl: string;
    let handle: DbHandle;
    let t: TestApp;
    let dataDir: string;
    let server: ChildProcess | null = null;
    let port = 0;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${dbName}"`);
      const u = new URL(url!);
      u.pathname = `/${dbName}`;
      crashUrl = u.toString();
      // Setting up people and a listing goes through the app in this process, on the same database.
      handle = await openDb({ url: crashUrl });
      // The database is dropped WITH (FORCE) at the end: its idle connections may be cut then.
      (handle.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
      await seedReference(handle.db);
      dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-crash-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: crashUrl,
        SECRET_KEY: SECRET,
        MEDIA_DIR: path.join(dataDir, 'media'),
      });
      const clock = testClock(new Date());
      const deps = await createDeps({ config, db: handle.db, dbKind: 'postgres', modules: createModuleDeps, clock });
      const app = await buildApp({ deps });
      await app.ready();
      t = {
        app,
        deps,
        clock,
        mediaDir: config.MEDIA_DIR!,
        close: async () => {
          await app.close();
          await disposeDeps(deps);
        },
      } as TestApp;
    }, 120_000);

    afterAll(async () => {
      server?.kill('SIGKILL');
      await t?.close();
      await handle?.close();
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        await admin.end();
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    /** The child's connections carry a name of their own, so that only they are ended after the kill. */
    const serverUrl = () => {
      const u = new URL(crashUrl);
      u.searchParams.set('application_name', SERVER_APP);
      return u.toString();
    };

    async function startServer() {
      port = await freePort();
      server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: serverUrl(),
          DATA_DIR: dataDir,
          SECRET_KEY: SECRET,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'fatal',
          REDIS_URL: '',
          SMTP_URL: '',
          E2E_CONTROLS: '0',
          PAYMENT_PROVIDER: 'sandbox',
          IP_COUNTRY_URL: 'http://127.0.0.1:9/?ip={ip}',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('server not healthy after 60 s');
    }

    async function kill() {
      const child = server!;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      server = null;
      // PostgreSQL ends a dead client's backend (here at once, as after a crash of the whole
      // machine): whatever its transaction wrote is rolled back, nothing is committed.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [dbName, SERVER_APP],
      );
    }

    const post = (pathName: string, headers: Record<string, string>, body: unknown) =>
      fetch(`http://127.0.0.1:${port}/api/v1${pathName}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    /**
     * Holds a SHARE lock on the ledger (reads go on, inserts wait), runs `start`, and waits until a
     * server backend that has already written in its transaction (backend_xid set) waits on it.
     */
    async function stopAtLedgerInsert(start: () => void) {
      const lock = new pg.Client({ connectionString: crashUrl, application_name: 'crash-test-lock' });
      await lock.connect();
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE ledger_transactions IN SHARE MODE');
      start();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await admin.query(
          `SELECT pid, backend_xid::text AS xid, query FROM pg_stat_activity
         WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock' AND state = 'active' AND query ILIKE 'insert into "ledger_transactions"%'`,
          [dbName, SERVER_APP],
        );
        if (rows[0]) {
          expect(rows[0].xid, 'the transaction has written rows before the ledger').not.toBeNull();
          return {
            release: async () => {
              await lock.query('ROLLBACK');
              await lock.end();
            },
          };
        }
        if (Date.now() > deadline) throw new Error('the operation never reached the ledger insert');
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    /** Everything about one booking, read after the facts, and the ledger's invariants. */
    async function state(bookingId: string) {
      const db = handle.db;
      const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      const history = await db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, bookingId))
        .orderBy(asc(bookingHistory.seq));
      const pays = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      const txs = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, bookingId));
      const entries = await db
        .select({
          transactionId: ledgerEntries.transactionId,
          account: ledgerEntries.account,
          cents: ledgerEntries.amountCents,
        })
        .from(ledgerEntries);
      // Every ledger transaction sums to zero, and none is empty.
      const sums = new Map<string, number>();
      for (const e of entries) sums.set(e.transactionId, (sums.get(e.transactionId) ?? 0) + e.cents);
      for (const [id, sum] of sums) expect(sum, `ledger transaction ${id}`).toBe(0);
      const allTxs = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions);
      for (const x of allTxs) expect(sums.has(x.id), `ledger transaction ${x.id} has entries`).toBe(true);
      const mine = new Set(txs.map((x) => x.id));
      const escrow = entries
        .filter((e) => mine.has(e.transactionId) && e.account === 'escrow')
        .reduce((s, e) => s + e.cents, 0);
      // The status is the last history row's, and the history is a chain.
      expect(history.at(-1)?.toStatus).toBe(row!.status);
      history.forEach((h, i) => expect(h.fromStatus).toBe(i === 0 ? null : history[i - 1]!.toStatus));
      return {
        row: row!,
        history: history.map((h) => h.toStatus),
        payments: pays,
        kinds: txs.map((x) => x.kind).sort(),
        escrow,
      };
    }

    it('SIGKILL during a payment: nothing of it remains; after a restart the payment goes through once', async () => {
      await startServer();
      const w = await bookingWorld(t);
      const today = parisToday(new Date());
      const b = await requested(t, w.renter.headers, w.listing.id, addDays(today, 10), addDays(today, 12));
      expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
      const card = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };

      const key = randomUUID();
      const stop = await stopAtLedgerInsert(
        () => void post(`/bookings/${b.id}/pay`, w.renter.headers, { idempotencyKey: key, card }).catch(() => null),
      );
      await kill();
      await stop.release();

      const after = await state(b.id);
      expect(after.row.status).toBe('accepted');
      expect(after.row.paidAt).toBeNull();
      expect(after.history).toEqual(['requested', 'accepted']);
      expect(after.payments).toEqual([]);
      expect(after.kinds).toEqual([]);
      expect(after.escrow).toBe(0);

      // Restarted, the renter tries again (same key: nothing was recorded under it) and pays once.
      await startServer();
      const paid = await post(`/bookings/${b.id}/pay`, w.renter.headers, { idempotencyKey: key, card });
      expect(paid.status).toBe(200);
      expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
      const again = await post(`/bookings/${b.id}/pay`, w.renter.headers, { idempotencyKey: key, card });
      expect(again.status).toBe(200);
      const done = await state(b.id);
      expect(done.row.status).toBe('paid');
      expect(done.history).toEqual(['requested', 'accepted', 'paid']);
      expect(done.payments.map((p) => [p.status, p.amountCents])).toEqual([['succeeded', done.row.totalCents]]);
      expect(done.kinds).toEqual(['payment']);
      expect(done.escrow).toBe(done.row.totalCents);
    }, 180_000);

    it('SIGKILL during a refund: the booking stays paid with its money in escrow; after a restart the cancellation refunds once', async () => {
      if (!server) await startServer();
      const [row] = await handle.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'paid')));
      expect(row, 'the paid booking of the previous test').toBeTruthy();
      const renter = await loginOnServer(row!.renterId);

      const stop = await stopAtLedgerInsert(
        () => void post(`/bookings/${row!.id}/cancel`, renter, { reason: 'Plans changed' }).catch(() => null),
      );
      await kill();
      await stop.release();

      const after = await state(row!.id);
      expect(after.row.status).toBe('paid');
      expect(after.row.canceledAt).toBeNull();
      expect(after.row.refundCents).toBe(0);
      expect(after.history).toEqual(['requested', 'accepted', 'paid']);
      expect(after.kinds).toEqual(['payment']);
      expect(after.escrow).toBe(row!.totalCents);

      await startServer();
      const canceled = await post(`/bookings/${row!.id}/cancel`, renter, { reason: 'Plans changed' });
      expect(canceled.status).toBe(200);
      const done = await state(row!.id);
      expect(done.row.status).toBe('canceled');
      expect(done.history).toEqual(['requested', 'accepted', 'paid', 'canceled']);
      // Zen, ten days ahead: 70 % of the subtotal comes back; what the owner keeps waits in escrow.
      expect(done.row.refundCents).toBe(Math.floor((row!.subtotalCents * 70 + 50) / 100));
      expect(done.kinds).toEqual(['payment', 'refund']);
      expect(done.escrow).toBe(row!.totalCents - done.row.refundCents);
      expect(done.escrow).toBe(done.row.creditOwnerCents + done.row.creditPlatformCents);
      const twice = await post(`/bookings/${row!.id}/cancel`, renter, { reason: 'Plans changed' });
      expect(twice.status).toBe(409);
      expect((await state(row!.id)).kinds).toEqual(['payment', 'refund']);
    }, 180_000);

    /** The renter's session headers, made by the in-process app on the shared database. */
    async function loginOnServer(userId: string) {
      const { users } = await import('@biclou/db/schema');
      const [u] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const { loginAs } = await import('../../test/helpers');
      return (await loginAs(t, u!.email)).headers;
    }
  },
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
