import type { DbHandle } from '@biclou/db/client';
import { seedDemo } from '@biclou/db/seed-demo';
import { countListingsByStatus, seedDemoListings } from '@biclou/db/seed-demo-listings';
import type { Deps } from './platform/deps';
import { publicPointOf } from './modules/listings';

/**
 * Demo members and listings, seeded once into an empty database (main.ts and the benchmarks).
 * Returns the accounts to print and the listing counts.
 */
export async function seedDemoData(handle: DbHandle, deps: Deps, enabled: boolean) {
  const demo = enabled ? await seedDemo(handle.db, { hashPassword: deps.passwords.hash }) : undefined;
  const started = Date.now();
  const listings = enabled
    ? await seedDemoListings(handle.db, {
        putMedia: deps.media.put,
        publicPoint: (id, exact) => publicPointOf(deps.secret, id, exact),
      })
    : { seeded: false, counts: await countListingsByStatus(handle.db) };
  return { demo, listings, listingSeconds: (Date.now() - started) / 1000 };
}
