/**
 * The API's endpoint table, as the web calls it: method, path (`:name` marks a path parameter)
 * and the types of response, body and query. Types only (zod-free at run time), so that public
 * pages can import it without the schemas; `endpoints.test.ts` checks it against the API's routes.
 */
import type { z } from 'zod';
import type { Me, UserResponse } from './account';
import type { BalanceResponse, BookingListResponse, BookingQuoteResponse, BookingResponse, CancelPreviewResponseSchema, PayBookingResponse } from './bookings';
import type { CategoriesResponse, GeocodeResponse } from './catalog';
import type { Device } from './devices';
import type { OutboxMessage } from './dev';
import type { AvailabilityResponseSchema, ListingAvailabilityResponse, ListingResponse, MemberListingsResponseSchema, MyListingsResponseSchema, OwnerListing } from './listings';
import type { Photo } from './media';
import type { PublicMember } from './members';
import type { BankingResponse, EarningsResponse, PayableListingsResponse, PayoutListResponse, PayoutResponse } from './payouts';
import type { PlacesResponse } from './places';
import type { BookingReviewsResponse, PendingReview, ReviewListResponse } from './reviews';
import type { SearchResponse } from './search';
import type { LocalePage, PageTemplate, PlacePageResponseSchema, RenderedSeo } from './seo';
import type { SettingsResponse } from './settings';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValues = Record<string, string | number | undefined>;

/** One operation. `types` is never set: it carries the response, body and query types. */
export interface Endpoint<Path extends string = string, Res = unknown, Body = unknown, Query extends QueryValues = QueryValues> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly types?: { response: Res; body: Body; query: Query };
}

/** `:listingId` in `/listings/:listingId/photos` → 'listingId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** An endpoint whose response is Res, body Body (`undefined`: none) and query Query. */
const endpoint =
  <Res, Body = undefined, Query extends QueryValues = Record<never, never>>() =>
  <const Path extends string>(method: HttpMethod, path: Path): Endpoint<Path, Res, Body, Query> => ({ method, path });

type Message = { message: string };
type UserBody = { user: Me };

// Session and account
export const getUser = /*#__PURE__*/ endpoint<UserResponse>()('GET', '/user');
export const login = /*#__PURE__*/ endpoint<UserBody, unknown>()('POST', '/auth/login');
export const register = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/register');
export const forgotPassword = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/forgot');
export const resetPassword = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/reset');
export const verifyEmail = /*#__PURE__*/ endpoint<UserBody, { verifyUrl: string }>()('POST', '/auth/verify');
export const resendVerification = /*#__PURE__*/ endpoint<Message, { redirect: string } | undefined>()('POST', '/auth/verify/resend');
export const logout = /*#__PURE__*/ endpoint<unknown>()('POST', '/logout');
export const changePassword = /*#__PURE__*/ endpoint<unknown, unknown>()('PUT', '/account/password');
export const updateProfile = /*#__PURE__*/ endpoint<UserBody, unknown>()('PUT', '/account/profile');
export const updatePreferences = /*#__PURE__*/ endpoint<UserBody, { theme?: string; locale?: string }>()('PUT', '/account/preferences');
export const startPhoneVerification = /*#__PURE__*/ endpoint<unknown, { phone: string; country: string }>()('POST', '/account/phone');
export const confirmPhone = /*#__PURE__*/ endpoint<UserBody, unknown>()('POST', '/account/phone/confirm');
export const deleteAccount = /*#__PURE__*/ endpoint<unknown, unknown>()('DELETE', '/account');
export const geoCountry = /*#__PURE__*/ endpoint<{ country: string }>()('GET', '/geo/country');
export const listDevices = /*#__PURE__*/ endpoint<{ devices: Device[] }>()('GET', '/devices');
export const deleteDevice = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/devices/:deviceId');

// Catalog, places, search
export const getSettings = /*#__PURE__*/ endpoint<SettingsResponse>()('GET', '/settings');
export const getCategories = /*#__PURE__*/ endpoint<CategoriesResponse>()('GET', '/categories');
export const geocode = /*#__PURE__*/ endpoint<GeocodeResponse, undefined, { q: string; country?: string }>()('GET', '/geocode');
export const popularPlaces = /*#__PURE__*/ endpoint<PlacesResponse, undefined, { kind: string; limit: number }>()('GET', '/places/popular');
export const placeAutocomplete = /*#__PURE__*/ endpoint<PlacesResponse, undefined, { q: string; limit: number }>()('GET', '/places/autocomplete');
export const getPlacePage = /*#__PURE__*/ endpoint<z.infer<typeof PlacePageResponseSchema>, undefined, { locale: string }>()('GET', '/place-pages/:place');
export const search = /*#__PURE__*/ endpoint<SearchResponse>()('GET', '/search');

// Listings
export const getListing = /*#__PURE__*/ endpoint<ListingResponse>()('GET', '/listings/:listingId');
export const getListingAvailability = /*#__PURE__*/ endpoint<ListingAvailabilityResponse>()('GET', '/listings/:listingId/availability');
export const getOwnerAvailability = getListingAvailability as Endpoint<'/listings/:listingId/availability', z.infer<typeof AvailabilityResponseSchema>, undefined>;
export const listListingReviews = /*#__PURE__*/ endpoint<ReviewListResponse>()('GET', '/listings/:listingId/reviews');
export const myListings = /*#__PURE__*/ endpoint<z.infer<typeof MyListingsResponseSchema>>()('GET', '/me/listings');
export const createListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('POST', '/listings');
export const updateListingInfos = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('PUT', '/listings/:listingId/infos');
export const updateListingDetails = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('PUT', '/listings/:listingId/details');
export const updateListingAddress = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('PUT', '/listings/:listingId/address');
export const updateListingPrice = /*#__PURE__*/ endpoint<{ listing: OwnerListing }, unknown>()('PUT', '/listings/:listingId/price');
export const updateListingAvailability = /*#__PURE__*/ endpoint<{ blocked: { start: string; end: string }[] }, { blocked: { start: string; end: string }[] }>()('PUT', '/listings/:listingId/availability');
export const deleteListing = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/listings/:listingId');
export const publishListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()('POST', '/listings/:listingId/publish');
export const pauseListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()('POST', '/listings/:listingId/pause');
export const reactivateListing = /*#__PURE__*/ endpoint<{ listing: OwnerListing }>()('POST', '/listings/:listingId/reactivate');
export const reorderPhotos = /*#__PURE__*/ endpoint<{ photos: Photo[] }, { order: string[]; coverId: string | null | undefined }>()('PUT', '/listings/:listingId/photos');
/** Multipart (`file`), sent by XMLHttpRequest for its upload progress (upload-photo.ts). */
export const uploadPhoto = /*#__PURE__*/ endpoint<{ photo: Photo }, FormData>()('POST', '/listings/:listingId/photos');
export const deletePhoto = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/listings/:listingId/photos/:photoId');

// Members
export const getMember = /*#__PURE__*/ endpoint<PublicMember>()('GET', '/members/:memberId');
export const listMemberListings = /*#__PURE__*/ endpoint<z.infer<typeof MemberListingsResponseSchema>>()('GET', '/members/:memberId/listings');
export const listMemberReviews = /*#__PURE__*/ endpoint<ReviewListResponse>()('GET', '/members/:memberId/reviews');

// Bookings
export const bookingQuote = /*#__PURE__*/ endpoint<BookingQuoteResponse, undefined, { listingId: string; startDate: string; endDate: string; accessoryIds?: string }>()('GET', '/bookings/quote');
export const createBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings');
export const getBooking = /*#__PURE__*/ endpoint<BookingResponse>()('GET', '/bookings/:bookingId');
export const myTrips = /*#__PURE__*/ endpoint<BookingListResponse>()('GET', '/me/trips');
export const myBookings = /*#__PURE__*/ endpoint<BookingListResponse, undefined, { status?: 'requested' }>()('GET', '/me/bookings');
export const cancelPreview = /*#__PURE__*/ endpoint<z.infer<typeof CancelPreviewResponseSchema>>()('GET', '/bookings/:bookingId/cancel-preview');
export const acceptBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/accept');
export const rejectBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/reject');
export const cancelBooking = /*#__PURE__*/ endpoint<BookingResponse, unknown>()('POST', '/bookings/:bookingId/cancel');
export const payBooking = /*#__PURE__*/ endpoint<PayBookingResponse, unknown>()('POST', '/bookings/:bookingId/pay');
export const confirmPayment = /*#__PURE__*/ endpoint<PayBookingResponse, unknown>()('POST', '/bookings/:bookingId/pay/confirm');
export const openDispute = /*#__PURE__*/ endpoint<unknown, { reason: string; explanation: string }>()('POST', '/bookings/:bookingId/disputes');

// Reviews
export const getBookingReviews = /*#__PURE__*/ endpoint<BookingReviewsResponse>()('GET', '/bookings/:bookingId/review');
export const createReview = /*#__PURE__*/ endpoint<BookingReviewsResponse, { rating: number; comment: string }>()('POST', '/bookings/:bookingId/review');
export const myPendingReviews = /*#__PURE__*/ endpoint<{ pending: PendingReview[] }>()('GET', '/me/reviews/pending');

// Payouts
export const myBalance = /*#__PURE__*/ endpoint<BalanceResponse>()('GET', '/me/balance');
export const myEarnings = /*#__PURE__*/ endpoint<EarningsResponse>()('GET', '/me/earnings');
export const myPayableListings = /*#__PURE__*/ endpoint<PayableListingsResponse>()('GET', '/me/payouts/available');
export const myPayouts = /*#__PURE__*/ endpoint<PayoutListResponse>()('GET', '/me/payouts');
export const requestPayout = /*#__PURE__*/ endpoint<PayoutResponse, unknown>()('POST', '/me/payouts');
export const myBanking = /*#__PURE__*/ endpoint<BankingResponse>()('GET', '/me/banking');
export const updateBanking = /*#__PURE__*/ endpoint<BankingResponse, unknown>()('PUT', '/me/banking');
export const refreshBanking = /*#__PURE__*/ endpoint<BankingResponse>()('POST', '/me/banking/refresh');
export const verifyBanking = /*#__PURE__*/ endpoint<BankingResponse>()('POST', '/me/banking/verify');

// Admin: SEO
export const listPageTemplates = /*#__PURE__*/ endpoint<{ templates: PageTemplate[] }>()('GET', '/admin/seo/page-templates');
export const getPageTemplate = /*#__PURE__*/ endpoint<{ template: PageTemplate }>()('GET', '/admin/seo/page-templates/:pageTemplateId');
export const listLocalePages = /*#__PURE__*/ endpoint<{ localePages: LocalePage[] }, undefined, { place?: string }>()('GET', '/admin/seo/locale-pages');
export const getLocalePage = /*#__PURE__*/ endpoint<{ localePage: LocalePage }>()('GET', '/admin/seo/locale-pages/:localePageId');
type Saved = Record<string, { id: string }>;
export const createPageTemplate = /*#__PURE__*/ endpoint<Saved, unknown>()('POST', '/admin/seo/page-templates');
export const updatePageTemplate = /*#__PURE__*/ endpoint<Saved, unknown>()('PUT', '/admin/seo/page-templates/:id');
export const deletePageTemplate = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/page-templates/:id');
export const createLocalePage = /*#__PURE__*/ endpoint<Saved, unknown>()('POST', '/admin/seo/locale-pages');
export const updateLocalePage = /*#__PURE__*/ endpoint<Saved, unknown>()('PUT', '/admin/seo/locale-pages/:id');
export const deleteLocalePage = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/locale-pages/:id');
export const previewPageTemplate = /*#__PURE__*/ endpoint<{ preview: RenderedSeo }, unknown>()('POST', '/admin/seo/page-templates/preview');
export const previewLocalePage = /*#__PURE__*/ endpoint<{ preview: RenderedSeo }, unknown>()('POST', '/admin/seo/locale-pages/preview');

// Development only
export const devOutbox = /*#__PURE__*/ endpoint<{ messages: OutboxMessage[] }, undefined, { to?: string }>()('GET', '/dev/outbox');
