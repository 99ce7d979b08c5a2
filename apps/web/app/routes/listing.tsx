import * as endpoints from '@biclou/contracts/endpoints';
import { data } from 'react-router';
import { unavailableRanges } from '../features/listings/availability/unavailable-ranges';
import { toListingDisplay } from '../features/listings/page/listing-display';
import { listingHead } from '../features/listings/page/listing-head';
import { ListingUnavailable } from '../features/listings/page/listing-deferred';
import { loadUnavailableListing } from '../features/listings/page/load-unavailable';
import { ListingPage } from '../features/listings/page/listing-page';
import { ContactOwner } from '../features/messages/contact-owner-deferred';
import { ListingRatingLink, ListingReviews } from '../features/reviews/listing-reviews-deferred';
import { createI18n } from '../lib/i18n/create-i18n';
import { serverCatalogue } from '../lib/i18n/catalogues.server';
import { localeFromPath } from '../lib/i18n/locales';
import { loadSessionUser, pageUrl, serverCall, serverToday } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageGone, pageNotFound } from '../routing/route-errors';
import { BRAND } from '../lib/constants';
import { listingJsonLd } from '../lib/seo/listing-seo';
import type { Route } from './+types/listing';

/**
 * /listing/:listingId, rendered on the server. Live listings for everyone; the owner also sees
 * a draft, paused or suspended one (with a banner). Anyone else gets the API's status: for a
 * listing that has been public, a page saying it is no longer available with similar bikes near
 * it; for an id that never was one, the plain "not found".
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
  if (res.status === 404 || res.status === 410) {
    // Once public, its link still leads somewhere: what became of it, and bikes like it nearby.
    // The status stays the API's (410: removed for good; 404: offline, it may come back).
    const status = res.status === 410 ? 410 : 404;
    const unavailable = await loadUnavailableListing(context.api, id, status);
    if (!unavailable) throw status === 410 ? pageGone() : pageNotFound();
    const locale = localeFromPath(pageUrl(request).pathname);
    const title = createI18n(locale, serverCatalogue(locale)).t('listings.unavailable.title');
    return data({ unavailable, head: { title, robots: 'noindex', error: true } }, { status });
  }
  if (!listing || (listing.view === 'owner' && listing.status === 'deleted')) throw pageNotFound();
  // The owner's view carries no owner card: the owner is the visitor.
  const viewer = listing.view === 'owner' ? await loadSessionUser(context.api, request) : null;
  const display = toListingDisplay(listing, viewer);
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname);
  const head = listingHead(display, locale, display.title);
  const live = listing.view === 'public' || listing.status === 'live';
  return {
    unavailable: null,
    listing: display,
    ownerView: listing.view === 'owner' ? listing : null,
    // The owner's blocked periods and the booked dates: the calendar and the price card refuse both.
    blocked: unavailableRanges(availability.data),
    partly: availability.data?.partlyBooked ?? [],
    units: availability.data?.units ?? 1,
    reviews: reviews.data ?? { average: null, count: 0, reviews: [] },
    today: serverToday(context),
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
  if (loaderData.unavailable) return <ListingUnavailable listing={loaderData.unavailable} />;
  return (
    <ListingPage
      listing={loaderData.listing}
      ownerView={loaderData.ownerView}
      blocked={loaderData.blocked}
      partly={loaderData.partly}
      today={loaderData.today}
      units={loaderData.units}
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
