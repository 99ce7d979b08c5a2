import { localizedPath } from '@biclou/domain/seo-urls';
import type { Locale } from '../i18n/locales';
import { breadcrumbLd, productLd } from './json-ld';

interface ListingSeoInput {
  id: string;
  title: string;
  brand: string | null;
  category: { slug: string; nameEn: string; nameFr: string } | null;
  pricePerDayCents: number | null;
  currency: string;
  /** Live and public (an owner looking at their draft sees no offer). */
  live: boolean;
}

/**
 * A listing's structured data: a Product with its per-day Offer, and the trail
 * Biclou › {category} (its search) › {title}. Absolute URLs in the page's locale.
 */
export function listingJsonLd(
  listing: ListingSeoInput,
  o: { origin: string; locale: Locale; description: string; image?: string; homeName: string },
) {
  const lang = o.locale === 'fr' ? 'fr' : 'en';
  const url = `${o.origin}${localizedPath(`/listing/${listing.id}`, lang)}`;
  const categoryName = listing.category ? (lang === 'fr' ? listing.category.nameFr : listing.category.nameEn) : null;
  const trail = [
    { name: o.homeName, url: `${o.origin}${localizedPath('/', lang)}` },
    ...(listing.category && categoryName
      ? [
          {
            name: categoryName,
            url: `${o.origin}${localizedPath('/search', lang)}?category=${encodeURIComponent(listing.category.slug)}`,
          },
        ]
      : []),
    { name: listing.title, url },
  ];
  const data: Record<string, unknown>[] = [breadcrumbLd(trail)];
  if (listing.pricePerDayCents !== null) {
    data.unshift(
      productLd({
        name: listing.title,
        description: o.description,
        url,
        image: o.image ? `${o.origin}${o.image}` : undefined,
        brand: listing.brand,
        category: categoryName ?? undefined,
        pricePerDayCents: listing.pricePerDayCents,
        currency: listing.currency,
        available: listing.live,
      }),
    );
  }
  return data;
}
