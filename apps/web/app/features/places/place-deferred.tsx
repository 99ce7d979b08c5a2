import { deferred } from '../../components/deferred';

/**
 * Deferred, not client-only (decisions "Lighter pages", like the listing page's parts): the server
 * renders them as before; the browser fetches their one chunk as soon as the page's code runs and
 * React hydrates them when it arrives.
 */
const parts = () => import('./place-more');

export const PlaceArt = deferred(() => parts().then((m) => m.PlaceArt));
export const PlaceMore = deferred(() => parts().then((m) => m.PlaceMore));
