import { IMAGE_DEFAULT_QUALITY, IMAGE_FIXED_SIZES, IMAGE_PROXY_PREFIX } from '@biclou/contracts/media-constants';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
  MessageEvent,
  Person,
} from '@biclou/contracts/messaging';
import { textForReader } from '@biclou/domain/contact-masking';
import { timeZoneOfCountry } from '@biclou/domain/time-zones';
import type { Viewer } from './conversation-access';
import type { ConversationCard, LastMessageJson } from './conversation-card-repository';
import type { MessageRow } from './message-repository';

/** Who reads a text, for masking: admins and the author see it as written; others once contacts are revealed. */
interface Reader extends Viewer {
  revealed: boolean;
}

const attachmentUrl = (conversationId: string, messageId: bigint | string) =>
  `/api/v1/conversations/${conversationId}/attachments/${messageId}`;

const { width: coverW, height: coverH } = IMAGE_FIXED_SIZES.chatCover;
const coverUrl = (key: string | null) =>
  key ? `${IMAGE_PROXY_PREFIX}/w_${coverW},h_${coverH},f_webp,q_${IMAGE_DEFAULT_QUALITY},fit_cover/${key}` : null;

function bodyFor(m: { kind: string; body: string; senderId: string | null }, reader: Reader): string {
  if (m.kind !== 'text') return '';
  return textForReader(m.body, {
    isAuthor: m.senderId === reader.id,
    isAdmin: reader.isAdmin,
    contactsRevealed: reader.revealed,
  });
}

/** The note left when the conversation was closed, masked like a message its closer wrote. */
export function closeNoteFor(c: Pick<ConversationCard['c'], 'closeNote' | 'closedBy'>, reader: Reader): string | null {
  if (c.closeNote === null) return null;
  return textForReader(c.closeNote, {
    isAuthor: c.closedBy === reader.id,
    isAdmin: reader.isAdmin,
    contactsRevealed: reader.revealed,
  });
}

const eventOf = (e: Record<string, string | number> | null): MessageEvent | null => (e ? (e as MessageEvent) : null);

export function toMessage(row: MessageRow, reader: Reader): Message {
  return {
    id: row.id.toString(),
    conversationId: row.conversationId,
    senderId: row.senderId,
    kind: row.kind,
    body: bodyFor(row, reader),
    event: eventOf(row.event),
    attachment:
      row.kind === 'photo' && row.attachmentKey
        ? {
            url: attachmentUrl(row.conversationId, row.id),
            width: row.attachmentWidth ?? 0,
            height: row.attachmentHeight ?? 0,
          }
        : null,
    clientId: row.senderId === reader.id ? (row.clientId ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
  };
}

function lastOf(last: LastMessageJson | null, reader: Reader): ConversationSummary['lastMessage'] {
  if (!last) return null;
  return {
    body: bodyFor(last, reader),
    kind: last.kind,
    senderId: last.senderId,
    createdAt: new Date(last.createdAt).toISOString(),
    event: eventOf(last.event),
  };
}

const person = (id: string, firstName: string): Person => ({ id, firstName, avatarUrl: null });

export function toSummary(card: ConversationCard, viewer: Viewer): ConversationSummary {
  const { c } = card;
  const reader: Reader = { ...viewer, revealed: card.revealed };
  const otherIsOwner = c.renterId === viewer.id;
  return {
    id: c.id,
    listing: {
      id: c.listingId,
      title: card.title,
      coverUrl: coverUrl(card.coverKey),
      city: card.city,
      timeZone: timeZoneOfCountry(card.country),
    },
    other: otherIsOwner ? person(c.ownerId, card.ownerFirstname) : person(c.renterId, card.renterFirstname),
    lastMessage: lastOf(card.last, reader),
    unreadCount: c.renterId === viewer.id || c.ownerId === viewer.id ? card.unread : 0,
    updatedAt: c.updatedAt.toISOString(),
    closed: c.closedAt !== null,
    bookingId: card.booking?.id ?? null,
  };
}

export function toDetail(card: ConversationCard, viewer: Viewer): ConversationDetail {
  const { c } = card;
  const role = c.renterId === viewer.id ? 'renter' : c.ownerId === viewer.id ? 'owner' : 'admin';
  return {
    ...toSummary(card, viewer),
    role,
    owner: person(c.ownerId, card.ownerFirstname),
    renter: person(c.renterId, card.renterFirstname),
    booking: card.booking
      ? {
          ...card.booking,
          pickupAt: new Date(card.booking.pickupAt).toISOString(),
          returnAt: new Date(card.booking.returnAt).toISOString(),
          totalCents: Number(card.booking.totalCents),
        }
      : null,
    closedBy: c.closedBy ? person(c.closedBy, card.closedByFirstname ?? '') : null,
    closeReason: (c.closeReason as ConversationDetail['closeReason']) ?? null,
    closeNote: closeNoteFor(c, { ...viewer, revealed: card.revealed }),
    closedAt: c.closedAt?.toISOString() ?? null,
    masked: !(viewer.isAdmin || card.revealed),
  };
}

/** The reader's side of a conversation card, for masking its messages. */
export const readerOf = (viewer: Viewer, revealed: boolean): Reader => ({ ...viewer, revealed });
