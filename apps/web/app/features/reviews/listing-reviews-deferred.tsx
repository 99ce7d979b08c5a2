import { deferred } from '../../components/deferred';

/**
 * The listing page's reviews, below the first screen: deferred like the listing's own parts
 * (listings/page/listing-deferred.tsx), in a chunk of their own that the browser fetches as soon
 * as the page's code runs. The route module composes it into the listing page.
 */
export const ListingReviews = deferred(() => import('./listing-reviews').then((m) => m.ListingReviews));
/** The rating link beside the title (stars and count): hydrated when its own chunk arrives. */
export const ListingRatingLink = deferred(() => import('./listing-rating-link').then((m) => m.ListingRatingLink));
