import { SEARCH_CANONICAL_PARAMS } from '@biclou/contracts/search-params';
import { canonicalQuery, hreflangAlternates, localizedPath, type Alternate } from '@biclou/domain/seo-urls';
import { stripLocale, type Locale } from '../i18n/locales';
import type { RouteMeta } from '../../routing/route-meta';

/** The blog's pages 2, 3… are pages of their own. */
const BLOG_CANONICAL_PARAMS = ['page'] as const;

/** Query parameters that change what a page shows, per route: search's own list, the blog's page; none elsewhere. */
function canonicalWhitelist(routeId: string | undefined): readonly string[] {
  if (routeId === 'blog' || routeId === 'blog-tag') return BLOG_CANONICAL_PARAMS;
  return routeId === 'search' ? SEARCH_CANONICAL_PARAMS : [];
}

interface SeoLinks {
  canonical: string | null;
  alternates: Alternate[];
  /** `noindex` for private, test-locale, development and error pages. */
  robots: string | null;
}

/**
 * Canonical URL, hreflang alternates and robots for a page. The `test` locale and the `/en`
 * prefix point to the English page; pages behind a guard (account, admin…) are never indexed.
 * `seoLinks({ origin: 'https://b.fr', pathname: '/fr/search', search: '?place=lyon&utm_source=x', … })`
 * → canonical "https://b.fr/fr/search?place=lyon".
 */
export function seoLinks(o: {
  origin: string;
  pathname: string;
  search: string;
  locale: Locale;
  def: RouteMeta | undefined;
  error?: boolean;
}): SeoLinks {
  const privatePage = Boolean(o.def?.private);
  if (o.error || !o.def || o.def.id === 'not-found') return { canonical: null, alternates: [], robots: 'noindex' };
  const path = stripLocale(o.pathname).replace(/(.)\/$/, '$1');
  const query = canonicalQuery(o.search, canonicalWhitelist(o.def.id));
  const base = o.origin.replace(/\/$/, '');
  const indexedLocale = o.locale === 'fr' ? 'fr' : 'en';
  return {
    canonical: `${base}${localizedPath(path, indexedLocale)}${query}`,
    alternates: privatePage ? [] : hreflangAlternates(base, path, query),
    robots: privatePage || o.locale === 'test' ? 'noindex' : null,
  };
}
