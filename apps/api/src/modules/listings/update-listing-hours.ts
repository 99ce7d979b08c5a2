import type { z } from 'zod';
import type { UpdateOpeningHoursRequestSchema } from '@biclou/contracts/opening-hours';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';

type HoursInput = z.output<typeof UpdateOpeningHoursRequestSchema>;

/**
 * The listing's own hours (weekly pickup and return windows, closed dates, notice in hours), or
 * null to follow the owner's default again. Requests already made keep the times they asked for;
 * the new hours apply to the next ones.
 */
export function updateListingHours(ctx: RequestContext, userId: string, listingId: string, input: HoursInput) {
  return editOwnedListing(ctx, userId, listingId, async () => ({
    openingHours: input.openingHours,
  }));
}
