import type { z } from 'zod';
import type { UpdateListingPriceRequestSchema } from '@biclou/contracts/listings';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';

type PriceInput = z.output<typeof UpdateListingPriceRequestSchema>;

/** Step 4 (and the dashboard's tarifs): price, deposit, duration and notice rules, discounts, cancellation option. */
export function updateListingPrice(ctx: RequestContext, userId: string, listingId: string, input: PriceInput) {
  return editOwnedListing(ctx, userId, listingId, async () => ({
    pricePerDayCents: input.pricePerDayCents,
    depositCents: input.depositCents,
    minBookingDays: input.minBookingDays,
    noticeDays: input.noticeDays,
    discount7Days: input.discount7Days,
    discount30Days: input.discount30Days,
    cancelationOption: input.cancelationOption,
  }));
}
