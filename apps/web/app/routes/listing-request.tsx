import * as endpoints from '@biclou/contracts/endpoints';
import { PhoneSection } from '../features/account/phone-section';
import { RequestPage } from '../features/bookings/request/request-page';
import { toListingDisplay } from '../features/listings/page/listing-display';
import { OwnListingNotice } from '../features/listings/page/own-listing-notice';
import { pageUrl, serverCall, serverToday } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/listing-request';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * /listing/:listingId/request (auth): the booking request, prefilled from the listing page's dates, times and accessories;
 * the account area's phone form is composed in for a renter whose phone is not confirmed yet.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  assertRouteParams(args);
  const res = await serverCall(context.api, endpoints.getListing, { params: { listingId: params.listingId } });
  const listing = res.data?.listing;
  if (!listing || (listing.view === 'owner' && listing.status === 'deleted')) throw pageNotFound();
  const query = pageUrl(request).searchParams;
  const read = (name: string, format: RegExp) => {
    const value = query.get(name) ?? '';
    return format.test(value) ? value : '';
  };
  return {
    // The owner cannot book their own bike (the API refuses it): they get the way to manage it instead.
    own: listing.view === 'owner',
    listing: toListingDisplay(listing, null),
    today: serverToday(context),
    initial: {
      start: read('start', ISO),
      end: read('end', ISO),
      // The times chosen on the listing page, on the listing's clock; kept while still free.
      pickupTime: read('pickup', TIME),
      returnTime: read('return', TIME),
      accessoryIds: (query.get('accessories') ?? '').split(',').filter(Boolean),
      // How many of a fleet's bikes; the quote says how many are free.
      units: Math.min(Math.max(Number(read('units', /^\d{1,3}$/)) || 1, 1), 200),
    },
  };
}

export default function ListingRequestRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.own)
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <OwnListingNotice listingId={loaderData.listing.id} />
      </div>
    );
  return (
    <RequestPage
      key={loaderData.listing.id}
      listing={loaderData.listing}
      today={loaderData.today}
      initial={loaderData.initial}
      phoneForm={(user) => <PhoneSection user={user} />}
    />
  );
}
