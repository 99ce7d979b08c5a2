import type { PlaceBounds } from '@biclou/contracts/places';
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@biclou/contracts/search';
import { distanceMeters } from '@biclou/domain/approximate-location';
import { daysFromTo, parisToday } from '@biclou/domain/paris-calendar';
import { bookingDays, priceBooking } from '@biclou/domain/pricing';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { timeZoneOfCountry } from '@biclou/domain/time-zones';
import { rankByRelevance } from '@biclou/domain/search-relevance';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { loadBookingSettings, rates } from '../bookings';
import { listingTitle } from '../listings';
import { findPlaceBySlug } from '../places';
import { checkSearchTerms, type SearchFilters, type SearchTermChecks } from './search-filter-repository';
import { searchResults, type SearchRow } from './search-repository';
import { searchSpan } from './search-span';
import type { SearchSpan } from './search-span-repository';

/** Longest stay a search prices (a year). */
const SEARCH_MAX_DAYS = 365;
/** Counting stops here: it is as far as pages reach (50 × 20; fewer with a smaller `limit`). */
export const SEARCH_COUNT_CAP = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

/**
 * GET /search. The page is chosen by the indexes (nearest first, or cheapest first); with
 * `relevance` the 20 cards of a page are then reordered by the domain's blend (rankByRelevance):
 * the distance shortened by a bonus for photos (4 % per photo beyond the first, at most 16 %) and
 * for the published renters' reviews (a Bayesian average: 0 % at 3★ or less, 6 % without
 * reviews, 12 % at 5★), 25 % at most in all. The reviews are totalled for the page's rows only.
 * This never moves a listing to another page, so paging has no duplicates or gaps. Without a
 * place or area, relevance is newest first. `limit` makes pages smaller (the landing's featured
 * bikes: the first `limit` of the default order); `count=false` leaves the count out of the statement.
 */
export async function searchListings(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: SearchQuery,
  /** The booking rates (the route passes the settings cache: search runs on every map move). */
  loadRates: () => Promise<{ serviceFeeRateBp: number; commissionRateBp: number }> = async () =>
    rates(await loadBookingSettings(deps.db)),
  /** What no query string says: a listing to leave out (similar-listings.ts). */
  options: { excludeId?: string } = {},
): Promise<SearchResponse> {
  const { db } = deps;
  // At most two queries: the place, when one is named (the places module's), then the
  // search itself in one statement, which also checks that the named category, sub-category and
  // size exist (a refused search reads them alone, to name every field at once).
  const place = q.place ? await findPlaceBySlug(db, q.place) : null;
  const terms = { category: q.category ?? null, subcategory: q.subcategory ?? null, sizeCode: q.size ?? null };

  let dates: SearchFilters['dates'] = null;
  const dateFields: Record<string, string[]> = {};
  // With times, a start alone is that one day (the contract lets `end` go then).
  const end = q.end ?? (q.from ? q.start : undefined);
  if (q.start && end) {
    const now = deps.clock.now();
    const daysAhead = daysFromTo(parisToday(now), q.start);
    const days = bookingDays(q.start, end);
    if (daysAhead < 0) dateFields.start = ['The start date has already passed.'];
    else if (days > SEARCH_MAX_DAYS) dateFields.end = [`A stay may not be longer than ${SEARCH_MAX_DAYS} days.`];
    else {
      const timed = q.from && q.to ? searchSpan({ start: q.start, end, from: q.from, to: q.to }, now) : null;
      if (timed?.fields) Object.assign(dateFields, timed.fields);
      else dates = { start: q.start, end, days, daysAhead, span: timed?.span ?? null, now };
    }
  }
  // The fields in the order they were always checked: place, category, sub-category, size, dates.
  const refuse = (checks: SearchTermChecks) => {
    const fields: Record<string, string[]> = {};
    if (q.place && !place) fields.place = ['Choose a place from the list.'];
    if (!checks.category_ok) fields.category = ['Choose a category.'];
    if (!checks.subcategory_ok) fields.subcategory = ['Choose a sub-category.'];
    if (!checks.size_ok) fields.size = ['Choose a size.'];
    Object.assign(fields, dateFields);
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
  };
  if ((q.place && !place) || Object.keys(dateFields).length > 0) {
    const named = terms.category !== null || terms.subcategory !== null || terms.sizeCode !== null;
    refuse(named ? await checkSearchTerms(db, terms) : { category_ok: true, subcategory_ok: true, size_ok: true });
  }

  // A map area is every listing inside it; a place is its own listings (place-membership.ts), the
  // ones its page and the place lists count. The answer's `bounds` is where the map looks.
  const box: PlaceBounds | null = q.bounds ?? place?.bounds ?? null;
  const center = q.bounds
    ? { lat: (q.bounds.south + q.bounds.north) / 2, lng: (q.bounds.west + q.bounds.east) / 2 }
    : place
      ? { lat: place.lat, lng: place.lng }
      : null;
  const filters: SearchFilters = {
    box: q.bounds ?? null,
    place: !q.bounds && place ? { id: place.id, listingCount: place.listingCount, bounds: place.bounds } : null,
    center,
    dates,
    category: terms.category,
    subcategory: terms.subcategory,
    ebike: q.ebike ?? null,
    minRangeKm: q.min_range ?? null,
    instant: q.instant ?? false,
    sizeCode: terms.sizeCode,
    minPriceCents: q.min_price !== undefined ? q.min_price * 100 : null,
    maxPriceCents: q.max_price !== undefined ? q.max_price * 100 : null,
    isPro: q.owner ? q.owner === 'pro' : null,
    excludeId: options.excludeId,
  };

  const offset = (q.page - 1) * q.limit;
  const [found, rateBp] = await Promise.all([
    searchResults(db, filters, q.sort, q.limit, offset, q.count ? SEARCH_COUNT_CAP : null),
    dates ? loadRates() : Promise.resolve({ serviceFeeRateBp: 0, commissionRateBp: 0 }),
  ]);
  refuse(found.checks);
  const { rows: page, total } = found;

  let results = page.map((r) => toResult(r, center, dates ? { ...dates, ...rateBp } : null));
  if (q.sort === 'distance' && center) {
    // The index orders in degrees (a degree of longitude is shorter than one of latitude); inside
    // the page, order by the true distance shown on the cards.
    results = results
      .map((r, i) => ({ r, i }))
      .sort((a, b) => a.r.distanceKm! - b.r.distanceKm! || a.i - b.i)
      .map((x) => x.r);
  }
  if (q.sort === 'relevance' && center) {
    results = rankByRelevance(
      results.map((r, i) => ({ r, row: page[i]! })),
      ({ r, row }) => {
        const reviewCount = Number(row.review_count);
        return {
          distanceKm: r.distanceKm ?? 0,
          photoCount: Number(row.photo_count),
          reviewCount,
          averageRating: reviewCount > 0 ? Number(row.review_sum) / reviewCount : null,
        };
      },
    ).map((x) => x.r);
  }

  const { id: _id, parent: _parent, bounds: _bounds, ...placeSummary } = place ?? { id: 0, parent: null, bounds: null };
  return {
    results,
    total: total === null ? null : Math.min(total, SEARCH_COUNT_CAP),
    totalCapped: total !== null && total > SEARCH_COUNT_CAP,
    page: q.page,
    pageSize: q.limit,
    place: place ? (placeSummary as SearchResponse['place']) : null,
    bounds: box,
    center,
  };
}

/** What prices the dates of a search: its days or its span, and the booking rates. */
interface Pricing {
  start: string;
  end: string;
  span?: SearchSpan | null;
  serviceFeeRateBp: number;
  commissionRateBp: number;
}

/** An optional price column (a driver may hand a number as a string). */
const cents = (v: number | null) => (v === null ? null : Number(v));

function toResult(r: SearchRow, center: { lat: number; lng: number } | null, pricing: Pricing | null): SearchResult {
  const lat = Number(r.approx_lat);
  const lng = Number(r.approx_lng);
  const price = Number(r.price_per_day_cents);
  return {
    id: r.id,
    title: listingTitle(r),
    category: { slug: r.category_slug, nameEn: r.category_name_en, nameFr: r.category_name_fr },
    subcategory: r.sub_slug ? { slug: r.sub_slug, nameEn: r.sub_name_en ?? '', nameFr: r.sub_name_fr ?? '' } : null,
    ebike: r.is_elec,
    rangeKm:
      r.range_min_km !== null && r.range_max_km !== null
        ? { min: Number(r.range_min_km), max: Number(r.range_max_km) }
        : null,
    size: { code: r.size_code, kind: r.size_kind, labelEn: r.size_label_en, labelFr: r.size_label_fr },
    pricePerDayCents: price,
    currency: r.currency,
    cover:
      r.photo_id && r.photo_key
        ? {
            id: r.photo_id,
            key: r.photo_key,
            width: Number(r.photo_width),
            height: Number(r.photo_height),
            isCover: Boolean(r.photo_is_cover),
          }
        : null,
    city: r.city,
    country: r.country as SearchResult['country'],
    lat,
    lng,
    isPro: r.is_pro,
    distanceKm: center ? Math.round(distanceMeters(center, { lat, lng }) / 100) / 10 : null,
    priceForDatesCents: pricing ? priceOf(r, pricing) : null,
    instantBooking: r.instant_booking,
    pricePerHourCents: cents(r.price_per_hour_cents),
  };
}

/**
 * What the renter pays: whole days as before (`priceBooking`); a span by time pricing, from the
 * pickup to the return on the listing's clock, with its hourly and half-day prices.
 */
function priceOf(r: SearchRow, pricing: Pricing): number {
  const common = {
    pricePerDayCents: Number(r.price_per_day_cents),
    discount7Pct: Number(r.discount_7_days),
    discount30Pct: Number(r.discount_30_days),
    accessories: [],
    serviceFeeRateBp: pricing.serviceFeeRateBp,
    commissionRateBp: pricing.commissionRateBp,
  };
  const { span } = pricing;
  if (!span) return priceBooking({ ...common, startDate: pricing.start, endDate: pricing.end }).pricePaidByBuyer;
  const zone = timeZoneOfCountry(r.country);
  return priceTimedBooking({
    ...common,
    pickupAt: span.pickupAt[zone],
    returnAt: span.returnAt[zone],
    pricePerHourCents: cents(r.price_per_hour_cents),
    pricePerHalfDayCents: cents(r.price_per_half_day_cents),
  }).pricePaidByBuyer;
}
