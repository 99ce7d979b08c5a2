import type { ContactTopic } from '@biclou/contracts/contact';
import type { Config } from '../../platform/config/config';
import { supportReplyTime } from '../../platform/mail/counted';
import { renderLayout, type MailBody } from '../../platform/mail/layout';
import { pageUrl } from '../../platform/mail/links';
import type { MailLocale, MailMessage } from '../../platform/mail/mailer';
import type { ContactMessageRow } from './contact-repository';

const TOPICS: Record<MailLocale, Record<ContactTopic, string>> = {
  en: {
    renting: 'Renting a bike',
    listing: 'Listing my bike',
    payments: 'Payments and refunds',
    account: 'My account',
    safety: 'Safety and disputes',
    press: 'Press and partnerships',
    other: 'Something else',
  },
  fr: {
    renting: 'Louer un vélo',
    listing: 'Proposer mon vélo',
    payments: 'Paiements et remboursements',
    account: 'Mon compte',
    safety: 'Sécurité et litiges',
    press: 'Presse et partenariats',
    other: 'Autre chose',
  },
};

/** A short reference both emails carry, so that an answer finds its message: `CT-1A2B3C4D`. */
const contactRef = (row: Pick<ContactMessageRow, 'id'>) => `CT-${row.id.slice(0, 8).toUpperCase()}`;

const topicOf = (row: ContactMessageRow, locale: MailLocale) => TOPICS[locale][row.topic as ContactTopic] ?? row.topic;

/**
 * The team's copy, in English: who wrote, about what, and the message itself; Reply-To is the
 * sender, so that answering the email answers them.
 */
export function teamMail(config: Config, row: ContactMessageRow): MailMessage {
  const ref = contactRef(row);
  const body: MailBody = {
    subject: `[Contact ${ref}] ${topicOf(row, 'en')} — ${row.email}`,
    greeting: 'Hello team,',
    paragraphs: [
      `A message came in through the contact form (${ref}).`,
      `Topic: ${topicOf(row, 'en')}`,
      `From: ${row.email}${row.userId ? ` (signed in, member ${row.userId})` : ' (not signed in)'}`,
      `Booking reference: ${row.bookingRef ?? '—'}`,
      `Language: ${row.locale === 'fr' ? 'French' : 'English'}`,
      '———',
      ...row.message.split(/\n{2,}/).map((p) => p.trim()),
    ],
    footer: `Reply to this email to answer ${row.email} directly (in ${row.locale === 'fr' ? 'French' : 'English'}).`,
  };
  return { to: config.CONTACT_EMAIL, locale: 'en', replyTo: row.email, ...renderLayout(body, 'en') };
}

const confirmation: Record<
  MailLocale,
  (a: { ref: string; topic: string; helpUrl: string; replyTime: string }) => MailBody
> = {
  en: (a) => ({
    subject: `We received your message (${a.ref})`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for writing to Biclou. Your message about “${a.topic}” reached our team, with the reference ${a.ref}.`,
      `We usually answer within ${a.replyTime}, by email to this address. You do not need to write again in the meantime.`,
      'Many answers are already in our help centre: booking, cancellation, the deposit and payouts.',
    ],
    action: { label: 'Visit the help centre', url: a.helpUrl },
    footer: 'If you did not write to Biclou, someone typed your address by mistake: you can ignore this email.',
  }),
  fr: (a) => ({
    subject: `Nous avons bien reçu votre message (${a.ref})`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Merci d’avoir écrit à Biclou. Votre message au sujet de « ${a.topic} » est bien arrivé à notre équipe, sous la référence ${a.ref}.`,
      `Nous répondons en général sous ${a.replyTime}, par e-mail à cette adresse. Inutile de nous réécrire d’ici là.`,
      'Beaucoup de réponses se trouvent déjà dans notre centre d’aide\u00a0: réservation, annulation, caution et virements.',
    ],
    action: { label: 'Consulter le centre d’aide', url: a.helpUrl },
    footer:
      'Si vous n’avez pas écrit à Biclou, quelqu’un a saisi votre adresse par erreur\u00a0: ignorez simplement cet e-mail.',
  }),
};

/**
 * The sender's receipt, in the page's language. It does not repeat the message: the form must not
 * become a way to mail any text to any address.
 */
export function confirmationMail(config: Config, row: ContactMessageRow): MailMessage {
  const locale: MailLocale = row.locale === 'fr' ? 'fr' : 'en';
  const body = confirmation[locale]({
    ref: contactRef(row),
    topic: topicOf(row, locale),
    helpUrl: pageUrl(config, locale, 'help'),
    replyTime: supportReplyTime(locale),
  });
  return { to: row.email, locale, ...renderLayout(body, locale) };
}
