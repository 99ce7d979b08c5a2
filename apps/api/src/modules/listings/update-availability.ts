import { mergePeriods, type DatePeriod } from '@biclou/domain/blocked-periods';
import type { RequestContext } from '../../platform/http/request-context';
import { replaceUnavailablePeriods } from './availability-repository';
import { lockOwnedListing } from './owned-listing';
import { updateListing } from './listing-repository';

/** Replaces the owner's blocked periods (merged when they overlap or touch) and answers the stored set. */
export async function updateAvailability(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  blocked: readonly DatePeriod[],
) {
  const { deps } = ctx;
  const merged = mergePeriods(blocked);
  await deps.db.transaction(async (tx) => {
    const listing = await lockOwnedListing(tx, listingId, userId);
    await replaceUnavailablePeriods(tx, listing.id, merged);
    await updateListing(tx, listing.id, { updatedAt: deps.clock.now() });
  });
  return { blocked: merged };
}
