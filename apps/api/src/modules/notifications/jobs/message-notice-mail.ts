import type { MailBody } from '../../../platform/mail/layout';
import type { MailLocale } from '../../../platform/mail/mailer';

interface MessageNoticeArgs {
  firstname: string;
  /** The other side's first name. */
  from: string;
  /** The bike the conversation is about. */
  title: string;
  /** Unread messages in the conversation. */
  unread: number;
  url: string;
  /** Where the reader turns these emails off. */
  settingsUrl: string;
}

/** The unread-messages notice, in the reader's language; no message text (it may hold what masking hides). */
export const MESSAGE_NOTICE_MAIL: Record<MailLocale, (a: MessageNoticeArgs) => MailBody> = {
  en: (a) => ({
    subject: a.unread > 1 ? `${a.unread} unread messages from ${a.from}` : `New message from ${a.from}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      a.unread > 1
        ? `${a.from} sent you ${a.unread} messages about ${a.title} that you have not read yet.`
        : `${a.from} sent you a message about ${a.title} that you have not read yet.`,
    ],
    action: { label: 'Read and reply', url: a.url },
    footer: `You receive at most one such email per conversation until you read it. Turn these emails off in your account: ${a.settingsUrl}`,
  }),
  fr: (a) => ({
    subject: a.unread > 1 ? `${a.unread} messages non lus de ${a.from}` : `Nouveau message de ${a.from}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      a.unread > 1
        ? `${a.from} vous a envoyé ${a.unread} messages au sujet de ${a.title} que vous n’avez pas encore lus.`
        : `${a.from} vous a envoyé un message au sujet de ${a.title} que vous n’avez pas encore lu.`,
    ],
    action: { label: 'Lire et répondre', url: a.url },
    footer: `Vous recevez au plus un e-mail de ce type par conversation tant que vous ne l’avez pas lue. Désactivez ces e-mails dans votre compte\u00a0: ${a.settingsUrl}`,
  }),
};
