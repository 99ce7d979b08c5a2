import type { z } from 'zod';
import type { UpdateListingPriceRequestSchema } from '@biclou/contracts/listings';
import { timePriceProblems } from '@biclou/domain/time-price-ladder';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { editOwnedListing } from './owned-listing';

type PriceInput = z.output<typeof UpdateListingPriceRequestSchema>;

/**
 * Step 4 (and the dashboard's tarifs): price, deposit, duration and notice rules, discounts,
 * cancellation option, and the optional half-day and hourly prices (null clears one, absent keeps
 * the stored one). The prices must read as a ladder with the stored ones too: a half-day price
 * above a new daily price is refused here even when the body leaves the half-day price out.
 */
export function updateListingPrice(ctx: RequestContext, userId: string, listingId: string, input: PriceInput) {
  return editOwnedListing(ctx, userId, listingId, async (_tx, listing) => {
    const prices = {
      pricePerDayCents: input.pricePerDayCents,
      pricePerHalfDayCents:
        input.pricePerHalfDayCents === undefined ? listing.pricePerHalfDayCents : input.pricePerHalfDayCents,
      pricePerHourCents: input.pricePerHourCents === undefined ? listing.pricePerHourCents : input.pricePerHourCents,
    };
    const problems = Object.entries(timePriceProblems(prices));
    if (problems.length)
      throw AppError.validation(Object.fromEntries(problems.map(([field, message]) => [field, [message]])));
    return {
      ...prices,
      depositCents: input.depositCents,
      minBookingDays: input.minBookingDays,
      noticeDays: input.noticeDays,
      discount7Days: input.discount7Days,
      discount30Days: input.discount30Days,
      cancelationOption: input.cancelationOption,
    };
  });
}
