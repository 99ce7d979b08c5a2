import type { z } from 'zod';
import type {
  AvailabilityRequestSchema,
  AvailabilityResponseSchema,
  CreateListingRequestSchema,
  ListingAvailabilityResponse,
  ListingResponse,
  LocateAddressRequestSchema,
  LocateAddressResponse,
  MemberListingsResponseSchema,
  MyListingsResponseSchema,
  OwnerListing,
  ReorderPhotosRequestSchema,
  UpdateListingAddressRequestSchema,
  UpdateListingDetailsRequestSchema,
  UpdateListingInfosRequestSchema,
  UpdateListingPriceRequestSchema,
  UpdateInstantBookingRequestSchema,
} from '../listings';
import type { ListingDayQuerySchema, ListingDayResponse } from '../listing-day';
import type { UpdateOpeningHoursRequestSchema } from '../opening-hours';
import type { Photo } from '../media';
import type { PublicMember } from '../members';
import type { ReviewListQuerySchema, ReviewListResponse } from '../reviews';
import { endpoint, type Endpoint, type QueryInput } from './define';

type Saved = { listing: OwnerListing };
type ReviewQuery = QueryInput<z.input<typeof ReviewListQuerySchema>>;

export const getListing = /*#__PURE__*/ endpoint<ListingResponse>()('GET', '/listings/:listingId');
export const getListingAvailability = /*#__PURE__*/ endpoint<ListingAvailabilityResponse>()(
  'GET',
  '/listings/:listingId/availability',
);
/** One day's hours, notice and taken spans, for the time pickers. */
export const getListingDay = /*#__PURE__*/ endpoint<
  ListingDayResponse,
  undefined,
  QueryInput<z.input<typeof ListingDayQuerySchema>>
>()('GET', '/listings/:listingId/day');
export const getOwnerAvailability = getListingAvailability as Endpoint<
  '/listings/:listingId/availability',
  z.infer<typeof AvailabilityResponseSchema>,
  undefined
>;
export const listListingReviews = /*#__PURE__*/ endpoint<ReviewListResponse, undefined, ReviewQuery>()(
  'GET',
  '/listings/:listingId/reviews',
);
export const myListings = /*#__PURE__*/ endpoint<z.infer<typeof MyListingsResponseSchema>>()('GET', '/me/listings');
export const createListing = /*#__PURE__*/ endpoint<Saved, z.input<typeof CreateListingRequestSchema>>()(
  'POST',
  '/listings',
);
export const updateListingInfos = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateListingInfosRequestSchema>>()(
  'PUT',
  '/listings/:listingId/infos',
);
export const updateListingDetails = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateListingDetailsRequestSchema>>()(
  'PUT',
  '/listings/:listingId/details',
);
export const updateListingAddress = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateListingAddressRequestSchema>>()(
  'PUT',
  '/listings/:listingId/address',
);
export const locateListingAddress = /*#__PURE__*/ endpoint<
  LocateAddressResponse,
  z.input<typeof LocateAddressRequestSchema>
>()('POST', '/listings/:listingId/address/locate');
export const updateListingPrice = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateListingPriceRequestSchema>>()(
  'PUT',
  '/listings/:listingId/price',
);
export const updateListingHours = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateOpeningHoursRequestSchema>>()(
  'PUT',
  '/listings/:listingId/hours',
);
export const updateInstantBooking = /*#__PURE__*/ endpoint<Saved, z.input<typeof UpdateInstantBookingRequestSchema>>()(
  'PUT',
  '/listings/:listingId/instant-booking',
);
export const updateListingAvailability = /*#__PURE__*/ endpoint<
  { blocked: { start: string; end: string }[] },
  z.input<typeof AvailabilityRequestSchema>
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
export const reorderPhotos = /*#__PURE__*/ endpoint<{ photos: Photo[] }, z.input<typeof ReorderPhotosRequestSchema>>()(
  'PUT',
  '/listings/:listingId/photos',
);
export const deletePhoto = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/listings/:listingId/photos/:photoId');
export const getMember = /*#__PURE__*/ endpoint<PublicMember>()('GET', '/members/:memberId');
export const listMemberListings = /*#__PURE__*/ endpoint<z.infer<typeof MemberListingsResponseSchema>>()(
  'GET',
  '/members/:memberId/listings',
);
export const listMemberReviews = /*#__PURE__*/ endpoint<ReviewListResponse, undefined, ReviewQuery>()(
  'GET',
  '/members/:memberId/reviews',
);
