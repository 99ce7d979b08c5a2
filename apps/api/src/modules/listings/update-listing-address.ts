import type { z } from 'zod';
import type { UpdateListingAddressRequestSchema } from '@biclou/contracts/listings';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing, publicPointOf } from './owned-listing';

type AddressInput = z.output<typeof UpdateListingAddressRequestSchema>;

/**
 * Step 3: the address and the exact point where the owner dropped the pin. The public point
 * (moved 300–600 m, always the same for this listing) is computed and stored with it.
 */
export function updateListingAddress(ctx: RequestContext, userId: string, listingId: string, input: AddressInput) {
  return editOwnedListing(ctx, userId, listingId, async (_tx, listing) => {
    const approx = publicPointOf(ctx.deps.secret, listing.id, { lat: input.lat, lng: input.lng });
    return {
      address: input.address,
      postalCode: input.postalCode,
      city: input.city,
      country: input.country,
      lat: input.lat,
      lng: input.lng,
      approxLat: approx.lat,
      approxLng: approx.lng,
      location: { x: approx.lng, y: approx.lat },
    };
  });
}
