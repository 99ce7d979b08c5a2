import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { renderLayout, type MailBody } from '../../../platform/mail/layout';
import { pageUrl } from '../../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../../platform/mail/mailer';

type ListingModerationMail = 'suspended' | 'unsuspended';
interface MailArgs {
  firstname: string;
  title: string;
  reason: string;
  url: string;
}

const texts: Record<MailLocale, Record<ListingModerationMail, (a: MailArgs) => MailBody>> = {
  en: {
    suspended: (a) => ({
      subject: `Your listing “${a.title}” has been suspended`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [
        `Our team has suspended your listing “${a.title}”. It no longer appears in search results or on Biclou’s pages.`,
        `Reason: ${a.reason}`,
        'Bookings already accepted are not affected. If you think this is a mistake, reply to this email.',
      ],
      action: { label: 'See my listing', url: a.url },
      footer: 'You receive this email because you rent out a bike on Biclou.',
    }),
    unsuspended: (a) => ({
      subject: `Your listing “${a.title}” is no longer suspended`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [
        `Our team has lifted the suspension of your listing “${a.title}”.`,
        'It is paused for now: put it back online from your dashboard when you are ready.',
      ],
      action: { label: 'See my listing', url: a.url },
      footer: 'You receive this email because you rent out a bike on Biclou.',
    }),
  },
  fr: {
    suspended: (a) => ({
      subject: `Votre annonce « ${a.title} » a été suspendue`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [
        `Notre équipe a suspendu votre annonce « ${a.title} ». Elle n’apparaît plus dans les résultats de recherche ni sur les pages de Biclou.`,
        `Motif\u00a0: ${a.reason}`,
        'Les réservations déjà acceptées ne sont pas touchées. Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail.',
      ],
      action: { label: 'Voir mon annonce', url: a.url },
      footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
    }),
    unsuspended: (a) => ({
      subject: `Votre annonce « ${a.title} » n’est plus suspendue`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [
        `Notre équipe a levé la suspension de votre annonce « ${a.title} ».`,
        'Elle est en pause pour l’instant\u00a0: remettez-la en ligne depuis votre tableau de bord quand vous le souhaitez.',
      ],
      action: { label: 'Voir mon annonce', url: a.url },
      footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
    }),
  },
};

export interface ListingMailTarget {
  listingId: string;
  title: string;
  email: string;
  firstname: string;
  locale: MailLocale;
  reason: string;
}

/** Tells the owner, in their language, after the commit; a failed send is logged, never an error. */
export async function mailListingModeration(
  deps: Pick<Deps, 'config' | 'mailer'>,
  target: ListingMailTarget,
  mail: ListingModerationMail,
  log?: FastifyBaseLogger,
) {
  const body = texts[target.locale][mail]({
    firstname: target.firstname,
    title: target.title || (target.locale === 'fr' ? 'sans titre' : 'untitled'),
    reason: target.reason,
    url: pageUrl(deps.config, target.locale, `dashboard/listings/${target.listingId}`),
  });
  await deliverMail(
    deps.mailer,
    { to: target.email, locale: target.locale, ...renderLayout(body, target.locale) },
    log,
  );
}
