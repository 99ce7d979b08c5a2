import type { Db } from '@biclou/db/client';
import { insertOutbox } from '../mail/outbox-repository';

export interface SmsMessage {
  /** E.164 number. */
  to: string;
  text: string;
  locale: 'en' | 'fr';
}

/** One way to send a text message; a provider implementation plugs in here. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Default: the message goes to the outbox table (channel 'sms'), readable at /api/v1/dev/outbox. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    async send(m) {
      await insertOutbox(db, {
        channel: 'sms',
        recipient: m.to,
        subject: null,
        text: m.text,
        html: null,
        locale: m.locale,
      });
    },
  };
}
