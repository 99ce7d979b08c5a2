import { SEARCH_QUERY_PARAMS, type SearchQueryParam } from '@biclou/contracts/search-query-params';

/**
 * The /search URL is the search: the same parameter names as `GET /api/v1/search`, so a shared
 * link, the server render and the browser all ask the API the same question.
 */
// The names come from the contract's zod-free constants: its schema module would add 27 kB gzip to the page's JavaScript.
export type SearchParamName = SearchQueryParam;

export const OWNER_TYPES = ['private', 'pro'] as const;

interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export type SearchQuery = Partial<Record<SearchParamName, string>>;

/** Only the known, non-empty parameters of a URL query, trimmed. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const name of SEARCH_QUERY_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** `?place=lyon&start=…` in the fixed order of SEARCH_QUERY_PARAMS; `page=1` and default sort are dropped. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_QUERY_PARAMS) {
    const value = query[name]?.trim();
    if (!value) continue;
    if (name === 'page' && value === '1') continue;
    if (name === 'sort' && value === 'relevance') continue;
    params.set(name, value);
  }
  // Commas (the map box) and colons (times) are fine in a query: the link stays readable.
  const qs = params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
  return qs ? `?${qs}` : '';
}

/**
 * A changed query: any change other than the page itself goes back to page 1, and choosing a place
 * forgets the map box (and the other way round) so the two never disagree. Times are chosen for one day:
 * changing the dates to several days (or none) forgets them.
 */
export function updateSearchQuery(query: SearchQuery, changes: SearchQuery): SearchQuery {
  const next: SearchQuery = { ...query };
  for (const [name, value] of Object.entries(changes) as [SearchParamName, string | undefined][]) {
    if (value === undefined || value === '') delete next[name];
    else next[name] = value;
  }
  if ('place' in changes && changes.place) delete next.bounds;
  if ('bounds' in changes && changes.bounds) delete next.place;
  if ('category' in changes && changes.category !== query.category) delete next.subcategory;
  if (!('page' in changes)) delete next.page;
  if (('start' in changes || 'end' in changes) && !isOneDay(next)) {
    delete next.from;
    delete next.to;
  }
  return next;
}

/** The search is one day (the dates, or `start` alone): times can narrow it. */
export function isOneDay(query: SearchQuery): boolean {
  return Boolean(query.start) && (!query.end || query.end === query.start);
}

/** `formatBounds({ south: 45.7, … })` → "45.7,4.8,45.8,4.9" (5 decimals, about a metre). */
export function formatBounds({ south, west, north, east }: Bounds): string {
  return [south, west, north, east].map((n) => String(Math.round(n * 1e5) / 1e5)).join(',');
}

export function parseBounds(value: string | undefined): Bounds | null {
  if (!value) return null;
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south >= north || west >= east || south < -90 || north > 90 || west < -180 || east > 180) return null;
  return { south, west, north, east };
}

/** The box grown around its centre by `factor` (2 = twice as wide and as tall), clamped to the globe. */
export function widenBounds(b: Bounds, factor = 2): Bounds {
  const lat = ((b.north - b.south) * (factor - 1)) / 2;
  const lng = ((b.east - b.west) * (factor - 1)) / 2;
  return {
    south: Math.max(-90, b.south - lat),
    west: Math.max(-180, b.west - lng),
    north: Math.min(90, b.north + lat),
    east: Math.min(180, b.east + lng),
  };
}

/** Same box, to the metre: the map answers a search of its own view without jumping. */
export function sameBounds(a: Bounds | null, b: Bounds | null): boolean {
  if (!a || !b) return false;
  return formatBounds(a) === formatBounds(b);
}

/**
 * The box around some points, grown by `pad` of its size on each side and at least `minSpan`
 * degrees wide and tall (one bike alone still shows its streets): where the map first looks.
 */
export function extentOf(points: readonly { lat: number; lng: number }[], pad = 0.15, minSpan = 0.02): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const grow = (lo: number, hi: number) => {
    const span = Math.max(hi - lo, minSpan / (1 + 2 * pad));
    const mid = (lo + hi) / 2;
    return [mid - span * (0.5 + pad), mid + span * (0.5 + pad)] as const;
  };
  const [s, n] = grow(south, north);
  const [w, e] = grow(west, east);
  return { south: Math.max(-90, s), west: Math.max(-180, w), north: Math.min(90, n), east: Math.min(180, e) };
}
