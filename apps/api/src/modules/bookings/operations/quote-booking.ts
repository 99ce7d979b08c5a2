import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { RequestContext } from '../../../platform/http/request-context';
import { findListing } from '../../listings';
import { loadBookingSettings } from '../booking-settings';
import { instantConditionsUnmet } from './instant-conditions';
import { assertBookable, priceRequest, quoteOf, type RequestDraft } from './price-request';

/** GET /bookings/quote: the server's price for these dates and accessories, the rules they break, and
 * whether the request would be accepted at once (signed in or not). */
export async function quoteBooking(
  ctx: RequestContext,
  viewer: { id: string; phoneVerifiedAt: Date | null } | null,
  listingId: string,
  draft: RequestDraft,
): Promise<BookingQuoteResponse> {
  const { db, clock } = ctx.deps;
  const listing = await assertBookable(db, await findListing(db, listingId));
  const settings = await loadBookingSettings(db);
  const priced = await priceRequest(db, listing, draft, viewer, settings, clock.now());
  const unmet = await instantConditionsUnmet(db, listing, viewer);
  return quoteOf(listing, priced, unmet && { unmet });
}
