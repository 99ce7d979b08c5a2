import { SEARCH_CANONICAL_PARAMS } from './search-params';

/**
 * Every query parameter of GET /search, zod-free for the search page (the URL is the search). A
 * module of its own: the shell writes canonical links on every page from search-params.ts, and
 * the public pages have a few bytes of room under 130 kB (decisions.md "E-bike facts").
 */
export const SEARCH_QUERY_PARAMS = [...SEARCH_CANONICAL_PARAMS, 'min_range'] as const;
export type SearchQueryParam = (typeof SEARCH_QUERY_PARAMS)[number];
