/**
 * What a draft needs before it can be made public (decisions.md "Listing rules"), in the order
 * the wizard asks for it. The web app translates each key.
 */
export const LISTING_REQUIRED_ATTRIBUTES = [
  'category',
  'brand',
  'model',
  'size',
  'description',
  'address',
  'coordinates',
  'price',
  'photo',
] as const;
export type ListingRequiredAttribute = (typeof LISTING_REQUIRED_ATTRIBUTES)[number];

export interface ListingCompletenessInput {
  categoryId?: string | null;
  brand?: string | null;
  model?: string | null;
  sizeCode?: string | null;
  descriptionFr?: string | null;
  descriptionEn?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
  pricePerDayCents?: number | null;
  photoCount: number;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** `[]` when the listing can go live; otherwise what is missing, e.g. `['description', 'photo']`. */
export function missingListingAttributes(l: ListingCompletenessInput): ListingRequiredAttribute[] {
  const missing: Record<ListingRequiredAttribute, boolean> = {
    category: blank(l.categoryId),
    brand: blank(l.brand),
    model: blank(l.model),
    size: blank(l.sizeCode),
    description: blank(l.descriptionFr) && blank(l.descriptionEn),
    address: blank(l.address) || blank(l.city) || blank(l.country),
    coordinates: !Number.isFinite(l.lat ?? Number.NaN) || !Number.isFinite(l.lng ?? Number.NaN),
    price: !l.pricePerDayCents || l.pricePerDayCents <= 0,
    photo: l.photoCount < 1,
  };
  return LISTING_REQUIRED_ATTRIBUTES.filter((a) => missing[a]);
}

export function isListingComplete(l: ListingCompletenessInput): boolean {
  return missingListingAttributes(l).length === 0;
}
