/**
 * Plain constants of GET /search, without zod: the web imports them on every page (canonical
 * URLs), and `search.ts` builds its schemas at load, which would put zod in the first download.
 */
/**
 * Query parameters a canonical URL of /search keeps (the others, e.g. tracking tags, are dropped):
 * every parameter of GET /search but the e-bike range, which narrows an e-bike search without
 * making a page of its own (search-query-params.ts lists them all).
 */
export const SEARCH_CANONICAL_PARAMS = [
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
  'min_price',
  'max_price',
  'owner',
  'sort',
  'page',
] as const;
/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/** Pages beyond this are refused: nobody pages that far, and deep offsets are slow. */
export const SEARCH_MAX_PAGE = 50;
/** How results can be ordered (the first is the default). */
export const SEARCH_SORTS = ['relevance', 'distance', 'price'] as const;
