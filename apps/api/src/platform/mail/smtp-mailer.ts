import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

interface SmtpMailerOptions {
  url: string;
  from: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Real email through nodemailer. `send` resolves as soon as the message is queued, so a slow
 * SMTP server never slows a request down (nor makes "forgot password" answer slower for a known
 * address than for an unknown one). `flush` waits for the queue, at shutdown and in tests.
 */
export function createSmtpMailer({
  url,
  from,
  log,
}: SmtpMailerOptions): Mailer & { sendNow(m: MailMessage): Promise<void> } {
  const transport = nodemailer.createTransport(url);
  const pending = new Set<Promise<void>>();

  async function sendNow(m: MailMessage) {
    await transport.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      ...(m.replyTo ? { replyTo: m.replyTo } : {}),
      headers: { 'Content-Language': m.locale },
    });
  }

  return {
    kind: 'smtp',
    sendNow,
    async send(m) {
      const p = sendNow(m)
        .catch((err: unknown) => log?.error({ err, to: m.to, subject: m.subject }, 'SMTP delivery failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
