import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '@biclou/db/client';
import { DEMO_PASSWORD, seedDemo } from '@biclou/db/seed-demo';
import { seedDemoListings } from '@biclou/db/seed-demo-listings';
import { seedReference } from '@biclou/db/seed-reference';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, pay, renterReady, requested } from '../../test/booking-helpers';
import { loginAs } from '../../test/helpers';
import { publicPointOf } from '../listings/owned-listing';
import { runMigration as runMigrationFile, undo0033 } from '../../test/migration-steps';

/**
 * Migration 0027 gives every whole-day booking a pickup and a return instant, and 0028 the owner's
 * notice in hours. They are checked by undoing them on a database that holds bookings (`undo0028`,
 * `undo0027`, the exact inverses of their schema changes, test-only) and running their SQL again:
 * on the demo data with bookings made through the API, and on a hand-built set of edge cases, on
 * PGlite and, when DATABASE_URL is set, PostgreSQL.
 */
const migrationFile = (name: string) =>
  fileURLToPath(new URL(`../../../../../packages/db/migrations/${name}.sql`, import.meta.url));

const exec = (db: Db, text: string) => db.execute(sql.raw(text));
const rows = async <T>(db: Db, text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** The schema before 0027: no instants, no time prices, the day-range exclusion constraint. */
async function undo0027(db: Db) {
  for (const statement of [
    `ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap`,
    `ALTER TABLE bookings DROP CONSTRAINT bookings_times_check`,
    `ALTER TABLE bookings DROP COLUMN pickup_at, DROP COLUMN return_at, DROP COLUMN time_zone, DROP COLUMN instant,
       DROP COLUMN half_days, DROP COLUMN hours, DROP COLUMN price_per_half_day_cents, DROP COLUMN price_per_hour_cents`,
    `ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (listing_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
       WHERE (status IN ('accepted', 'paid', 'ongoing', 'disputed'))`,
    `ALTER TABLE listings DROP CONSTRAINT listings_time_prices_check`,
    `ALTER TABLE listings DROP COLUMN price_per_hour_cents, DROP COLUMN price_per_half_day_cents, DROP COLUMN opening_hours,
       DROP COLUMN instant_booking, DROP COLUMN instant_conditions`,
    `ALTER TABLE users DROP COLUMN default_opening_hours`,
    `ALTER TABLE booking_settings DROP COLUMN instant_payment_window_minutes`,
  ])
    await exec(db, statement);
}

/** The schema before 0028: no notice snapshot, no pickup-soon notice, no check on the instant window. */
async function undo0028(db: Db) {
  for (const statement of [
    `ALTER TABLE bookings DROP CONSTRAINT bookings_notice_hours_check`,
    `ALTER TABLE bookings DROP COLUMN notice_hours`,
    `ALTER TABLE booking_settings DROP CONSTRAINT booking_settings_instant_window_check`,
    `ALTER TABLE booking_notices DROP CONSTRAINT booking_notices_kind_check`,
    `ALTER TABLE booking_notices ADD CONSTRAINT booking_notices_kind_check
       CHECK (kind IN ('starts_tomorrow', 'review_reminder_renter', 'review_reminder_owner'))`,
  ])
    await exec(db, statement);
}

/** A migration's own file, statement by statement, as the migrator runs it. */
async function runMigration(db: Db, name: '0027_booking_times' | '0028_instant_timers') {
  for (const statement of readFileSync(migrationFile(name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await exec(db, statement);
  }
}
const run0027 = (db: Db) => runMigration(db, '0027_booking_times');
const run0028 = (db: Db) => runMigration(db, '0028_instant_timers');

/** Each booking's stored notice, and the notice its listing follows (its hours, its owner's default, else 24). */
const NOTICES = `SELECT b.ref, b.notice_hours,
  COALESCE((l.opening_hours ->> 'minNoticeHours')::int, (u.default_opening_hours ->> 'minNoticeHours')::int, 24) AS follows
  FROM bookings b JOIN listings l ON l.id = b.listing_id JOIN users u ON u.id = l.owner_id ORDER BY b.ref`;

interface MigratedRow {
  id: string;
  ref: string;
  status: string;
  country: string | null;
  start_date: string;
  end_date: string;
  pickup_at: string;
  return_at: string;
  time_zone: string;
  days: number;
  half_days: number;
  hours: number;
  base_cents: number;
  discount_cents: number;
  accessories_cents: number;
  total_cents: number;
  owner_earnings_cents: number;
  price_per_day_cents: number;
  service_fee_rate_bp: number;
  commission_rate_bp: number;
  accessories: { pricePerDayCents: number }[];
  l_discount7: number;
  l_discount30: number;
  cancelation_option: string;
  cancelation_rule: unknown;
}

const MIGRATED = `SELECT b.id, b.ref, b.status, l.country, b.start_date::text AS start_date, b.end_date::text AS end_date,
  b.pickup_at, b.return_at, b.time_zone, b.days, b.half_days, b.hours, b.base_cents, b.discount_cents, b.accessories_cents,
  b.total_cents, b.owner_earnings_cents, b.price_per_day_cents, b.service_fee_rate_bp, b.commission_rate_bp, b.accessories,
  l.discount_7_days AS l_discount7, l.discount_30_days AS l_discount30, b.cancelation_option, b.cancelation_rule
  FROM bookings b JOIN listings l ON l.id = b.listing_id ORDER BY b.ref`;

const ZONES: Record<string, string> = { CH: 'Europe/Zurich', BE: 'Europe/Brussels', LU: 'Europe/Luxembourg' };
const zoneOf = (country: string | null) => ZONES[country ?? ''] ?? 'Europe/Paris';

function localInstant(date: string, time: string, zone: string): Date {
  const found = localToInstant({ date, time }, zone);
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in ${zone}`);
  return found.instant;
}

/** What every migrated booking must say: 08:00 → 20:00 on its listing's clock, and the price it had. */
function expectMigrated(row: MigratedRow) {
  const zone = zoneOf(row.country);
  expect(row.time_zone).toBe(zone);
  const pickupAt = localInstant(row.start_date, '08:00', zone);
  const returnAt = localInstant(row.end_date, '20:00', zone);
  expect(new Date(row.pickup_at).toISOString()).toBe(pickupAt.toISOString());
  expect(new Date(row.return_at).toISOString()).toBe(returnAt.toISOString());
  // Time pricing of the migrated span charges the days the booking was priced for.
  const price = priceTimedBooking({
    pickupAt,
    returnAt,
    pricePerDayCents: row.price_per_day_cents,
    discount7Pct: row.l_discount7,
    discount30Pct: row.l_discount30,
    accessories: row.accessories,
    serviceFeeRateBp: row.service_fee_rate_bp,
    commissionRateBp: row.commission_rate_bp,
  });
  expect({ days: price.days, halfDays: price.halfDays, hours: price.hours }).toEqual({
    days: row.days,
    halfDays: 0,
    hours: 0,
  });
  expect({ half: row.half_days, hours: row.hours }).toEqual({ half: 0, hours: 0 });
  expect({
    base: price.base,
    discount: price.discount,
    accessories: price.accessories,
    total: price.pricePaidByBuyer,
  }).toEqual({
    base: row.base_cents,
    discount: row.discount_cents,
    accessories: row.accessories_cents,
    total: row.total_cents,
  });
}

/** The price and tier columns, which the migration must leave as they were. */
const money = (r: MigratedRow) => [
  r.ref,
  r.status,
  r.start_date,
  r.end_date,
  r.days,
  r.base_cents,
  r.discount_cents,
  r.accessories_cents,
  r.total_cents,
  r.owner_earnings_cents,
  r.cancelation_option,
  JSON.stringify(r.cancelation_rule),
];

describe('migration 0027 on the demo data, with bookings made through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.deps.db, { hashPassword: t.deps.passwords.hash });
    await seedDemoListings(t.deps.db, {
      putMedia: t.deps.media.put,
      publicPoint: (id, p) => publicPointOf(t.deps.secret, id, p),
      now: t.clock.now(),
    });
  });
  afterAll(() => t.close());

  it('gives each booking the instants the API gave it, and keeps its price and tier', async () => {
    const db = t.deps.db;
    // One live demo listing per country; renters book them across both clock changes and in July.
    const demo = await rows<{ id: string; country: string; min_booking_days: number; owner_id: string }>(
      db,
      `SELECT DISTINCT ON (country) id, country, min_booking_days, owner_id FROM listings
       WHERE status = 'live' AND notice_days <= 30 ORDER BY country, created_at`,
    );
    expect(demo.map((l) => l.country).sort()).toEqual(['BE', 'CH', 'FR', 'LU']);
    const spans = [
      ['2026-10-24', 0], // over the autumn change
      ['2027-03-27', 1], // over the spring change
      ['2026-07-10', 6], // a week: the 7-day rate
    ] as const;
    for (const listing of demo) {
      for (const [start, extra] of spans) {
        const renter = await renterReady(t);
        const days = Math.max(listing.min_booking_days, 2) + extra;
        const end = new Date(`${start}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + days - 1);
        const booking = await requested(t, renter.headers, listing.id, start, end.toISOString().slice(0, 10));
        if (start === '2026-07-10') {
          const [owner] = await rows<{ email: string }>(db, `SELECT email FROM users WHERE id = '${listing.owner_id}'`);
          expect(owner).toBeDefined();
          // Accepted and paid bookings carry the exclusion constraint through the migration.
          const { headers: ownerHeaders } = await loginAs(t, owner!.email, DEMO_PASSWORD);
          expect((await act(t, ownerHeaders, booking.id, 'accept')).statusCode).toBe(200);
          expect((await pay(t, renter.headers, booking.id)).statusCode).toBe(200);
        }
      }
    }
    const before = await rows<MigratedRow>(db, MIGRATED);
    expect(before.length).toBe(12);
    const noticesBefore = await rows<{ ref: string; notice_hours: number; follows: number }>(db, NOTICES);

    await undo0033(db);
    await undo0028(db);
    await undo0027(db);
    await run0027(db);
    await run0028(db);
    await runMigrationFile(db, '0033_listing_units');
    // 0028: each booking keeps the notice its listing follows, the one the API stored at request time.
    expect(await rows(db, NOTICES)).toEqual(noticesBefore);
    for (const n of noticesBefore) expect(n.notice_hours).toBe(n.follows);

    const after = await rows<MigratedRow>(db, MIGRATED);
    expect(after.map(money)).toEqual(before.map(money));
    expect(after.map((r) => [r.ref, new Date(r.pickup_at).toISOString(), new Date(r.return_at).toISOString()])).toEqual(
      before.map((r) => [r.ref, new Date(r.pickup_at).toISOString(), new Date(r.return_at).toISOString()]),
    );
    for (const row of after) expectMigrated(row);
  });
});

/** The edge cases, built by hand in the schema before 0027, on each engine the tests can reach. */
const engines: [string, () => Promise<{ handle: DbHandle; drop(): Promise<void> }>][] = [
  ['PGlite', async () => ({ handle: await openDb(), drop: async () => {} })],
];
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  engines.push([
    'PostgreSQL',
    async () => {
      const pgSchema = `mig_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const handle = await openDb({ url, pgSchema });
      return { handle, drop: () => exec(handle.db, `DROP SCHEMA "${pgSchema}" CASCADE`).then(() => undefined) };
    },
  ]);
}

describe.each(engines)('migration 0027 on hand-built edge cases (%s)', (_name, open) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { handle, drop } = await open();
    db = handle.db;
    close = async () => {
      await drop();
      await handle.close();
    };
    await seedReference(db);
    await undo0033(db);
    await undo0028(db);
    await undo0027(db);
    await exec(
      db,
      `INSERT INTO users (id, email, password_hash, firstname, lastname)
       VALUES ('00000000-0000-4000-8000-000000000001', 'owner@edge.test', 'x', 'Olive', 'Edge'),
              ('00000000-0000-4000-8000-000000000002', 'renter@edge.test', 'x', 'Remy', 'Edge')`,
    );
    // A listing per zone, and one with no country yet (it takes the marketplace's clock).
    const listings: [string, string | null][] = [
      ['10000000-0000-4000-8000-000000000001', 'FR'],
      ['10000000-0000-4000-8000-000000000002', 'CH'],
      ['10000000-0000-4000-8000-000000000003', 'BE'],
      ['10000000-0000-4000-8000-000000000004', 'LU'],
      ['10000000-0000-4000-8000-000000000005', null],
    ];
    for (const [id, country] of listings)
      await exec(
        db,
        `INSERT INTO listings (id, owner_id, status, country, price_per_day_cents, discount_7_days, discount_30_days)
         VALUES ('${id}', '00000000-0000-4000-8000-000000000001', 'live', ${country ? `'${country}'` : 'NULL'}, 2500, 10, 20)`,
      );
    const bookingsToMake: [string, string, string, string, string, number][] = [
      // ref, listing, status, start, end, days
      ['E01', '10000000-0000-4000-8000-000000000001', 'paid', '2027-03-28', '2027-03-28', 1], // the spring change day
      ['E02', '10000000-0000-4000-8000-000000000001', 'paid', '2026-10-25', '2026-10-25', 1], // the autumn change day
      ['E03', '10000000-0000-4000-8000-000000000002', 'accepted', '2026-03-28', '2026-03-30', 3], // across spring, Zurich
      ['E04', '10000000-0000-4000-8000-000000000002', 'completed', '2026-10-24', '2026-10-26', 3],
      ['E05', '10000000-0000-4000-8000-000000000003', 'ongoing', '2026-07-01', '2026-07-07', 7], // 7 days: the weekly rate
      ['E06', '10000000-0000-4000-8000-000000000003', 'paid', '2026-07-08', '2026-07-08', 1], // the day after E05 ends
      ['E07', '10000000-0000-4000-8000-000000000004', 'canceled', '2026-12-31', '2027-01-01', 2], // across the new year
      ['E08', '10000000-0000-4000-8000-000000000004', 'disputed', '2026-12-31', '2027-01-29', 30], // 30 days; E07 canceled
      ['E09', '10000000-0000-4000-8000-000000000005', 'requested', '2026-08-01', '2026-08-01', 1],
      ['E10', '10000000-0000-4000-8000-000000000005', 'requested', '2026-08-01', '2026-08-02', 2], // requests may overlap
    ];
    for (const [ref, listing, status, start, end, days] of bookingsToMake) {
      const base = days * 2500;
      const discount = Math.round((base * (days >= 30 ? 20 : days >= 7 ? 10 : 0)) / 100);
      const subtotal = base - discount;
      await exec(
        db,
        `INSERT INTO bookings (ref, listing_id, renter_id, owner_id, status, start_date, end_date, currency,
           price_per_day_cents, days, base_cents, discount_cents, accessories_cents, subtotal_cents, service_fee_cents,
           commission_cents, total_cents, owner_earnings_cents, service_fee_rate_bp, commission_rate_bp, deposit_cents,
           cancelation_option, cancelation_rule, requested_at)
         VALUES ('${ref}', '${listing}', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
           '${status}', '${start}', '${end}', 'EUR', 2500, ${days}, ${base}, ${discount}, 0, ${subtotal},
           ${Math.round(subtotal / 10)}, ${Math.round((subtotal * 15) / 100)}, ${subtotal + Math.round(subtotal / 10)},
           ${subtotal - Math.round((subtotal * 15) / 100)}, 1000, 1500, 0, 'medium_notice',
           '{"delayDays":10,"refundBeforeDelayPct":70,"refundAfterDelayPct":0}', now())`,
      );
    }
    await run0027(db);
    // Before 0028: the Zurich listing has hours of its own (3 hours' notice), the owner a default (6).
    await exec(
      db,
      `UPDATE listings SET opening_hours = '{"minNoticeHours": 3}' WHERE id = '10000000-0000-4000-8000-000000000002'`,
    );
    await exec(
      db,
      `UPDATE users SET default_opening_hours = '{"minNoticeHours": 6}' WHERE id = '00000000-0000-4000-8000-000000000001'`,
    );
    await run0028(db);
  });
  afterAll(() => close());

  it("0028 gives each booking the notice its listing follows: the listing's hours, else its owner's default", async () => {
    const notices = await rows<{ ref: string; notice_hours: number }>(db, NOTICES);
    expect(Object.fromEntries(notices.map((n) => [n.ref, n.notice_hours]))).toEqual({
      E01: 6,
      E02: 6,
      E03: 3,
      E04: 3,
      E05: 6,
      E06: 6,
      E07: 6,
      E08: 6,
      E09: 6,
      E10: 6,
    });
    const kinds = await rows<{ def: string }>(
      db,
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'booking_notices_kind_check'`,
    );
    expect(kinds[0]!.def).toContain('pickup_soon');
    await expect(exec(db, `UPDATE booking_settings SET instant_payment_window_minutes = 4`)).rejects.toThrow();
  });

  it('gives each booking 08:00 → 20:00 on its listing clock, the days and the price it had', async () => {
    const migrated = await rows<MigratedRow>(db, MIGRATED);
    expect(migrated.map((r) => r.ref)).toEqual(['E01', 'E02', 'E03', 'E04', 'E05', 'E06', 'E07', 'E08', 'E09', 'E10']);
    for (const row of migrated) expectMigrated(row);
    const utc = Object.fromEntries(
      migrated.map((r) => [r.ref, [new Date(r.pickup_at).toISOString(), new Date(r.return_at).toISOString()]]),
    );
    // Paris on the spring change day: 08:00 is already summer time (UTC+2), 20:00 too.
    expect(utc.E01).toEqual(['2027-03-28T06:00:00.000Z', '2027-03-28T18:00:00.000Z']);
    // The autumn change day: 08:00 is winter time (UTC+1); the day had 25 hours.
    expect(utc.E02).toEqual(['2026-10-25T07:00:00.000Z', '2026-10-25T19:00:00.000Z']);
    // Zurich, winter to summer over the stay.
    expect(utc.E03).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-30T18:00:00.000Z']);
    // No country: the marketplace's clock, Paris.
    expect(utc.E09).toEqual(['2026-08-01T06:00:00.000Z', '2026-08-01T18:00:00.000Z']);
  });

  it('moves the exclusion constraint to the instants: a day apart still fits, an hour of overlap does not', async () => {
    const constraint = await rows<{ def: string }>(
      db,
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'bookings_no_overlap'`,
    );
    expect(constraint[0]!.def).toContain('tstzrange(pickup_at, return_at');
    // E05 returns at 20:00 on 7 July in Brussels; a blocking booking picked up at 19:00 that day collides.
    const copy = (ref: string, pickup: string, ret: string) =>
      exec(
        db,
        `INSERT INTO bookings SELECT (jsonb_populate_record(b, jsonb_build_object('id', gen_random_uuid(), 'ref', '${ref}',
           'status', 'paid', 'start_date', '2026-07-07', 'end_date', '2026-07-07', 'pickup_at', '${pickup}', 'return_at', '${ret}'))).*
         FROM bookings b WHERE b.ref = 'E06'`,
      );
    await expect(copy('X1', '2026-07-07T17:00:00Z', '2026-07-07T17:30:00Z')).rejects.toThrow();
    // Returned at 20:00, taken at 20:00: allowed.
    await copy('X2', '2026-07-07T18:00:00Z', '2026-07-07T19:00:00Z');
    // Two requests may still share a day (only blocking statuses are constrained).
    const both = await rows<{ n: number }>(db, `SELECT count(*)::int AS n FROM bookings WHERE ref IN ('E09', 'E10')`);
    expect(both[0]!.n).toBe(2);
  });
});
