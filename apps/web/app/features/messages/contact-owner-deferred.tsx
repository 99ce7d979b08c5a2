import { deferred } from '../../components/deferred';

/**
 * The listing page's "Contact the owner" button (decisions "Lighter pages"): rendered by the
 * server as usual, hydrated when its own chunk arrives (fetched as soon as the page's code runs).
 */
export const ContactOwner = deferred(() => import('./contact-owner').then((m) => m.ContactOwner));
