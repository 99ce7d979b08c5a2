import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor, uniqueEmail } from '../../../test/helpers';
import { messageNoticesJob, type UnreadConversationCandidate, type UnreadConversationSource } from './message-notices';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00Z`);

/** Messaging's side, in memory: the rows it would select and the notice times it would store. */
function fakeSource(rows: UnreadConversationCandidate[]): UnreadConversationSource {
  return {
    candidates: async (_tx, bounds) =>
      rows.filter((r) => r.oldestUnreadAt && r.oldestUnreadAt <= bounds.unreadAtOrBefore).map((r) => ({ ...r })),
    markNoticed: async (_tx, c, when) => {
      rows.find((r) => r.conversationId === c.conversationId && r.userId === c.userId)!.lastNoticeAt = when;
    },
  };
}
const reader = (o: Partial<UnreadConversationCandidate> = {}): UnreadConversationCandidate => ({
  conversationId: crypto.randomUUID(),
  userId: crypto.randomUUID(),
  email: uniqueEmail('reader'),
  locale: 'en',
  firstname: 'Tom',
  otherFirstname: 'Léa',
  listingTitle: 'Gazelle Orange',
  unreadCount: 2,
  oldestUnreadAt: at('10:00'),
  lastNoticeAt: null,
  wantsEmails: true,
  ...o,
});

describe('unread-message notices', () => {
  it('one email after 10 minutes unread, not again for the same unread stretch, in the reader language', async () => {
    const en = reader();
    const fr = reader({ locale: 'fr', firstname: 'Chloé', unreadCount: 1 });
    const off = reader({ wantsEmails: false });
    const job = messageNoticesJob(fakeSource([en, fr, off]));

    expect(await job.run(t.deps, at('10:09'))).toEqual({ messageNotices: 0 });
    expect(await job.run(t.deps, at('10:10'))).toEqual({ messageNotices: 2 });
    expect(await job.run(t.deps, at('10:40'))).toEqual({ messageNotices: 0 });

    const [mail] = await outboxFor(t, en.email);
    expect(mail!.subject).toBe('2 unread messages from Léa');
    expect(mail!.text).toContain(`/dashboard/chats/${en.conversationId}`);
    expect(mail!.text).toContain('/account#notifications');
    expect((await outboxFor(t, fr.email))[0]!.subject).toBe('Nouveau message de Léa');
    expect(await outboxFor(t, off.email)).toEqual([]);
    expect(await outboxFor(t, en.email)).toHaveLength(1);
  });

  it('after reading, a newer unread message gives a new notice 10 minutes later', async () => {
    const r = reader();
    const job = messageNoticesJob(fakeSource([r]));
    await job.run(t.deps, at('10:10'));
    r.oldestUnreadAt = at('11:00'); // read, then a new message
    expect(await job.run(t.deps, at('11:05'))).toEqual({ messageNotices: 0 });
    expect(await job.run(t.deps, at('11:10'))).toEqual({ messageNotices: 1 });
    expect(await outboxFor(t, r.email)).toHaveLength(2);
  });
});
