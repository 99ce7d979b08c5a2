/**
 * Plain constants of GET /search, without zod: the web imports them on every page (canonical
 * URLs), and `search.ts` builds its schemas at load, which would put zod in the first download.
 */
export const SEARCH_QUERY_PARAMS = [
  'place',
  'bounds',
  'start',
  'end',
  'from',
  'to',
  'category',
  'subcategory',
  'ebike',
  'instant',
  'size',
  'min_range',
  'min_price',
  'max_price',
  'owner',
  'sort',
  'page',
] as const;
export type SearchQueryParam = (typeof SEARCH_QUERY_PARAMS)[number];
/**
 * Query parameters a canonical URL of /search keeps (the others, e.g. tracking tags, are dropped).
 * @alias Today every query parameter; a name of its own so the SEO links say what they keep.
 */
export const SEARCH_CANONICAL_PARAMS: readonly SearchQueryParam[] = SEARCH_QUERY_PARAMS;
/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody pages that far, and deep offsets are slow. */
export const SEARCH_MAX_PAGE = 50;
/** How results can be ordered (the first is the default). */
export const SEARCH_SORTS = ['relevance', 'distance', 'price'] as const;
