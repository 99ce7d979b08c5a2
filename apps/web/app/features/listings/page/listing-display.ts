import type { Me } from '@biclou/contracts/account';
import type { OwnerListing, PublicListing } from '@biclou/contracts/listings';
import type { Photo } from '@biclou/contracts/media';
import type { HostRecord } from '@biclou/contracts/members';
import { coverFirst } from '../photos/reorder';

type Viewed = OwnerListing | PublicListing;

/**
 * One shape for the listing page, whoever looks: the public view of a live listing, or the
 * owner's view of their own (which may be an unfinished draft, hence the nulls).
 */
export interface ListingDisplay {
  id: string;
  title: string;
  brand: string | null;
  model: string | null;
  category: { slug: string; nameEn: string; nameFr: string } | null;
  subCategory: { slug: string; nameEn: string; nameFr: string } | null;
  size: { code: string; labelEn: string; labelFr: string } | null;
  isElec: boolean;
  /** An e-bike's facts (null on a plain bike, or not given yet). */
  motorType: OwnerListing['motorType'];
  batteryWh: number | null;
  rangeMinKm: number | null;
  rangeMaxKm: number | null;
  descriptionFr: string | null;
  descriptionEn: string | null;
  accessories: { id: string; name: string; pricePerDayCents: number }[];
  pricePerDayCents: number | null;
  currency: string;
  depositCents: number;
  minBookingDays: number;
  noticeDays: number;
  discount7Days: number;
  discount30Days: number;
  cancelationOption: OwnerListing['cancelationOption'];
  /** Optional prices beside the daily one (null: not offered). */
  pricePerHalfDayCents: number | null;
  pricePerHourCents: number | null;
  /** The hours the listing follows, on the bike's clock (its own, its owner's default or Biclou's). */
  openingHours: OwnerListing['openingHours'];
  instantBooking: boolean;
  /** What a renter must meet for a request to be accepted at once (the request page names the missed ones). */
  instantConditions: OwnerListing['instantConditions'];
  photos: Pick<Photo, 'id' | 'key' | 'width' | 'height' | 'isCover'>[];
  city: string | null;
  country: OwnerListing['country'];
  approxLocation: { lat: number; lng: number; radiusM: number } | null;
  /** `hostRecord` on the public view only (the owner looking at their own listing has none). */
  owner: { id: string; firstname: string; isPro: boolean; memberSince: string; hostRecord?: HostRecord } | null;
}

export function toListingDisplay(listing: Viewed, viewer: Me | null): ListingDisplay {
  const owner =
    listing.view === 'public'
      ? listing.owner
      : viewer
        ? { id: viewer.id, firstname: viewer.firstname, isPro: viewer.isPro, memberSince: viewer.createdAt }
        : null;
  return {
    id: listing.id,
    title: listing.title,
    brand: listing.brand,
    model: listing.model,
    category: listing.category,
    subCategory: listing.subCategory,
    size: listing.size,
    isElec: listing.isElec,
    motorType: listing.motorType,
    batteryWh: listing.batteryWh,
    rangeMinKm: listing.rangeMinKm,
    rangeMaxKm: listing.rangeMaxKm,
    descriptionFr: listing.descriptionFr,
    descriptionEn: listing.descriptionEn,
    accessories: listing.accessories,
    pricePerDayCents: listing.pricePerDayCents,
    currency: listing.currency,
    depositCents: listing.depositCents,
    minBookingDays: listing.minBookingDays,
    noticeDays: listing.noticeDays,
    discount7Days: listing.discount7Days,
    discount30Days: listing.discount30Days,
    cancelationOption: listing.cancelationOption,
    pricePerHalfDayCents: listing.pricePerHalfDayCents,
    pricePerHourCents: listing.pricePerHourCents,
    openingHours: listing.openingHours,
    instantBooking: listing.instantBooking,
    instantConditions: listing.instantConditions,
    photos: coverFirst(listing.photos),
    city: listing.city,
    country: listing.country,
    approxLocation: listing.approxLocation,
    owner,
  };
}
