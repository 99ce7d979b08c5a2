import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';

/** The listing columns a booking view shows, per listing. */
export function listingBitsOf(tx: DbOrTx, listingIds: string[]) {
  return tx
    .select({
      id: listings.id,
      brand: listings.brand,
      model: listings.model,
      city: listings.city,
      country: listings.country,
      address: listings.address,
      postalCode: listings.postalCode,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(listings)
    .where(inArray(listings.id, listingIds));
}

export function firstnamesOf(tx: DbOrTx, userIds: string[]) {
  return tx.select({ id: users.id, firstname: users.firstname }).from(users).where(inArray(users.id, userIds));
}

/** Who a booking mail goes to: address, first name and language. */
export function mailRecipientsOf(tx: DbOrTx, userIds: string[]) {
  return tx
    .select({ id: users.id, email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** The bike's brand and model, for a mail's title. */
export function bikesOf(tx: DbOrTx, listingIds: string[]) {
  return tx
    .select({ id: listings.id, brand: listings.brand, model: listings.model })
    .from(listings)
    .where(inArray(listings.id, listingIds));
}

/** One booking mail's reader (address, first name, language) and the bike's name (handover and deposit mails). */
export async function mailFacts(db: DbOrTx, userId: string, listingId: string) {
  const [to] = await db
    .select({ email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  const [bike] = await db
    .select({ brand: listings.brand, model: listings.model })
    .from(listings)
    .where(eq(listings.id, listingId));
  return { to, bike };
}

/** The renter's row, locked: two requests at once run one after the other. */
export async function lockRenter(tx: DbOrTx, userId: string) {
  const [renter] = await tx
    .select({ id: users.id, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return renter;
}

/** One more cancellation by the owner, shown on their profile. */
export async function countOwnerCancellation(tx: DbOrTx, ownerId: string) {
  await tx
    .update(users)
    .set({ ownerCancellationCount: sql`${users.ownerCancellationCount} + 1` })
    .where(eq(users.id, ownerId));
}
