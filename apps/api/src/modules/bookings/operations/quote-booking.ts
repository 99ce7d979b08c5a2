import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { RequestContext } from '../../../platform/http/request-context';
import { findListing } from '../../listings';
import { loadBookingSettings } from '../booking-settings';
import { assertBookable, priceRequest, quoteOf, type RequestDraft } from './price-request';

/** GET /bookings/quote: the server's price for these dates and accessories, and the rules they break (signed in or not). */
export async function quoteBooking(
  ctx: RequestContext,
  viewer: { id: string; phoneVerifiedAt: Date | null } | null,
  listingId: string,
  draft: RequestDraft,
): Promise<BookingQuoteResponse> {
  const { db, clock } = ctx.deps;
  const listing = await assertBookable(db, await findListing(db, listingId));
  const settings = await loadBookingSettings(db);
  return quoteOf(listing, await priceRequest(db, listing, draft, viewer, settings, clock.now()));
}
