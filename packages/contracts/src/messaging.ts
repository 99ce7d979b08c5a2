import { z } from './zod';
import type { Notification } from './notifications';

/**
 * Messaging: one conversation per listing and renter, text and photo messages, the
 * booking's events as system lines, closing with a reason, contact details masked for the reader
 * until a booking between the two is paid (decisions "Messaging"). Live delivery: see the socket
 * event maps at the end of this file and docs/architecture.md "Realtime".
 */

/** The longest message body, in characters (after trimming). */
const MESSAGE_MAX_LENGTH = 2000;
/** The longest closing note. */
const CLOSE_NOTE_MAX_LENGTH = 500;

export const CLOSE_REASONS = ['resolved', 'no_longer_needed', 'inappropriate', 'spam', 'other'] as const;
export const CloseReasonSchema = z.enum(CLOSE_REASONS);
export type CloseReason = z.infer<typeof CloseReasonSchema>;

const MESSAGE_KINDS = ['text', 'photo', 'system'] as const;

/** A booking step shown as a system line; the reader's page writes it in their language. */
export const MESSAGE_EVENT_TYPES = [
  'requested',
  'accepted',
  'rejected',
  'expired',
  'paid',
  'canceled',
  'completed',
  // Handover reports (the page words them from the `handover.chat` section).
  'handover_checkin_submitted',
  'handover_checkin_confirmed',
  'handover_checkin_contested',
  'handover_checkout_submitted',
  'handover_checkout_confirmed',
  'handover_checkout_contested',
  // The deposit hold and damage claims (the page words them from the `deposits.chat` section).
  'deposit_held',
  'deposit_declined',
  'deposit_released',
  'deposit_captured',
  'deposit_renewed',
  'claim_filed',
  'claim_answered',
  'claim_decided',
] as const;
export type MessageEventType = (typeof MESSAGE_EVENT_TYPES)[number];

/** Message ids are a sequence (as a decimal string): they sort in creation order within a conversation. */
const MessageIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'Invalid message id.');

export const PersonSchema = z.object({ id: z.uuid(), firstName: z.string(), avatarUrl: z.string().nullable() });
export type Person = z.infer<typeof PersonSchema>;

const ListingRefSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  city: z.string().nullable(),
  /** The clock of the bike's country (IANA, "Europe/Paris"): the thread's times are written on it. */
  timeZone: z.string(),
});

const BookingRefSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The pickup and the return, ISO instants, written on the listing's `timeZone`. */
  pickupAt: z.string(),
  returnAt: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
});

export const MessageEventSchema = z.object({
  type: z.enum(MESSAGE_EVENT_TYPES),
  bookingId: z.uuid(),
  refundCents: z.number().int().optional(),
  currency: z.string().optional(),
  /** A cancellation's reason code, when it has one (`deposit_declined`). */
  reason: z.string().optional(),
});
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const MessageSchema = z.object({
  id: MessageIdSchema,
  conversationId: z.uuid(),
  /** Null for a system line. */
  senderId: z.uuid().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /** Plain text (never HTML), masked for the reader when needed; '' for a photo or a system line. */
  body: z.string(),
  event: MessageEventSchema.nullable(),
  /** A photo: its authorised URL (`/api/v1/conversations/:id/attachments/:messageId`) and size. */
  attachment: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /** The sender's idempotency key, so that its page can match the echo to what it sent. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side saw it (its thread open and visible); null until then. */
  seenAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

const LastMessageSchema = z.object({
  body: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  senderId: z.uuid().nullable(),
  createdAt: z.string(),
  event: MessageEventSchema.nullable(),
});

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  listing: ListingRefSchema,
  /** The other participant, from the reader's side (for an admin: the renter). */
  other: PersonSchema,
  lastMessage: LastMessageSchema.nullable(),
  /** Messages from the other side the reader has not seen. */
  unreadCount: z.number().int(),
  updatedAt: z.string(),
  closed: z.boolean(),
  /** The latest booking of this listing by this renter, if any. */
  bookingId: z.uuid().nullable(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  role: z.enum(['owner', 'renter', 'admin']),
  owner: PersonSchema,
  renter: PersonSchema,
  booking: BookingRefSchema.nullable(),
  closedBy: PersonSchema.nullable(),
  closeReason: CloseReasonSchema.nullable(),
  closeNote: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** True while contact details are masked for the reader (until a booking between the two is paid; admins: false). */
  masked: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

// ---- requests ----

export const ConversationParamsSchema = z.object({ conversationId: z.uuid() });
export const AttachmentParamsSchema = z.object({ conversationId: z.uuid(), messageId: MessageIdSchema });

const bodyText = z
  .string({ error: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(MESSAGE_MAX_LENGTH, `A message may not be longer than ${MESSAGE_MAX_LENGTH} characters.`);

export const ConversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The previous page's `nextCursor`. */
  before: z
    .string()
    .max(100)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/, 'Invalid cursor.')
    .optional(),
});

export const ConversationListResponseSchema = z.object({
  items: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;

export const ConversationUnreadCountResponseSchema = z.object({ count: z.number().int() });
export type ConversationUnreadCountResponse = z.infer<typeof ConversationUnreadCountResponseSchema>;

/** "Contact the owner": reuses the renter's conversation about this listing, or starts it. */
export const StartConversationRequestSchema = z.object({ listingId: z.uuid(), body: bodyText });
export const StartConversationResponseSchema = z.object({
  conversation: ConversationSummarySchema,
  message: MessageSchema,
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

/** `after` or `before` a message id (not both); oldest first either way. Neither: the latest page. */
export const MessageListQuerySchema = z
  .object({
    after: MessageIdSchema.optional(),
    before: MessageIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !(q.after && q.before), { message: 'Give either after or before, not both.', path: ['after'] });

export const MessageListResponseSchema = z.object({
  items: z.array(MessageSchema),
  /** Whether older messages exist before the first item (for "load earlier"). */
  hasMore: z.boolean(),
});
export type MessageListResponse = z.infer<typeof MessageListResponseSchema>;

export const PostMessageRequestSchema = z.object({
  body: bodyText,
  /** The composer's id for this message (a uuid): posting it again returns the same message. */
  clientId: z.uuid('clientId must be a uuid.'),
});

export const MarkSeenRequestSchema = z.object({ upTo: MessageIdSchema });

export const CloseConversationRequestSchema = z.object({
  reason: CloseReasonSchema,
  note: z
    .string()
    .trim()
    .max(CLOSE_NOTE_MAX_LENGTH, `The note may not be longer than ${CLOSE_NOTE_MAX_LENGTH} characters.`)
    .optional(),
});

/** POST /broadcasting/auth (spec §7, the Pusher/Reverb protocol), form or JSON. */
export const BroadcastingAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'Invalid socket id.'),
  channel_name: z.string().max(200),
});
export const BroadcastingAuthResponseSchema = z.object({ auth: z.string() });
export type BroadcastingAuthResponse = z.infer<typeof BroadcastingAuthResponseSchema>;

// ---- live (Socket.IO on the same origin and port, path /socket.io) ----

/** The socket rooms, and the private channels of POST /broadcasting/auth. */
export const userRoom = (userId: string) => `user:${userId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

export interface ConversationClosedEvent {
  conversationId: string;
  closedBy: Person | null;
  closeReason: CloseReason;
  closeNote: string | null;
  closedAt: string;
}

/** Server → client. Each socket is in its user's room; a thread page joins its conversation's room. */
export interface ServerToClientEvents {
  /** To the conversation room and both users' rooms (body masked for each reader). */
  'message:new': (message: Message) => void;
  'message:seen': (e: { conversationId: string; upTo: string; seenAt: string }) => void;
  /** Show "typing…" for TYPING_TTL_MS unless renewed. */
  typing: (e: { conversationId: string; userId: string }) => void;
  'conversation:closed': (e: ConversationClosedEvent) => void;
  /** A new booking request between the two reopened their closed conversation: both may write again. */
  'conversation:reopened': (e: { conversationId: string }) => void;
  /** My unread messages, over every conversation (same as GET /conversations/unread-count). */
  unread: (e: { count: number }) => void;
  /** The notifications module's item (the bell), see ./notifications.ts. */
  'notification:new': (n: Notification) => void;
}

export type JoinAck = { ok: true } | { ok: false; error: 'not_found' | 'invalid' };

/** Client → server. */
export interface ClientToServerEvents {
  'conversation:join': (e: { conversationId: string }, ack?: (r: JoinAck) => void) => void;
  'conversation:leave': (e: { conversationId: string }, ack?: (r: { ok: true }) => void) => void;
  /** The server throttles (one relay per conversation and user per ~2 s). */
  typing: (e: { conversationId: string }) => void;
}
