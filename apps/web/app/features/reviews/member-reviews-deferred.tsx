import { deferred } from '../../components/deferred';

/**
 * The member page's reviews, below the profile and the bikes: deferred like the listing page's
 * (listing-reviews-deferred.tsx): rendered by the server as before, hydrated when their chunk arrives.
 */
export const MemberReviews = deferred(() => import('./member-reviews').then((m) => m.MemberReviews));
