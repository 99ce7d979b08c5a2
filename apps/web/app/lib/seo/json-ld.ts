import { BRAND } from '../constants';

type Thing = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two JavaScript line
 * separators are written as \u escapes, so no text (a listing title with `</script>`) can close
 * the script or start markup. The result is still the same JSON.
 */
export function jsonLdHtml(data: Thing | Thing[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The site's publisher, on every page. */
export function organizationLd(origin: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** `[{ name: 'Lyon', url }]` → a BreadcrumbList, positions from 1. */
export function breadcrumbLd(items: { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Cents as a schema.org decimal without floats: 1550 → "15.50". */
export function decimalAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

interface ProductInput {
  name: string;
  description: string;
  url: string;
  image?: string;
  brand?: string | null;
  category?: string;
  pricePerDayCents: number;
  currency: string;
  available: boolean;
}

/** A listing as a Product with an Offer: the price per day, its currency and availability. */
export function productLd(p: ProductInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    url: p.url,
    ...(p.image ? { image: [p.image] } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    ...(p.category ? { category: p.category } : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: decimalAmount(p.pricePerDayCents),
      priceCurrency: p.currency,
      availability: p.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: decimalAmount(p.pricePerDayCents),
        priceCurrency: p.currency,
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
  };
}
