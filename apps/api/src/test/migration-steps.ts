import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';

/** Migration tests: a migration's own file run as the migrator runs it, and the exact inverses of some. */
const migrationFile = (name: string) =>
  fileURLToPath(new URL(`../../../../packages/db/migrations/${name}.sql`, import.meta.url));

export const execSql = (db: Db, text: string) => db.execute(sql.raw(text));

/** A migration's own file, statement by statement, as the migrator runs it. */
export async function runMigration(db: Db, name: string) {
  for (const statement of readFileSync(migrationFile(name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await execSql(db, statement);
  }
}

/** The schema before 0033: no units, no holds, the exclusion constraint per listing on the bookings' instants. */
export async function undo0033(db: Db) {
  for (const statement of [
    `DROP TRIGGER bookings_units_follow ON bookings`,
    `DROP FUNCTION biclou_booking_units_follow()`,
    `DROP TRIGGER listings_first_unit ON listings`,
    `DROP FUNCTION biclou_listing_first_unit()`,
    `DROP TABLE booking_units`,
    `DROP TABLE listing_units`,
    `ALTER TABLE bookings DROP CONSTRAINT bookings_unit_count_check`,
    `ALTER TABLE bookings DROP COLUMN unit_count`,
    `ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (listing_id WITH =, tstzrange(pickup_at, return_at, '[)') WITH &&)
       WHERE (status IN ('accepted', 'paid', 'ongoing', 'disputed'))`,
  ])
    await execSql(db, statement);
}
