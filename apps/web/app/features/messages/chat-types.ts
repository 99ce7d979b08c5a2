/** The messaging contract as the pages read it (types only: no zod in the page's chunks). */
export type {
  CloseReason,
  ConversationDetail,
  ConversationListResponse,
  ConversationSummary,
  Message,
  Person,
} from '@biclou/contracts/messaging';
import type { CloseReason } from '@biclou/contracts/messaging';

/** The reasons of the close dialog, in the contract's order (its `CLOSE_REASONS`, kept here as a plain list). */
export const CLOSE_REASONS: readonly CloseReason[] = ['resolved', 'no_longer_needed', 'inappropriate', 'spam', 'other'];
