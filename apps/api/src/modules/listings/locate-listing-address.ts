import type { z } from 'zod';
import type { LocateAddressRequestSchema, LocateAddressResponse } from '@biclou/contracts/listings';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { findListing } from './listing-repository';
import { listingNotFound } from './owned-listing';

type LocateInput = z.output<typeof LocateAddressRequestSchema>;

/**
 * Where the wizard's pin goes for the address the owner typed: the street's point when the
 * geocoder knows it, else the city's centre. Only the listing's owner asks (404 for anyone else),
 * and the answer goes to them alone: nothing is stored, so the public point is still derived only
 * when the address is saved. Each owner's asks are limited; past the service's own budget the
 * answer comes from the offline data, so one busy minute never hammers the geocoder.
 */
export async function locateListingAddress(
  ctx: RequestContext,
  userId: string,
  listingId: string,
  input: LocateInput,
): Promise<LocateAddressResponse> {
  const { deps } = ctx;
  const listing = await findListing(deps.db, listingId);
  if (!listing || listing.ownerId !== userId || listing.status === 'deleted') throw listingNotFound();
  await consumeOrThrow(deps.rateLimiter, [[RATE_RULES.geocodeUser, userId]], AppError.rateLimited);
  const remote = await consumeOrThrow(
    deps.rateLimiter,
    [[RATE_RULES.geocodeService, 'all']],
    AppError.rateLimited,
  ).then(
    () => true,
    () => false,
  );
  return deps.addressLocator.locate(input, { remote });
}
