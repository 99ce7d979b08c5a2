import type { OwnerListing } from '@biclou/contracts/listings';
import type { RequestContext } from '../../platform/http/request-context';
import { insertListing } from './listing-repository';
import { loadListingParts, toOwnerListing } from './listing-view';
import { addUnits } from './unit-repository';
import { validateInfos, type ListingInfosInput } from './validate-infos';

/**
 * Wizard step 1: creates the draft with its infos and its units (the database gives every new
 * listing its first; the others follow it); the other steps fill it in.
 */
export async function createListing(
  ctx: RequestContext,
  ownerId: string,
  input: ListingInfosInput & { units?: number },
): Promise<{ listing: OwnerListing }> {
  const { deps } = ctx;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const infos = await validateInfos(tx, input);
    const row = await insertListing(tx, { ...infos, ownerId, status: 'draft', createdAt: now, updatedAt: now });
    await addUnits(tx, row.id, (input.units ?? 1) - 1);
    return { listing: toOwnerListing(await loadListingParts(tx, row)) };
  });
}
