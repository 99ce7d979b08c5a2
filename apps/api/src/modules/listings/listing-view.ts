import type { OwnerListing, PublicListing } from '@biclou/contracts/listings';
import type { HostRecord } from '@biclou/contracts/members';
import type { DbOrTx } from '@biclou/db/client';
import { APPROX_RADIUS_M } from '@biclou/domain/approximate-location';
import { ebikeFactsMissing } from '@biclou/domain/ebike-facts';
import { missingListingAttributes, type ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { effectiveOpeningHours, type OpeningHours } from '@biclou/domain/opening-hours';
import { findCategory, findSize, findSubCategory } from '../catalog';
import { listAccessories } from './accessory-repository';
import { findOwnerDefaultHours, type ListingRow } from './listing-repository';
import type { ListingViewAccessory, ListingViewPhoto } from './listing-view-repository';
import { listPhotos } from './photo-repository';

interface CategoryPart {
  id: string;
  slug: string;
  nameEn: string;
  nameFr: string;
}
interface SizePart {
  code: string;
  kind: 'frame' | 'wheel';
  labelEn: string;
  labelFr: string;
}

/** A listing with everything its views show (loadListingParts, or findListingView in one query). */
interface ListingParts {
  row: ListingRow;
  category: CategoryPart | null | undefined;
  subCategory: CategoryPart | null | undefined;
  size: SizePart | null | undefined;
  accessories: ListingViewAccessory[];
  photos: ListingViewPhoto[];
  /** The owner's default hours, which a listing without its own follows. */
  ownerDefaultHours: OpeningHours | null;
}

/**
 * The parts one after the other: callers pass a transaction, one connection that runs one
 * statement at a time (concurrent queries on a `pg` client are deprecated and queue anyway).
 */
export async function loadListingParts(tx: DbOrTx, row: ListingRow): Promise<ListingParts> {
  const category = row.categoryId ? await findCategory(tx, row.categoryId) : undefined;
  const subCategory =
    row.categoryId && row.subCategoryId ? await findSubCategory(tx, row.categoryId, row.subCategoryId) : undefined;
  const size = row.sizeCode ? await findSize(tx, row.sizeCode) : undefined;
  const accessories = await listAccessories(tx, row.id);
  const photos = await listPhotos(tx, row.id);
  const ownerDefaultHours = await findOwnerDefaultHours(tx, row.ownerId);
  return { row, category, subCategory, size, accessories, photos, ownerDefaultHours };
}

export function missingOf(row: ListingRow, photoCount: number): ListingRequiredAttribute[] {
  return missingListingAttributes({ ...row, photoCount });
}

export const listingTitle = (row: Pick<ListingRow, 'brand' | 'model'>) =>
  [row.brand, row.model].filter(Boolean).join(' ');

/** An e-bike's facts as both views show them (null on a plain bike). */
const ebikeFactsOf = (row: ListingRow) => ({
  motorType: row.motorType,
  batteryWh: row.batteryWh,
  rangeMinKm: row.rangeMinKm,
  rangeMaxKm: row.rangeMaxKm,
});

const categoryRef = (c: CategoryPart) => ({
  id: c.id,
  slug: c.slug,
  nameEn: c.nameEn,
  nameFr: c.nameFr,
});
const sizeRef = (s: SizePart) => ({
  code: s.code,
  kind: s.kind,
  labelEn: s.labelEn,
  labelFr: s.labelFr,
});
const accessoryOut = (a: ListingViewAccessory) => ({
  id: a.id,
  name: a.name,
  pricePerDayCents: a.pricePerDayCents,
});

/** The owner's view: everything, including the exact address and point. */
export function toOwnerListing(parts: ListingParts): OwnerListing {
  const { row, category, subCategory, size, accessories, photos } = parts;
  return {
    view: 'owner',
    id: row.id,
    status: row.status,
    suspendedReason: row.suspendedReason,
    title: listingTitle(row),
    category: category ? categoryRef(category) : null,
    subCategory: subCategory ? categoryRef(subCategory) : null,
    isElec: row.isElec,
    ...ebikeFactsOf(row),
    ebikeFactsMissing: ebikeFactsMissing(row),
    brand: row.brand,
    model: row.model,
    size: size ? sizeRef(size) : null,
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    accessories: accessories.map(accessoryOut),
    buyingDate: row.buyingDate,
    marking: row.marking,
    newValueCents: row.newValueCents,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country as OwnerListing['country'],
    lat: row.lat,
    lng: row.lng,
    approxLocation:
      row.approxLat !== null && row.approxLng !== null
        ? { lat: row.approxLat, lng: row.approxLng, radiusM: APPROX_RADIUS_M }
        : null,
    pricePerDayCents: row.pricePerDayCents,
    ...rentalTerms(parts),
    hoursFollowDefault: row.openingHours === null,
    photos: photos.map((p) => ({
      id: p.id,
      key: p.key,
      width: p.width,
      height: p.height,
      position: p.position,
      isCover: p.isCover,
    })),
    missing: missingOf(row, photos.length),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The rental terms shared by both views; every field here is public once the listing is live. The
 * hours are the ones the listing follows (its own, its owner's default or the marketplace's): the
 * renter's form reads them as they are.
 */
function rentalTerms({ row, ownerDefaultHours }: Pick<ListingParts, 'row' | 'ownerDefaultHours'>) {
  return {
    currency: row.currency,
    depositCents: row.depositCents,
    minBookingDays: row.minBookingDays,
    noticeDays: row.noticeDays,
    discount7Days: row.discount7Days,
    discount30Days: row.discount30Days,
    cancelationOption: row.cancelationOption,
    pricePerHalfDayCents: row.pricePerHalfDayCents,
    pricePerHourCents: row.pricePerHourCents,
    openingHours: effectiveOpeningHours(row.openingHours, ownerDefaultHours),
    instantBooking: row.instantBooking,
    instantConditions: row.instantConditions,
  };
}

interface PublicOwner {
  id: string;
  firstname: string;
  isPro: boolean;
  createdAt: Date;
  hostRecord: HostRecord;
}

/**
 * What anyone sees of a live listing. Built field by field from an allow-list: the exact address,
 * postal code and point are never read here. Null when a required part is missing.
 */
export function toPublicListing(parts: ListingParts, owner: PublicOwner): PublicListing | null {
  const { row, category, subCategory, size, accessories, photos } = parts;
  // Cannot happen for a live listing (edits keep it complete); null rather than a half-filled page.
  if (
    !category ||
    !size ||
    row.approxLat === null ||
    row.approxLng === null ||
    !row.city ||
    !row.country ||
    row.pricePerDayCents === null
  )
    return null;
  const coverFirst = [...photos].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position);
  return {
    view: 'public',
    id: row.id,
    title: listingTitle(row),
    brand: row.brand ?? '',
    model: row.model ?? '',
    category: { slug: category.slug, nameEn: category.nameEn, nameFr: category.nameFr },
    subCategory: subCategory
      ? { slug: subCategory.slug, nameEn: subCategory.nameEn, nameFr: subCategory.nameFr }
      : null,
    size: sizeRef(size),
    isElec: row.isElec,
    ...ebikeFactsOf(row),
    descriptionFr: row.descriptionFr,
    descriptionEn: row.descriptionEn,
    accessories: accessories.map(accessoryOut),
    pricePerDayCents: row.pricePerDayCents,
    ...rentalTerms(parts),
    photos: coverFirst.map((p) => ({ id: p.id, key: p.key, width: p.width, height: p.height, isCover: p.isCover })),
    city: row.city,
    country: row.country as PublicListing['country'],
    approxLocation: { lat: row.approxLat, lng: row.approxLng, radiusM: APPROX_RADIUS_M },
    owner: {
      id: owner.id,
      firstname: owner.firstname,
      isPro: owner.isPro,
      memberSince: owner.createdAt.toISOString(),
      hostRecord: owner.hostRecord,
    },
  };
}
