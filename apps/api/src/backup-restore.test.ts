import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { act, bookingWorld, paidBooking } from './test/booking-helpers';
import { nextDates } from './test/payout-helpers';

/**
 * The backup of docs/operations.md, run for real on PostgreSQL: `pg_dump -Fc` of a seeded
 * database, `pg_restore` into a new one, then the restored copy is checked (row counts match, the
 * ledger still balances). The test app lives in a schema of its own, so only that schema is dumped
 * and the new database gets the extensions first (a whole-database dump carries them itself).
 */
const url = process.env.DATABASE_URL;
const TABLES = ['users', 'listings', 'bookings', 'payments', 'ledger_transactions', 'ledger_entries', 'places'];

describe.runIf(url)('backup and restore (PostgreSQL)', () => {
  let t: TestApp;
  let schema: string;
  const restoredDb = `biclou_restore_${Date.now().toString(36)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'biclou-backup-'));
  const admin = new pg.Client({ connectionString: url });

  beforeAll(async () => {
    t = await buildTestApp();
    schema = String(
      ((await t.deps.db.execute('select current_schema() as s' as never)) as unknown as { rows: { s: string }[] })
        .rows[0]!.s,
    );
    // Seeded: two paid bookings, one canceled with a refund, so the ledger has several kinds of entries.
    const [start, end] = nextDates(3);
    await paidBooking(t, await bookingWorld(t), start, end);
    const w = await bookingWorld(t);
    const canceled = await paidBooking(t, w, start, end);
    const cancel = await act(t, w.renter.headers, canceled, 'cancel');
    if (cancel.statusCode !== 200) throw new Error(`cancel: ${cancel.statusCode} ${cancel.body}`);
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  const counts = async (client: pg.Client) => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number((await client.query(`SELECT count(*)::int AS n FROM "${schema}"."${table}"`)).rows[0].n);
    return out;
  };
  const ledger = async (client: pg.Client) =>
    (
      await client.query(
        `SELECT count(*)::int AS unbalanced FROM (
           SELECT transaction_id FROM "${schema}".ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0
         ) x`,
      )
    ).rows[0].unbalanced as number;

  it('dumps, restores into a new database, and the copy matches and balances', async () => {
    const source = new pg.Client({ connectionString: url });
    await source.connect();
    const before = await counts(source);
    const total = Number(
      (await source.query(`SELECT coalesce(sum(amount_cents), 0)::bigint AS s FROM "${schema}".ledger_entries`)).rows[0]
        .s,
    );
    await source.end();
    expect(before.bookings).toBe(2);
    expect(before.ledger_entries).toBeGreaterThan(4);
    expect(total).toBe(0);

    const file = path.join(dir, 'biclou.dump');
    execFileSync('pg_dump', ['-Fc', `--schema=${schema}`, `--file=${file}`, url!]);
    await admin.query(`CREATE DATABASE ${restoredDb}`);
    const restoredUrl = new URL(url!);
    restoredUrl.pathname = `/${restoredDb}`;
    const restored = new pg.Client({ connectionString: restoredUrl.toString() });
    await restored.connect();
    try {
      for (const ext of ['btree_gist', 'pg_trgm', 'unaccent'])
        await restored.query(`CREATE EXTENSION IF NOT EXISTS ${ext} SCHEMA public`);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);

      expect(await counts(restored)).toEqual(before);
      expect(await ledger(restored)).toBe(0);
      const sum = await restored.query(
        `SELECT coalesce(sum(amount_cents), 0)::bigint AS s FROM "${schema}".ledger_entries`,
      );
      expect(Number(sum.rows[0].s)).toBe(0);
    } finally {
      await restored.end();
    }
  }, 120_000);
});
