import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingSettings, countries } from '@biclou/db/schema';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

export async function lockBookingSettings(tx: DbOrTx): Promise<BookingSettingsRow | undefined> {
  const [row] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).for('update');
  return row;
}

export async function readBookingSettings(tx: DbOrTx): Promise<BookingSettingsRow | undefined> {
  const [row] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return row;
}

export async function writeBookingSettings(
  tx: DbOrTx,
  values: Omit<Partial<typeof bookingSettings.$inferInsert>, 'id'>,
): Promise<BookingSettingsRow> {
  const [row] = await tx.update(bookingSettings).set(values).where(eq(bookingSettings.id, 1)).returning();
  return row!;
}

export function listAllCountries(tx: DbOrTx): Promise<CountryRow[]> {
  return tx.select().from(countries).orderBy(asc(countries.priority), asc(countries.code));
}

export async function lockCountry(tx: DbOrTx, code: string): Promise<CountryRow | undefined> {
  const [row] = await tx.select().from(countries).where(eq(countries.code, code)).for('update');
  return row;
}

export async function writeCountry(
  tx: DbOrTx,
  code: string,
  values: Omit<Partial<typeof countries.$inferInsert>, 'code'>,
): Promise<CountryRow> {
  const [row] = await tx.update(countries).set(values).where(eq(countries.code, code)).returning();
  return row!;
}

/** How many countries would stay enabled if `code` were disabled. */
export async function otherActiveCountries(tx: DbOrTx, code: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(countries)
    .where(sql`${countries.active} AND ${countries.code} <> ${code}`);
  return Number(r?.n ?? 0);
}
