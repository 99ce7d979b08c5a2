/**
 * The messaging contract as the pages read it (CHAT-CONTRACT.md). Stubbed here until the
 * contracts package carries it; then this file re-exports from there.
 */
export type CloseReason = 'resolved' | 'no_longer_needed' | 'inappropriate' | 'spam' | 'other';
export const CLOSE_REASONS: readonly CloseReason[] = ['resolved', 'no_longer_needed', 'inappropriate', 'spam', 'other'];
export interface Person {
  id: string;
  firstName: string;
  avatarUrl: string | null;
}
export interface ListingRef {
  id: string;
  title: string;
  coverUrl: string | null;
  city: string | null;
}
export interface BookingRef {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  totalCents: number;
  currency: string;
}
export type MessageKind = 'text' | 'photo' | 'system';
export interface ConversationSummary {
  id: string;
  listing: ListingRef;
  other: Person;
  lastMessage: { body: string; kind: MessageKind; senderId: string | null; createdAt: string } | null;
  unreadCount: number;
  updatedAt: string;
  closed: boolean;
  bookingId: string | null;
}
export interface ConversationDetail extends ConversationSummary {
  role: 'owner' | 'renter' | 'admin';
  owner: Person;
  renter: Person;
  booking: BookingRef | null;
  closedBy: Person | null;
  closeReason: CloseReason | null;
  closeNote: string | null;
  closedAt: string | null;
  masked: boolean;
}
export type BookingEventType = 'requested' | 'accepted' | 'rejected' | 'expired' | 'paid' | 'canceled' | 'completed';
export interface Message {
  id: string;
  conversationId: string;
  senderId: string | null;
  kind: MessageKind;
  body: string;
  event: { type: BookingEventType; bookingId: string; refundCents?: number; currency?: string } | null;
  attachment: { url: string; width: number; height: number } | null;
  clientId: string | null;
  createdAt: string;
  seenAt: string | null;
}
export interface ConversationListResponse {
  items: ConversationSummary[];
  nextCursor: string | null;
}
export interface MessageListResponse {
  items: Message[];
}
export interface CreateConversationResponse {
  conversation: ConversationSummary;
  message: Message;
}
export interface ChatUnreadResponse {
  count: number;
}
export interface ConversationClosedEvent {
  conversationId: string;
  closedBy: Person | null;
  closeReason: CloseReason | null;
  closeNote: string | null;
  closedAt: string | null;
}
