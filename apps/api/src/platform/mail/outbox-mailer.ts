import type { Db } from '@biclou/db/client';
import type { MailMessage, Mailer } from './mailer';
import { insertOutbox } from './outbox-repository';

/** Development and tests: mail is written to the outbox table and read at /api/v1/dev/outbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(m: MailMessage) {
      await insertOutbox(db, {
        channel: 'email',
        recipient: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        locale: m.locale,
      });
    },
    async flush() {},
  };
}
