import { deferred } from '../../components/deferred';

/**
 * The member's bikes, below the profile card: deferred (decisions "Lighter pages", like the
 * listing page's parts): rendered by the server as before, hydrated when their chunk arrives.
 */
export const MemberListings = deferred(() => import('./member-listings').then((m) => m.MemberListings));
