import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@biclou/contracts/search';
import { readsLinkedIds } from '../places';
import { searchWhere, type SearchFilters } from './search-filter-repository';

// Which listings make a page, in order: the part of a search the indexes drive.

function orderBy(sort: SearchSort, center: SearchFilters['center']): SQL {
  const near = center ? sql`l.location <-> point(${center.lng}, ${center.lat})` : null;
  if (sort === 'price') return sql`l.price_per_day_cents, l.id`;
  // Relevance and distance share the page membership (nearest first); relevance reorders inside
  // the page (search-listings.ts). The distance alone, without a tie-break: a second key would
  // make PostgreSQL sort the whole area instead of reading the GiST index in order and stopping
  // after the page (two listings never share a public point: each is moved its own way).
  // Without a centre: newest first.
  if (near) return near;
  return sql`l.published_at DESC NULLS LAST, l.id`;
}

/**
 * Price with a centre, read nearest first through the GiST index (a map area, or a big place).
 * A place's linked ids (at most PLACE_MEMBER_SCAN_LIMIT) are simply sorted by price.
 */
export const pricedInWindow = (f: SearchFilters, sort: SearchSort): boolean =>
  sort === 'price' && f.center !== null && !readsLinkedIds(f.place);

/** Price sorting ranks at most this many matches: the nearest ones when an area holds more. */
const PRICE_SORT_WINDOW = 1000;

/**
 * One page of ids, in order: the part the indexes drive (kept narrow so the scan stays cheap).
 * Price with a centre: the cheapest of the PRICE_SORT_WINDOW nearest matches (all of them in any
 * area that holds fewer), read nearest first from the GiST index: sorting a dense area whole
 * costs 200 ms at a million listings, and pages stop at 1,000 results anyway.
 */
export function searchPageIdsSql(f: SearchFilters, sort: SearchSort, limit: number, offset: number): SQL {
  if (pricedInWindow(f, sort) && f.center) {
    const near = sql`l.location <-> point(${f.center.lng}, ${f.center.lat})`;
    return sql`SELECT w.id FROM (
      SELECT l.id, l.price_per_day_cents AS price, ${near} AS d FROM listings l WHERE ${searchWhere(f)} ORDER BY ${near} LIMIT ${PRICE_SORT_WINDOW}
    ) w ORDER BY w.price, w.d, w.id LIMIT ${limit} OFFSET ${offset}`;
  }
  return sql`SELECT l.id FROM listings l WHERE ${searchWhere(f)} ORDER BY ${orderBy(sort, f.center)} LIMIT ${limit} OFFSET ${offset}`;
}
