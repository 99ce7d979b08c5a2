import type { z } from 'zod';
import type { UpdateListingDetailsRequestSchema } from '@biclou/contracts/listings';
import { parisDate } from '@biclou/domain/paris-calendar';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { replaceAccessories } from './accessory-repository';
import { editOwnedListing } from './owned-listing';

type DetailsInput = z.output<typeof UpdateListingDetailsRequestSchema>;

/** '' and null clear a field, undefined leaves it as it is. */
const clearable = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v;

/** Step 2: descriptions, accessories (the list replaces the old one), buying date, marking, new value. */
export function updateListingDetails(ctx: RequestContext, userId: string, listingId: string, input: DetailsInput) {
  if (input.buyingDate && input.buyingDate > parisDate(ctx.deps.clock.now())) {
    throw AppError.field('buyingDate', 'The buying date cannot be in the future.');
  }
  return editOwnedListing(ctx, userId, listingId, async (tx, listing) => {
    await replaceAccessories(tx, listing.id, input.accessories);
    return {
      descriptionFr: clearable(input.descriptionFr),
      descriptionEn: clearable(input.descriptionEn),
      buyingDate: input.buyingDate,
      marking: clearable(input.marking),
      newValueCents: input.newValueCents,
    };
  });
}
