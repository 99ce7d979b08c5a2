/**
 * Public URLs as search engines see them: English at `/`, French under `/fr`, one canonical per
 * page with only the query parameters that change its content (spec §9). Pure, shared by the
 * API (sitemap) and the web app (head tags).
 */
import type { SeoLocale } from './seo-template';

export const INDEXED_LOCALES: readonly SeoLocale[] = ['en', 'fr'];

/** `localizedPath('/place/lyon', 'fr')` → "/fr/place/lyon"; `('/', 'fr')` → "/fr"; English has no prefix. */
export function localizedPath(path: string, locale: SeoLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The query string a canonical URL keeps: whitelisted, non-empty parameters, in whitelist order.
 * `canonicalQuery('?place=lyon&utm_source=x&foo=1', ['place'])` → "?place=lyon".
 */
export function canonicalQuery(search: string | URLSearchParams, whitelist: readonly string[]): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of whitelist) {
    for (const value of params.getAll(name)) if (value !== '') kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export interface Alternate {
  hreflang: 'en' | 'fr' | 'x-default';
  href: string;
}

/** en, fr and x-default (the English page) for one unprefixed path and its canonical query. */
export function hreflangAlternates(origin: string, path: string, query = ''): Alternate[] {
  const base = origin.replace(/\/$/, '');
  return [
    { hreflang: 'en', href: `${base}${localizedPath(path, 'en')}${query}` },
    { hreflang: 'fr', href: `${base}${localizedPath(path, 'fr')}${query}` },
    { hreflang: 'x-default', href: `${base}${localizedPath(path, 'en')}${query}` },
  ];
}

/**
 * Public pages without parameters that search engines should index (unprefixed): the landing,
 * the search page, the content pages of the route table (`content(...)`), except the test pages, and /contact.
 */
export const INDEXED_STATIC_PATHS = [
  '/',
  '/search',
  '/blog',
  '/press',
  '/terms',
  '/career',
  '/about-us',
  '/community',
  '/help',
  '/help/rental-process',
  '/privacy',
  '/legal-mentions',
  '/guides/how-to-rent',
  '/guides/how-to-list',
  '/size-guide',
  '/rental-contract',
  '/contact',
] as const;

/** Site areas that are private or useless to a search engine (robots.txt), each also under /en and /fr. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/dashboard',
  '/admin',
  '/api',
  '/auth',
  '/account',
  '/messages',
  '/listing/create',
  '/dev',
] as const;
