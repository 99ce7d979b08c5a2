import * as endpoints from '@biclou/contracts/endpoints';
import { parisToday } from '@biclou/domain/paris-calendar';
import { unavailableRanges } from '../features/listings/availability/unavailable-ranges';
import { toListingDisplay } from '../features/listings/page/listing-display';
import { listingHead } from '../features/listings/page/listing-head';
import { ListingPage } from '../features/listings/page/listing-page';
import { ContactOwner } from '../features/messages/contact-owner-deferred';
import { ListingRatingLink, ListingReviews } from '../features/reviews/listing-reviews-deferred';
import { localeFromPath } from '../lib/i18n/locales';
import { loadSessionUser, pageUrl, serverCall } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageGone, pageNotFound } from '../routing/route-errors';
import { BRAND } from '../lib/constants';
import { listingJsonLd } from '../lib/seo/listing-seo';
import type { Route } from './+types/listing';

/**
 * /listing/:listingId, rendered on the server. Live listings for everyone; the owner also sees
 * a draft, paused or suspended one (with a banner). Anyone else gets the API's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  assertRouteParams(args);
  const id = params.listingId;
  const [res, availability, reviews] = await Promise.all([
    serverCall(context.api, endpoints.getListing, { params: { listingId: id } }),
    serverCall(context.api, endpoints.getListingAvailability, { params: { listingId: id } }),
    serverCall(context.api, endpoints.listListingReviews, { params: { listingId: id } }),
  ]);
  const listing = res.data?.listing;
  if (res.status === 410) throw pageGone();
  if (!listing || (listing.view === 'owner' && listing.status === 'deleted')) throw pageNotFound();
  // The owner's view carries no owner card: the owner is the visitor.
  const viewer = listing.view === 'owner' ? await loadSessionUser(context.api, request) : null;
  const display = toListingDisplay(listing, viewer);
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname);
  const head = listingHead(display, locale, display.title);
  const live = listing.view === 'public' || listing.status === 'live';
  return {
    listing: display,
    ownerView: listing.view === 'owner' ? listing : null,
    // The owner's blocked periods and the booked dates: the calendar and the price card refuse both.
    blocked: unavailableRanges(availability.data),
    reviews: reviews.data ?? { average: null, count: 0, reviews: [] },
    today: parisToday(new Date()),
    head: {
      ...head,
      ogType: 'product',
      // The owner's view of a draft or paused listing is never indexed.
      robots: live ? undefined : 'noindex',
      jsonLd: listingJsonLd(
        { ...display, live },
        {
          origin: url.origin,
          locale,
          description: head.description ?? display.title,
          image: head.image,
          homeName: BRAND,
        },
      ),
    },
  };
}

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      listing={loaderData.listing}
      ownerView={loaderData.ownerView}
      blocked={loaderData.blocked}
      today={loaderData.today}
      reviews={<ListingReviews data={loaderData.reviews} />}
      rating={loaderData.reviews.count ? <ListingRatingLink data={loaderData.reviews} /> : null}
      contact={
        loaderData.listing.owner && (
          <ContactOwner
            listingId={loaderData.listing.id}
            ownerId={loaderData.listing.owner.id}
            ownerName={loaderData.listing.owner.firstname}
          />
        )
      }
    />
  );
}
