import type { z } from 'zod';
import type {
  AvailabilityResponseSchema,
  ListingAvailabilityResponse,
  ListingResponse,
  MemberListingsResponseSchema,
  MyListingsResponseSchema,
  OwnerListing,
} from '../listings';
import type { Photo } from '../media';
import type { PublicMember } from '../members';
import type { ReviewListResponse } from '../reviews';
import { endpoint, type Endpoint } from './define';

export const getListing = /*#__PURE__*/ endpoint<ListingResponse>()('GET', '/listings/:listingId');
export const getListingAvailability = /*#__PURE__*/ endpoint<ListingAvailabilityResponse>()(
  'GET',
  '/listings/:listingId/availability',
);
export const getOwnerAvailability = getListingAvailability as Endpoint<
  '/listings/:listingId/availability',
  z.infer<typeof AvailabilityResponseSchema>,
  undefined
>;
export const listListingReviews = /*#__PURE__*/ endpoint<ReviewListResponse>()('GET', '/listings/:listingId/reviews');
export const myListings = /*#__PURE__*/ endpoint<z.infer<typeof MyListingsResponseSchema>>()('GET', '/me/listings');
export const createListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('POST', '/listings');
export const updateListingInfos = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()(
  'PUT',
  '/listings/:listingId/infos',
);
export const updateListingDetails = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()(
  'PUT',
  '/listings/:listingId/details',
);
export const updateListingAddress = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()(
  'PUT',
  '/listings/:listingId/address',
);
export const updateListingPrice = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()(
  'PUT',
  '/listings/:listingId/price',
);
export const updateListingAvailability = /*#__PURE__*/ endpoint<
  { blocked: { start: string; end: string }[] },
  { blocked: { start: string; end: string }[] }
>()('PUT', '/listings/:listingId/availability');
export const deleteListing = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/listings/:listingId');
export const publishListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()(
  'POST',
  '/listings/:listingId/publish',
);
export const pauseListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()('POST', '/listings/:listingId/pause');
export const reactivateListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()(
  'POST',
  '/listings/:listingId/reactivate',
);
/** Multipart (`file`), sent by XMLHttpRequest for its upload progress (upload-photo.ts). */
export const uploadPhoto = /*#__PURE__*/ endpoint<{ photo: Photo }, FormData>()('POST', '/listings/:listingId/photos');
export const reorderPhotos = /*#__PURE__*/ endpoint<
  { photos: Photo[] },
  { order: string[]; coverId: string | null | undefined }
>()('PUT', '/listings/:listingId/photos');
export const deletePhoto = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/listings/:listingId/photos/:photoId');
export const getMember = /*#__PURE__*/ endpoint<PublicMember>()('GET', '/members/:memberId');
export const listMemberListings = /*#__PURE__*/ endpoint<z.infer<typeof MemberListingsResponseSchema>>()(
  'GET',
  '/members/:memberId/listings',
);
export const listMemberReviews = /*#__PURE__*/ endpoint<ReviewListResponse>()('GET', '/members/:memberId/reviews');
