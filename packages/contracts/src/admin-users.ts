import { z } from './zod';
import { AdminReasonSchema, CursorSchema, PageLimitSchema } from './admin';
import { AdminConversationRefSchema } from './admin-conversations';

/** Admin users, devices and dashboard. */

const yesNo = z.enum(['yes', 'no'], { message: 'Choose yes or no.' });

const ADMIN_USER_SORTS = ['createdAt', 'email', 'name'] as const;

/** GET /admin/users: search (email or name), filters, sort and a keyset cursor. */
export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search may not be greater than 100 characters.').optional(),
  role: z.enum(['user', 'admin'], { message: 'Choose user or admin.' }).optional(),
  pro: yesNo.optional(),
  verified: yesNo.optional(),
  suspended: yesNo.optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'The country must be a 2-letter code.')
    .transform((c) => c.toUpperCase())
    .optional(),
  sort: z.enum(ADMIN_USER_SORTS, { message: 'Sort by createdAt, email or name.' }).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { message: 'The direction must be asc or desc.' }).default('desc'),
  cursor: CursorSchema.optional(),
  limit: PageLimitSchema,
});

export const AdminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(['user', 'admin']),
  isPro: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  listingCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserListResponseSchema = z.object({
  items: z.array(AdminUserRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserParamsSchema = z.object({ userId: z.uuid({ message: 'Not found' }) });

/** Every field of the account, private ones included (team only, spec §3); never the password hash. */
export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  phone: z.string().nullable(),
  phoneVerifiedAt: z.string().nullable(),
  siret: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  birthdate: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  spokenLanguages: z.array(z.string()),
  termsAcceptedAt: z.string().nullable(),
  /** Masked: the last 4 characters only. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  locale: z.string(),
  theme: z.string(),
  ownerCancellationCount: z.number().int(),
  suspensionReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

const Money = { amountCents: z.number().int(), currency: z.string() };
const AdminUserListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  city: z.string().nullable(),
  pricePerDayCents: z.number().int().nullable(),
  currency: z.string(),
  createdAt: z.string(),
});
const AdminUserBookingSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: z.string(),
  listingTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The pickup and the return, ISO instants, written on `timeZone`'s clock (the bike's, IANA). */
  pickupAt: z.string(),
  returnAt: z.string(),
  timeZone: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  /** The other party's name. */
  otherParty: z.string(),
});
const AdminUserLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  account: z.string(),
  ...Money,
  bookingId: z.uuid().nullable(),
  payoutId: z.uuid().nullable(),
  at: z.string(),
});
const AdminUserPayoutSchema = z.object({
  id: z.uuid(),
  ref: z.string(),
  status: z.string(),
  ...Money,
  createdAt: z.string(),
});
const AdminUserDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  revokedAt: z.string().nullable(),
});
const AdminUserBalanceSchema = z.object({
  currency: z.string(),
  availableCents: z.number().int(),
  inTransitCents: z.number().int(),
  paidOutCents: z.number().int(),
});

export const AdminUserDetailResponseSchema = z.object({
  user: AdminUserDetailSchema,
  listings: z.array(AdminUserListingSchema),
  bookingsAsRenter: z.array(AdminUserBookingSchema),
  bookingsAsOwner: z.array(AdminUserBookingSchema),
  balance: AdminUserBalanceSchema,
  ledger: z.array(AdminUserLedgerEntrySchema),
  payouts: z.array(AdminUserPayoutSchema),
  devices: z.array(AdminUserDeviceSchema),
  /** Their conversations, as renter or owner (latest first, at most 50). */
  conversations: z.array(AdminConversationRefSchema),
  /** True when this account is the only admin (revoking or anonymising it is refused). */
  lastAdmin: z.boolean(),
});
export type AdminUserDetailResponse = z.infer<typeof AdminUserDetailResponseSchema>;

export const AdminSuspendRequestSchema = z.object({ reason: AdminReasonSchema });
export type AdminSuspendRequest = z.input<typeof AdminSuspendRequestSchema>;

export const AdminRoleRequestSchema = z.object({
  role: z.enum(['user', 'admin'], { message: 'Choose user or admin.' }),
});
export type AdminRoleRequest = z.input<typeof AdminRoleRequestSchema>;

/** Anonymising is for good: the admin types the account's email to confirm. */
export const AdminAnonymiseRequestSchema = z.object({
  confirmEmail: z
    .string({ message: 'Type the account’s email address to confirm.' })
    .trim()
    .min(1, 'Type the account’s email address to confirm.'),
});
export type AdminAnonymiseRequest = z.input<typeof AdminAnonymiseRequestSchema>;

export const AdminUserResponseSchema = z.object({ user: AdminUserDetailSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

// ---- Devices ------------------------------------------------------------------------------------
export const AdminDeviceListQuerySchema = z.object({
  userId: z.uuid({ message: 'Invalid user id.' }).optional(),
  q: z.string().trim().max(100, 'The search may not be greater than 100 characters.').optional(),
  cursor: CursorSchema.optional(),
  limit: PageLimitSchema,
});
export const AdminDeviceRowSchema = AdminUserDeviceSchema.extend({
  user: z.object({ id: z.uuid(), email: z.string(), name: z.string() }),
});
export type AdminDeviceRow = z.infer<typeof AdminDeviceRowSchema>;
export const AdminDeviceListResponseSchema = z.object({
  items: z.array(AdminDeviceRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminDeviceListResponse = z.infer<typeof AdminDeviceListResponseSchema>;
export const AdminDeviceParamsSchema = z.object({ deviceId: z.uuid({ message: 'Not found' }) });

// ---- Dashboard ----------------------------------------------------------------------------------
const DASHBOARD_PERIODS = ['7d', '30d', '12m', 'custom'] as const;
const isoDay = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'Use a date like 2026-01-31.');
export const AdminDashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { message: 'Choose 7d, 30d, 12m or custom.' }).default('30d'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start date is required.' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is required.' });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date.' });
    if (q.from && q.to && Date.parse(q.to) - Date.parse(q.from) > 3 * 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The period may not be longer than 3 years.' });
  });
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuerySchema>;

const DashboardPointSchema = z.object({
  /** The bucket's first day (YYYY-MM-DD): days, or months for 12m and long custom periods. */
  at: z.string(),
  gmvCents: z.number().int(),
  revenueCents: z.number().int(),
  bookings: z.number().int(),
  newUsers: z.number().int(),
});
const AttentionItemSchema = z.object({
  kind: z.enum(['dispute', 'payout']),
  id: z.uuid(),
  label: z.string(),
  amountCents: z.number().int().nullable(),
  currency: z.string().nullable(),
  since: z.string(),
});
export const AdminDashboardResponseSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(['day', 'month']) }),
  currency: z.string(),
  gmvCents: z.number().int(),
  revenueCents: z.number().int(),
  serviceFeesCents: z.number().int(),
  commissionCents: z.number().int(),
  bookingsByStatus: z.record(z.string(), z.number().int()),
  newUsers: z.number().int(),
  liveListings: z.number().int(),
  pendingPayouts: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  openDisputes: z.number().int(),
  series: z.array(DashboardPointSchema),
  attention: z.array(AttentionItemSchema),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponseSchema>;
