import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listingAccessories } from '@biclou/db/schema';

export function listAccessories(tx: DbOrTx, listingId: string) {
  return tx
    .select()
    .from(listingAccessories)
    .where(eq(listingAccessories.listingId, listingId))
    .orderBy(asc(listingAccessories.position));
}

export async function replaceAccessories(
  tx: DbOrTx,
  listingId: string,
  accessories: readonly { name: string; pricePerDayCents: number }[],
) {
  await tx.delete(listingAccessories).where(eq(listingAccessories.listingId, listingId));
  if (accessories.length) {
    await tx
      .insert(listingAccessories)
      .values(
        accessories.map((a, position) => ({ listingId, name: a.name, pricePerDayCents: a.pricePerDayCents, position })),
      );
  }
}
