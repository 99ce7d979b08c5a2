import { z } from './zod';

/**
 * The admin back office's shared contracts: the audit log and keyset pagination.
 * Each admin area keeps its own schemas in its own file (`admin-users.ts`, `admin-listings.ts`…).
 */

/** What an admin action touched. */
const ADMIN_OBJECT_TYPES = [
  'user',
  'listing',
  'booking',
  'payout',
  'dispute',
  'settings',
  'country',
  'category',
  'media',
  'template',
  'review',
  'device',
  'conversation',
  'page_template',
  'locale_page',
] as const;
export { ADMIN_ACTIONS, type AdminAction } from './admin-constants';

export const AdminObjectTypeSchema = z.enum(ADMIN_OBJECT_TYPES);
export type AdminObjectType = z.infer<typeof AdminObjectTypeSchema>;

/**
 * A keyset cursor: base64url of the JSON `[sortKey, id]` of a page's last row. Opaque to clients;
 * give back `nextCursor` as `cursor` to read the next page (every admin list takes that one name).
 */
export const CursorSchema = z
  .string()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.');

/** A page's size: 1 to 100, 25 by default. */
export const PageLimitSchema = z.coerce
  .number({ message: 'The limit must be a number.' })
  .int('The limit must be a whole number.')
  .min(1, 'The limit must be between 1 and 100.')
  .max(100, 'The limit must be between 1 and 100.')
  .default(25);

/** An admin's reason for an action (suspension, failure, moderation): required, 3 to 1000 characters. */
export const AdminReasonSchema = z
  .string({ message: 'The reason is required.' })
  .trim()
  .min(3, 'The reason must be at least 3 characters.')
  .max(1000, 'The reason may not be greater than 1000 characters.');

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  admin: z.object({ id: z.uuid(), name: z.string() }),
  /** A dotted name: `user.suspend`, `listing.suspend`, `payout.process`… */
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/audit: newest first; `objectType` + `objectId` narrow to one object's history. */
export const AuditQuerySchema = z.object({
  objectType: AdminObjectTypeSchema.optional(),
  objectId: z.string().trim().min(1).max(100).optional(),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'Invalid action.')
    .optional(),
  adminId: z.uuid({ message: 'Invalid admin id.' }).optional(),
  cursor: CursorSchema.optional(),
  limit: PageLimitSchema,
});

export const AuditResponseSchema = z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() });
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
