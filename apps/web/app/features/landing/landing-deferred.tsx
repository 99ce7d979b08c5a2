import { deferred } from '../../components/deferred';

/**
 * Deferred, not client-only (decisions "Lighter pages", like the listing page's parts): the server
 * renders them as before; the browser fetches their one chunk as soon as the page's code runs and
 * React hydrates them when it arrives. Only the hero's text and search form load with the page.
 */
const parts = () => import('./landing-deferred-parts');

export const HeroArt = deferred(() => parts().then((m) => m.HeroArt));
export const BelowFold = deferred(() => parts().then((m) => m.BelowFold));
