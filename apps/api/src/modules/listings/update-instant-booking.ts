import type { z } from 'zod';
import type { UpdateInstantBookingRequestSchema } from '@biclou/contracts/listings';
import type { InstantConditions } from '@biclou/domain/instant-booking';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';

type InstantInput = z.output<typeof UpdateInstantBookingRequestSchema>;

/**
 * Instant booking on or off, with the conditions the owner ticked. Only what is asked is stored
 * (`{ phoneVerified: true }`, never `false` or a null score), so the stored conditions read the
 * same whichever way the form sent them. They are kept while instant booking is off, so turning
 * it back on restores them.
 */
export function updateInstantBooking(ctx: RequestContext, userId: string, listingId: string, input: InstantInput) {
  const { phoneVerified, completedRental, minReviewScore } = input.instantConditions;
  const conditions: InstantConditions = {
    ...(phoneVerified && { phoneVerified: true }),
    ...(completedRental && { completedRental: true }),
    ...(minReviewScore != null && { minReviewScore }),
  };
  return editOwnedListing(ctx, userId, listingId, async () => ({
    instantBooking: input.instantBooking,
    instantConditions: conditions,
  }));
}
