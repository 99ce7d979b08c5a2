import type { Tx } from '@biclou/db/client';
import { isMessageNoticeDue, messageNoticeBounds, type UnreadConversation } from '@biclou/domain/message-notices';
import { JOB_BATCH, type JobDeps, type ModuleJob } from '../../../platform/jobs/module-job';
import { renderLayout } from '../../../platform/mail/layout';
import { pageUrl } from '../../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../../platform/mail/mailer';
import { MESSAGE_NOTICE_MAIL } from './message-notice-mail';

/** One reader's unread side of one conversation, as messaging reads it. */
export interface UnreadConversationCandidate extends UnreadConversation {
  conversationId: string;
  userId: string;
  email: string;
  locale: MailLocale;
  firstname: string;
  otherFirstname: string;
  listingTitle: string;
  unreadCount: number;
}

/**
 * What the job needs from messaging (which owns conversations and messages): the SQL lives there.
 * `candidates` selects readers whose oldest unread message is at or before the bound, locked with
 * FOR UPDATE SKIP LOCKED in `tx` (several instances never take the same); `markNoticed` records
 * the notice (`lastNoticeAt = at`) in the same transaction.
 */
export interface UnreadConversationSource {
  candidates(tx: Tx, bounds: { unreadAtOrBefore: Date }, limit: number): Promise<UnreadConversationCandidate[]>;
  markNoticed(tx: Tx, c: { conversationId: string; userId: string }, at: Date): Promise<void>;
}

/**
 * The unread-messages email job (decisions "Notifications"): one notice per conversation after it
 * stays unread 10 minutes, in the reader's language, only with their "email me about new
 * messages" on. The rule is `isMessageNoticeDue`; the notice is claimed in the transaction and
 * sent after the commit (at most once, like every notice). Listed in modules/jobs.ts once
 * messaging provides the source.
 */
export function messageNoticesJob(source: UnreadConversationSource): ModuleJob<{ messageNotices: number }> {
  return {
    name: 'message-notices',
    async run(deps, now) {
      const due = await deps.db.transaction(async (tx) => {
        const rows = await source.candidates(tx, messageNoticeBounds(now), JOB_BATCH);
        const claimed: UnreadConversationCandidate[] = [];
        for (const row of rows) {
          if (!isMessageNoticeDue(row, now)) continue;
          await source.markNoticed(tx, row, now);
          claimed.push(row);
        }
        return claimed;
      });
      for (const c of due) await sendNotice(deps, c);
      return { messageNotices: due.length };
    },
  };
}

async function sendNotice(deps: JobDeps, c: UnreadConversationCandidate) {
  if (!deps.mailer || !deps.config) return;
  const body = MESSAGE_NOTICE_MAIL[c.locale]({
    firstname: c.firstname,
    from: c.otherFirstname,
    title: c.listingTitle,
    unread: c.unreadCount,
    url: pageUrl(deps.config, c.locale, `dashboard/chats/${c.conversationId}`),
    settingsUrl: pageUrl(deps.config, c.locale, 'account#notifications'),
  });
  await deliverMail(deps.mailer, { to: c.email, locale: c.locale, ...renderLayout(body, c.locale) }, deps.log);
}
