import type { z } from 'zod';
import type {
  AdminCategoryListResponse,
  AdminCategoryRequestSchema,
  AdminCountry,
  AdminCountryListResponse,
  AdminCountryRequestSchema,
  AdminListingListQuerySchema,
  AdminListingListResponse,
  AdminListingResponse,
  AdminReasonRequestSchema,
  AdminReorderRequestSchema,
  AdminReview,
  AdminReviewListQuerySchema,
  AdminReviewListResponse,
  AdminSettingsRequestSchema,
  AdminSettingsResponse,
} from '../admin-marketplace';
import { endpoint, type QueryInput } from './define';

/** The admin's marketplace pages: listings, reviews, booking settings, countries, categories. */
export const adminListListings = /*#__PURE__*/ endpoint<
  AdminListingListResponse,
  undefined,
  QueryInput<z.input<typeof AdminListingListQuerySchema>>
>()('GET', '/admin/listings');
export const adminGetListing = /*#__PURE__*/ endpoint<AdminListingResponse>()('GET', '/admin/listings/:listingId');
export const adminSuspendListing = /*#__PURE__*/ endpoint<
  AdminListingResponse,
  z.input<typeof AdminReasonRequestSchema>
>()('POST', '/admin/listings/:listingId/suspend');
export const adminUnsuspendListing = /*#__PURE__*/ endpoint<AdminListingResponse>()(
  'POST',
  '/admin/listings/:listingId/unsuspend',
);

export const adminListReviews = /*#__PURE__*/ endpoint<
  AdminReviewListResponse,
  undefined,
  QueryInput<z.input<typeof AdminReviewListQuerySchema>>
>()('GET', '/admin/reviews');
export const adminHideReview = /*#__PURE__*/ endpoint<
  { review: AdminReview },
  z.input<typeof AdminReasonRequestSchema>
>()('POST', '/admin/reviews/:reviewId/hide');
export const adminUnhideReview = /*#__PURE__*/ endpoint<{ review: AdminReview }>()(
  'POST',
  '/admin/reviews/:reviewId/unhide',
);

export const adminGetSettings = /*#__PURE__*/ endpoint<AdminSettingsResponse>()('GET', '/admin/settings');
export const adminUpdateSettings = /*#__PURE__*/ endpoint<
  AdminSettingsResponse,
  z.input<typeof AdminSettingsRequestSchema>
>()('PUT', '/admin/settings');

export const adminListCountries = /*#__PURE__*/ endpoint<AdminCountryListResponse>()('GET', '/admin/countries');
export const adminUpdateCountry = /*#__PURE__*/ endpoint<
  { country: AdminCountry },
  z.input<typeof AdminCountryRequestSchema>
>()('PUT', '/admin/countries/:code');

type Saved = { id: string };
type Category = z.input<typeof AdminCategoryRequestSchema>;
type Reorder = z.input<typeof AdminReorderRequestSchema>;
export const adminListCategories = /*#__PURE__*/ endpoint<AdminCategoryListResponse>()('GET', '/admin/categories');
export const adminCreateCategory = /*#__PURE__*/ endpoint<Saved, Category>()('POST', '/admin/categories');
export const adminReorderCategories = /*#__PURE__*/ endpoint<{ ids: string[] }, Reorder>()(
  'POST',
  '/admin/categories/reorder',
);
export const adminUpdateCategory = /*#__PURE__*/ endpoint<Saved, Category>()('PUT', '/admin/categories/:categoryId');
export const adminDeleteCategory = /*#__PURE__*/ endpoint<Saved>()('DELETE', '/admin/categories/:categoryId');
export const adminCreateSubCategory = /*#__PURE__*/ endpoint<Saved, Category>()(
  'POST',
  '/admin/categories/:categoryId/sub-categories',
);
export const adminReorderSubCategories = /*#__PURE__*/ endpoint<{ ids: string[] }, Reorder>()(
  'POST',
  '/admin/categories/:categoryId/sub-categories/reorder',
);
export const adminUpdateSubCategory = /*#__PURE__*/ endpoint<Saved, Category>()(
  'PUT',
  '/admin/sub-categories/:subCategoryId',
);
export const adminDeleteSubCategory = /*#__PURE__*/ endpoint<Saved>()('DELETE', '/admin/sub-categories/:subCategoryId');
