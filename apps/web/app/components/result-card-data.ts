import type { SearchResult } from '@biclou/contracts/search';
import type { ResultCardListing } from './listing-card';

/**
 * A search result as a `result` card shows it outside the search page (the landing's featured bikes,
 * a gone listing's similar ones). The loader's data is serialised into the page and parsed again by
 * the browser, so only what the card renders travels: no size, country, point, photo dimensions,
 * distance or price for dates; the sub-category's names stand for the category.
 */
export function toResultCard(r: SearchResult): ResultCardListing {
  const kind = r.subcategory ?? r.category;
  return {
    id: r.id,
    title: r.title,
    category: { nameEn: kind.nameEn, nameFr: kind.nameFr },
    subcategory: null,
    ebike: r.ebike,
    rangeKm: r.rangeKm,
    pricePerDayCents: r.pricePerDayCents,
    currency: r.currency,
    cover: r.cover ? { key: r.cover.key } : null,
    city: r.city,
    isPro: r.isPro,
    instantBooking: r.instantBooking,
    pricePerHourCents: r.pricePerHourCents,
  };
}
