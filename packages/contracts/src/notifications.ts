import { z } from './zod';

/**
 * What a notification tells, as a code: the reader's page writes it in their language from the
 * code and the params (decisions "Notifications"). Booking codes are the booking events that
 * email someone; `message` is a conversation's new messages (one row per unread conversation).
 */
export const NOTIFICATION_KINDS = [
  'booking.requested',
  'booking.accepted',
  'booking.rejected',
  'booking.paid',
  'booking.canceled',
  'booking.expired',
  'booking.completed',
  'booking.credited',
  'booking.starts_tomorrow',
  'booking.pickup_soon',
  'booking.review_reminder',
  'dispute.opened',
  'dispute.resolved',
  // Handover reports, the deposit hold and damage claims (the page words them from the `i16` section).
  'handover.checkin_submitted',
  'handover.checkin_confirmed',
  'handover.checkin_contested',
  'handover.checkout_submitted',
  'handover.checkout_confirmed',
  'handover.checkout_contested',
  'deposit.held',
  'deposit.declined',
  'deposit.released',
  'deposit.renewed',
  'claim.filed',
  'claim.answered',
  'claim.decided',
  'message',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Values a notification's text is written from (a bike's title, dates, an amount in cents…). */
export const NotificationParamsValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type NotificationParams = z.infer<typeof NotificationParamsValuesSchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  bookingId: z.uuid().nullable(),
  conversationId: z.uuid().nullable(),
  /** The site path it opens, without the locale prefix (`/dashboard/bookings/…`). */
  link: z.string(),
  params: NotificationParamsValuesSchema,
  /** How many events it stands for: the messages of a conversation while unread; 1 otherwise. */
  count: z.number().int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationParamsSchema = z.object({ notificationId: z.uuid() });

/** GET /notifications: mine, newest first, `before` the previous page's `nextCursor`. */
export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  before: z
    .string()
    .max(100)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/, 'Invalid cursor.')
    .optional(),
  filter: z.enum(['all', 'unread']).default('all'),
});

export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Give it as `before` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const UnreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

export const MarkReadResponseSchema = z.object({ notification: NotificationSchema, unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof MarkReadResponseSchema>;

export const MarkAllReadResponseSchema = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponseSchema>;
