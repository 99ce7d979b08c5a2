import { z } from './zod';
import { CATEGORY_NAME_MESSAGES, categoryNameProblem } from '@biclou/domain/category-name';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import { CancelationOptionKeySchema } from './settings';

/**
 * The admin's marketplace pages: listings (suspend / unsuspend), booking settings,
 * countries, categories and reviews (moderation). Lists are keyset-paginated: `cursor` is the
 * opaque `nextCursor` of the previous page.
 */

const CursorSchema = z.string().max(500).optional();
const LimitSchema = z.coerce.number().int().min(1).max(100).default(25);
const DirSchema = z.enum(['asc', 'desc']).default('desc');
const BoolFilterSchema = z.enum(['true', 'false']).optional();
const reason = z
  .string({ message: 'Give a reason.' })
  .trim()
  .min(1, 'Give a reason.')
  .max(1000, 'The reason may not be longer than 1000 characters.');
export const AdminReasonRequestSchema = z.object({ reason });

// ---- Listings -------------------------------------------------------------------------------------
const ADMIN_LISTING_SORTS = ['createdAt', 'updatedAt', 'price'] as const;
export const AdminListingListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Choose a country.')
    .optional(),
  categoryId: z.uuid('Choose a category.').optional(),
  pro: BoolFilterSchema,
  elec: BoolFilterSchema,
  sort: z.enum(ADMIN_LISTING_SORTS).default('createdAt'),
  dir: DirSchema,
  cursor: CursorSchema,
  limit: LimitSchema,
});
export type AdminListingListQuery = z.infer<typeof AdminListingListQuerySchema>;

const AdminListingOwnerSchema = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  isPro: z.boolean(),
});
export const AdminListingRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  city: z.string().nullable(),
  country: z.string().nullable(),
  category: z.object({ id: z.uuid(), nameEn: z.string(), nameFr: z.string() }).nullable(),
  isElec: z.boolean(),
  pricePerDayCents: z.number().int().nullable(),
  currency: z.string(),
  owner: AdminListingOwnerSchema,
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminListingRow = z.infer<typeof AdminListingRowSchema>;
export const AdminListingListResponseSchema = z.object({
  items: z.array(AdminListingRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminListingListResponse = z.infer<typeof AdminListingListResponseSchema>;

export const AdminListingParamsSchema = z.object({ listingId: z.uuid() });
/** One status change of a listing (derived: see backoffice/listing-history.ts); `exact: false` = "since" the last update. */
export const AdminListingHistoryEntrySchema = z.object({
  at: z.string(),
  status: z.enum(LISTING_STATUSES),
  by: z.enum(['owner', 'admin']),
  adminName: z.string().nullable(),
  reason: z.string().nullable(),
  exact: z.boolean(),
});
export type AdminListingHistoryEntry = z.infer<typeof AdminListingHistoryEntrySchema>;

export const AdminListingDetailSchema = AdminListingRowSchema.extend({
  brand: z.string().nullable(),
  model: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  subCategory: z.object({ id: z.uuid(), nameEn: z.string(), nameFr: z.string() }).nullable(),
  sizeCode: z.string().nullable(),
  depositCents: z.number().int(),
  cancelationOption: CancelationOptionKeySchema,
  photoKeys: z.array(z.string()),
  bookingCount: z.number().int(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** Status changes, newest first. */
  history: z.array(AdminListingHistoryEntrySchema),
});
export type AdminListingDetail = z.infer<typeof AdminListingDetailSchema>;
export const AdminListingResponseSchema = z.object({ listing: AdminListingDetailSchema });
export type AdminListingResponse = z.infer<typeof AdminListingResponseSchema>;

// ---- Booking settings -----------------------------------------------------------------------------
const int = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);
const rateBp = (label: string) => int(0, 10000, `${label} must be between 0 and 100 %.`);
const pct = (label: string) => int(0, 100, `${label} must be between 0 and 100 %.`);
const AdminCancelationOptionSchema = z.object({
  delayDays: int(0, 365, 'The delay must be between 0 and 365 days.'),
  refundBeforeDelayPct: pct('The refund before the delay'),
  refundAfterDelayPct: pct('The refund after the delay'),
});
export const AdminSettingsRequestSchema = z.object({
  serviceFeeRateBp: rateBp('The service fee'),
  commissionRateBp: rateBp('The commission'),
  requestExpiryHours: int(1, 720, 'The response window must be between 1 and 720 hours.'),
  instantPaymentWindowMinutes: int(5, 1440, 'The instant booking payment window must be between 5 and 1440 minutes.'),
  maxOpenRequests: int(1, 100, 'The maximum of open requests must be between 1 and 100.'),
  minPayoutCents: int(0, 1_000_000, 'The minimum payout must be between 0 and 10,000.'),
  creditDelayDays: int(0, 60, 'The credit delay must be between 0 and 60 days.'),
  maxBookingDays: int(1, 365, 'The longest booking must be between 1 and 365 days.'),
  maxAdvanceMonths: int(1, 24, 'The latest start must be between 1 and 24 months ahead.'),
  cancelationOptions: z.object({
    no_notice: AdminCancelationOptionSchema,
    short_notice: AdminCancelationOptionSchema,
    medium_notice: AdminCancelationOptionSchema,
    strict: AdminCancelationOptionSchema,
  }),
});
export type AdminSettingsRequest = z.input<typeof AdminSettingsRequestSchema>;
export const AdminSettingsSchema = AdminSettingsRequestSchema.extend({ updatedAt: z.string() });
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
export const AdminSettingsResponseSchema = z.object({ settings: AdminSettingsSchema });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;

// ---- Countries ------------------------------------------------------------------------------------
export const AdminCountrySchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  dialCode: z.string(),
  currency: z.string(),
  active: z.boolean(),
  priority: z.number().int(),
  vatRateBp: z.number().int(),
});
export type AdminCountry = z.infer<typeof AdminCountrySchema>;
export const AdminCountryListResponseSchema = z.object({ countries: z.array(AdminCountrySchema) });
export type AdminCountryListResponse = z.infer<typeof AdminCountryListResponseSchema>;
export const AdminCountryParamsSchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/) });
const name = z
  .string({ message: 'Give a name.' })
  .trim()
  .min(1, 'Give a name.')
  .max(80, 'The name may not be longer than 80 characters.');
export const AdminCountryRequestSchema = z.object({
  nameEn: name,
  nameFr: name,
  active: z.boolean(),
  currency: z
    .string({ message: 'The currency is a 3-letter code (EUR, CHF).' })
    .regex(/^[A-Z]{3}$/, 'The currency is a 3-letter code (EUR, CHF).'),
  dialCode: z
    .string({ message: 'The dial code is + and 1 to 4 digits.' })
    .regex(/^\+[1-9]\d{0,3}$/, 'The dial code is + and 1 to 4 digits.'),
  priority: int(0, 999, 'The priority must be between 0 and 999.'),
  vatRateBp: rateBp('The VAT rate'),
});
export const AdminCountryResponseSchema = z.object({ country: AdminCountrySchema });

// ---- Categories -----------------------------------------------------------------------------------
/** Icons the admin can pick (lucide names; the web maps each to its component). */
export const CATEGORY_ICONS = [
  'bike',
  'mountain',
  'route',
  'zap',
  'baby',
  'package',
  'truck',
  'map',
  'tent',
  'sun',
  'wrench',
  'trophy',
] as const;
export const AdminSubCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  listingCount: z.number().int(),
});
export const AdminCategorySchema = AdminSubCategorySchema.extend({ subCategories: z.array(AdminSubCategorySchema) });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export type AdminSubCategory = z.infer<typeof AdminSubCategorySchema>;
export const AdminCategoryListResponseSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryListResponse = z.infer<typeof AdminCategoryListResponseSchema>;
/** A category's name in one language, trimmed and composed (NFC): one message per name, the first rule it breaks. */
const categoryName = z
  .string({ message: CATEGORY_NAME_MESSAGES.missing })
  .trim()
  .normalize()
  .superRefine((value, ctx) => {
    const problem = categoryNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A category or a sub-category; the names' uniqueness is checked against the others by the API. */
export const AdminCategoryRequestSchema = z.object({
  slug: z
    .string({ message: 'The slug is lowercase letters, digits and dashes.' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The slug is lowercase letters, digits and dashes.')
    .max(60, 'The slug may not be longer than 60 characters.'),
  nameEn: categoryName,
  nameFr: categoryName,
  icon: z.enum(CATEGORY_ICONS, 'Choose an icon from the list.').nullable().default(null),
});
export const AdminCategoryParamsSchema = z.object({ categoryId: z.uuid() });
export const AdminSubCategoryParamsSchema = z.object({ subCategoryId: z.uuid() });
export const AdminReorderRequestSchema = z.object({
  ids: z.array(z.uuid(), 'Give the ids in their new order.').min(1, 'Give the ids in their new order.').max(200),
});
export const AdminSavedResponseSchema = z.object({ id: z.uuid() });
export const AdminReorderResponseSchema = z.object({ ids: z.array(z.uuid()) });

// ---- Reviews --------------------------------------------------------------------------------------
export const AdminReviewListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  dir: DirSchema,
  cursor: CursorSchema,
  limit: LimitSchema,
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;
const person = z.object({ id: z.uuid(), firstname: z.string(), lastname: z.string() });
export const AdminReviewSchema = z.object({
  id: z.uuid(),
  side: z.enum(['renter', 'owner']),
  rating: z.number().int(),
  comment: z.string(),
  author: person,
  subject: person,
  listing: z.object({ id: z.uuid(), title: z.string() }),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListResponseSchema = z.object({
  items: z.array(AdminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;
export const AdminReviewParamsSchema = z.object({ reviewId: z.uuid() });
export const AdminReviewResponseSchema = z.object({ review: AdminReviewSchema });
