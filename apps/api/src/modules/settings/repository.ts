import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bookingSettings, countries } from '@biclou/db/schema';

export async function getBookingSettings(tx: DbOrTx) {
  const [row] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return row;
}

export function listActiveCountries(tx: DbOrTx) {
  return tx
    .select()
    .from(countries)
    .where(eq(countries.active, true))
    .orderBy(asc(countries.priority), asc(countries.code));
}
