import type { ConversationSummary, Message } from '@biclou/contracts/messaging';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySeen,
  compareIds,
  inboxWithMessage,
  lastSeenOfMine,
  lastUnseenFromOther,
  mergeMessages,
} from './thread-state';

const ME = '11111111-1111-4111-8111-111111111111';
const HER = '22222222-2222-4222-8222-222222222222';
const CONV = '33333333-3333-4333-8333-333333333333';
const msg = (id: number, o: Partial<Message> = {}): Message => ({
  id: String(id),
  conversationId: CONV,
  senderId: HER,
  kind: 'text',
  body: `m${id}`,
  event: null,
  attachment: null,
  clientId: null,
  createdAt: new Date(Date.UTC(2026, 5, 1, 10, 0, id)).toISOString(),
  seenAt: null,
  ...o,
});

describe('compareIds', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['42', '42', 0],
    ['100', '99', 1],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareIds(a, b))).toBe(sign));
  it('orders numeric ids as numbers', () =>
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => Math.sign(compareIds(String(a), String(b))) === Math.sign(a - b)),
    ));
});

describe('mergeMessages', () => {
  it('dedupes by id and keeps id order, whatever the arrival order', () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 }), (ids) => {
        let thread: Message[] = [];
        for (const id of ids) thread = mergeMessages(thread, [msg(id)]);
        const want = [...new Set(ids)].sort((a, b) => a - b).map(String);
        expect(thread.map((m) => m.id)).toEqual(want);
      }),
    ));
  it('a late copy without seenAt keeps the seen time', () => {
    const seen = msg(3, { senderId: ME, seenAt: '2026-06-01T10:05:00.000Z' });
    expect(mergeMessages([seen], [msg(3, { senderId: ME })])[0]?.seenAt).toBe(seen.seenAt);
  });
  it('a catch-up page after a drop fills the gap without duplicates', () => {
    const before = [msg(1), msg(2)];
    const live = mergeMessages(before, [msg(5)]);
    const caughtUp = mergeMessages(live, [msg(3), msg(4), msg(5)]);
    expect(caughtUp.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('seen', () => {
  it('applySeen marks only my messages up to upTo', () => {
    const thread = [msg(1, { senderId: ME }), msg(2), msg(3, { senderId: ME }), msg(4, { senderId: ME })];
    const next = applySeen(thread, ME, '3', 'T');
    expect(next.map((m) => m.seenAt)).toEqual(['T', null, 'T', null]);
    expect(lastSeenOfMine(next, ME)?.id).toBe('3');
  });
  it('lastUnseenFromOther is the newest of theirs, unless already seen; system lines do not count', () => {
    expect(lastUnseenFromOther([msg(1), msg(2, { senderId: ME })], ME)?.id).toBe('1');
    expect(lastUnseenFromOther([msg(1, { seenAt: 'T' })], ME)).toBeNull();
    expect(lastUnseenFromOther([msg(1, { senderId: null, kind: 'system' })], ME)).toBeNull();
  });
});

describe('inboxWithMessage', () => {
  const conv = (id: string, unread = 0): ConversationSummary => ({
    id,
    listing: { id: CONV, title: 'Gazelle', coverUrl: null, city: 'Lyon', timeZone: 'Europe/Paris' },
    other: { id: HER, firstName: 'Léa', avatarUrl: null },
    lastMessage: null,
    unreadCount: unread,
    updatedAt: '2026-06-01T09:00:00.000Z',
    closed: false,
    bookingId: null,
  });
  const other = '44444444-4444-4444-8444-444444444444';
  it('moves the conversation to the top with one more unread', () => {
    const next = inboxWithMessage([conv(other), conv(CONV, 1)], msg(9), ME, null)!;
    expect(next.map((c) => c.id)).toEqual([CONV, other]);
    expect(next[0]?.unreadCount).toBe(2);
    expect(next[0]?.lastMessage?.body).toBe('m9');
  });
  it('no unread for my own message or the open thread', () => {
    expect(inboxWithMessage([conv(CONV)], msg(9, { senderId: ME }), ME, null)![0]?.unreadCount).toBe(0);
    expect(inboxWithMessage([conv(CONV)], msg(9), ME, CONV)![0]?.unreadCount).toBe(0);
  });
  it('null for an unknown conversation (the page reloads the list)', () => {
    expect(inboxWithMessage([conv(other)], msg(9), ME, null)).toBeNull();
  });
});
