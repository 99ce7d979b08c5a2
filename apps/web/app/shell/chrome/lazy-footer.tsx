import { deferred } from '../../components/deferred';

/**
 * The site footer (links, countries, the language and theme switchers) is below the fold on every
 * page that has it: deferred like the header's menus, rendered on the server as before.
 */
export const SiteFooter = deferred(() => import('./site-footer').then((m) => m.SiteFooter));
