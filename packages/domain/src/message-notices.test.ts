import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMessageNoticeDue, messageNoticeBounds, type UnreadConversation } from './message-notices';

const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00Z`);
const c = (oldestUnreadAt: string | null, lastNoticeAt: string | null, wantsEmails = true): UnreadConversation => ({
  oldestUnreadAt: oldestUnreadAt ? at(oldestUnreadAt) : null,
  lastNoticeAt: lastNoticeAt ? at(lastNoticeAt) : null,
  wantsEmails,
});

describe('isMessageNoticeDue', () => {
  it.each([
    ['nothing unread', c(null, null), '12:00', false],
    ['unread for 9 minutes', c('10:00', null), '10:09', false],
    ['unread for exactly 10 minutes', c('10:00', null), '10:10', true],
    ['unread for an hour, never told', c('10:00', null), '11:00', true],
    ['already told about this unread stretch', c('10:00', '10:10'), '10:30', false],
    ['more messages since the notice, still unread (oldest unchanged)', c('10:00', '10:10'), '12:00', false],
    ['read since, a new message unread for 10 minutes', c('11:00', '10:10'), '11:10', true],
    ['read since, a new message unread for 5 minutes', c('11:00', '10:10'), '11:05', false],
    ['preference off', c('10:00', null, false), '11:00', false],
    ['preference off, read since', c('11:00', '10:10', false), '12:00', false],
  ])('%s → %s', (_label, conversation, now, due) => {
    expect(isMessageNoticeDue(conversation, at(now))).toBe(due);
  });

  it('one notice per unread stretch: sending one makes it not due until a newer unread message', () => {
    const t0 = Date.parse('2026-06-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 100_000 }), (oldestMin, waitMin) => {
        const oldest = new Date(t0 + oldestMin * 60_000);
        const now = new Date(oldest.getTime() + waitMin * 60_000);
        const before = { oldestUnreadAt: oldest, lastNoticeAt: null, wantsEmails: true };
        if (!isMessageNoticeDue(before, now)) return waitMin < 10;
        return !isMessageNoticeDue({ ...before, lastNoticeAt: now }, new Date(now.getTime() + 3_600_000));
      }),
    );
  });

  it('the SQL bound keeps every due conversation (property)', () => {
    const time = fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(time, fc.option(time), fc.option(time), fc.boolean(), (now, oldest, notice, wants) => {
        const conversation = { oldestUnreadAt: oldest, lastNoticeAt: notice, wantsEmails: wants };
        if (!isMessageNoticeDue(conversation, now)) return true;
        return oldest !== null && oldest.getTime() <= messageNoticeBounds(now).unreadAtOrBefore.getTime();
      }),
    );
  });
});
