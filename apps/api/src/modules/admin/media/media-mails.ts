import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { renderLayout, type MailBody } from '../../../platform/mail/layout';
import { pageUrl } from '../../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../../platform/mail/mailer';

interface Args {
  firstname: string;
  title: string;
  reason: string;
  url: string;
}

const texts: Record<MailLocale, (a: Args) => MailBody> = {
  en: (a) => ({
    subject: `A photo of your ${a.title} was removed`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Our team removed a photo from your listing ${a.title}.`,
      `Reason: ${a.reason}`,
      'You can add another photo from your listing at any time.',
    ],
    action: { label: 'See my listing', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Une photo de votre ${a.title} a été retirée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Notre équipe a retiré une photo de votre annonce ${a.title}.`,
      `Motif\u00a0: ${a.reason}`,
      'Vous pouvez ajouter une autre photo à votre annonce à tout moment.',
    ],
    action: { label: 'Voir mon annonce', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};

/** Tells the owner, in their language, why a photo was removed; after the commit, a failed send is only logged. */
export async function mailPhotoRemoved(
  deps: Pick<Deps, 'config' | 'mailer'>,
  to: { email: string; firstname: string; locale: MailLocale },
  a: { title: string; reason: string; listingId: string },
  log?: FastifyBaseLogger,
) {
  const body = texts[to.locale]({
    firstname: to.firstname,
    title: a.title,
    reason: a.reason,
    url: pageUrl(deps.config, to.locale, `dashboard/listings/${a.listingId}`),
  });
  await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
}
