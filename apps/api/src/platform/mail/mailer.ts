import type { FastifyBaseLogger } from 'fastify';

export type MailLocale = 'en' | 'fr';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The recipient's language, the one the message is written in. */
  locale: MailLocale;
  /** Where answers go, when not to the sender (the contact form's messages: the person who wrote). */
  replyTo?: string;
}

/** One way to send email, whatever the transport. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Hands the message over. SMTP delivery continues in the background; see `flush`. */
  send(message: MailMessage): Promise<void>;
  /** Waits for every message handed over so far to be delivered (or to have failed and been logged). */
  flush(): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Sends mail once the state change it reports is committed. A mail failure is logged, never
 * turned into an error for a request whose change already happened: the person can ask again.
 */
export async function deliverMail(mailer: Mailer, message: MailMessage | null, log?: FastifyBaseLogger) {
  if (!message) return;
  try {
    await mailer.send(message);
  } catch (err) {
    log?.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed');
  }
}
