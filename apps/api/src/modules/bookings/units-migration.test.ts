import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, pay, renterReady, requested } from '../../test/booking-helpers';
import { execSql, runMigration, undo0033 } from '../../test/migration-steps';

/**
 * Migration 0033 gives every listing its first unit and every booking a hold on it, active while
 * the booking blocks, and moves the exclusion constraint from the listing to the unit. Checked by
 * undoing it on a database that holds bookings made through the API and running its SQL again,
 * on PGlite and, when DATABASE_URL is set, PostgreSQL (buildTestApp opens either).
 */
const rows = async <T>(db: Db, text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('migration 0033 (units)', () => {
  it('gives each listing one unit and each booking a hold on it, active exactly while it blocks', async () => {
    const db = t.deps.db;
    const w = await bookingWorld(t);
    const paid = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-03');
    expect((await act(t, w.owner.headers, paid.id, 'accept')).statusCode).toBe(200);
    expect((await pay(t, w.renter.headers, paid.id)).statusCode).toBe(200);
    const open = await requested(t, (await renterReady(t)).headers, w.listing.id, '2026-07-10', '2026-07-10');
    const rejected = await requested(t, (await renterReady(t)).headers, w.listing.id, '2026-08-01', '2026-08-02');
    expect((await act(t, w.owner.headers, rejected.id, 'reject', { reason: 'Not that week.' })).statusCode).toBe(200);
    const other = await bookingWorld(t);

    await undo0033(db);
    await runMigration(db, '0033_listing_units');

    const units = await rows<{ listing_id: string; n: number }>(
      db,
      `SELECT l.id AS listing_id, count(u.id)::int AS n FROM listings l LEFT JOIN listing_units u ON u.listing_id = l.id GROUP BY l.id`,
    );
    expect(units.length).toBeGreaterThanOrEqual(2);
    for (const u of units) expect(u.n).toBe(1);
    const holds = await rows<{ id: string; status: string; active: boolean; same_span: boolean; n: number }>(
      db,
      `SELECT b.id, b.status, bool_and(h.active) AS active, count(h.*)::int AS n,
         bool_and(h.pickup_at = b.pickup_at AND h.return_at = b.return_at AND h.start_date = b.start_date) AS same_span
       FROM bookings b JOIN booking_units h ON h.booking_id = b.id GROUP BY b.id, b.status`,
    );
    const byId = Object.fromEntries(holds.map((h) => [h.id, h]));
    expect(byId[paid.id]).toMatchObject({ status: 'paid', active: true, n: 1, same_span: true });
    expect(byId[open.id]).toMatchObject({ status: 'requested', active: false, n: 1 });
    expect(byId[rejected.id]).toMatchObject({ status: 'rejected', active: false, n: 1 });
    const constraints = await rows<{ conname: string; def: string }>(
      db,
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname IN ('bookings_no_overlap', 'booking_units_no_overlap')
         AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`,
    );
    expect(constraints.map((c) => c.conname)).toEqual(['booking_units_no_overlap']);
    expect(constraints[0]!.def).toContain('unit_id WITH =');

    // The migrated database still books: the open request is accepted, an overlapping one refused.
    expect((await act(t, w.owner.headers, open.id, 'accept')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-07-02&endDate=2026-07-02`,
    });
    expect(res.json().units).toEqual({ wanted: 1, free: 0 });
    const later = await requested(t, other.renter.headers, other.listing.id, '2026-09-01', '2026-09-02');
    expect((await act(t, other.owner.headers, later.id, 'accept')).statusCode).toBe(200);
  });

  it('the triggers: a new listing starts with a unit; holds follow the status; two active holds of a unit never overlap', async () => {
    const db = t.deps.db;
    const w = await bookingWorld(t);
    const a = await requested(t, w.renter.headers, w.listing.id, '2026-10-01', '2026-10-03');
    const b = await requested(t, (await renterReady(t)).headers, w.listing.id, '2026-10-03', '2026-10-04');
    // Both requests propose the only bike; the database refuses to let both block.
    await execSql(db, `UPDATE bookings SET status = 'accepted' WHERE id = '${a.id}'`);
    await expect(execSql(db, `UPDATE bookings SET status = 'accepted' WHERE id = '${b.id}'`)).rejects.toThrow();
    // Once the first is canceled its hold is inactive, and the second may block.
    await execSql(db, `UPDATE bookings SET status = 'canceled' WHERE id = '${a.id}'`);
    await execSql(db, `UPDATE bookings SET status = 'accepted' WHERE id = '${b.id}'`);
    const active = await rows<{ booking_id: string; active: boolean }>(
      db,
      `SELECT booking_id, active FROM booking_units WHERE booking_id IN ('${a.id}', '${b.id}') ORDER BY active`,
    );
    expect(active).toEqual([
      { booking_id: a.id, active: false },
      { booking_id: b.id, active: true },
    ]);
    // A second unit takes an overlapping hold: the rule is per unit, not per listing.
    const [unit] = await rows<{ id: string }>(
      db,
      `INSERT INTO listing_units (listing_id, position) VALUES ('${w.listing.id}', 2) RETURNING id`,
    );
    await execSql(db, `UPDATE booking_units SET unit_id = '${unit!.id}' WHERE booking_id = '${a.id}'`);
    await execSql(db, `UPDATE bookings SET status = 'accepted' WHERE id = '${a.id}'`);
    const [first] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM listing_units WHERE listing_id = '${w.listing.id}' AND position = 1`,
    );
    expect(first!.n).toBe(1);
  });
});
