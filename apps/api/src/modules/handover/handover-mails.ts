import type { HandoverKind } from '@biclou/domain/handover-checklist';
import { renderLayout, type MailBody } from '../../platform/mail/layout';
import { mailFormat } from '../../platform/mail/format';
import { pageUrl } from '../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../platform/mail/mailer';
import { mailFacts, type BookingEvent, type BookingEventContext } from '../bookings';

type Step = 'submitted' | 'confirmed' | 'contested';
interface Args {
  firstname: string;
  title: string;
  /** The rental's pickup and return on the bike's clock, for a sentence's parentheses (`mailFormat.times`). */
  times: string;
  url: string;
}

const KIND_EN: Record<HandoverKind, string> = { checkin: 'check-in', checkout: 'check-out' };
const KIND_FR: Record<HandoverKind, string> = {
  checkin: 'état des lieux de départ',
  checkout: 'état des lieux de retour',
};

const TEXTS: Record<MailLocale, (step: Step, kind: HandoverKind, a: Args) => MailBody> = {
  en: (step, kind, a) => {
    const what = KIND_EN[kind];
    const footer = 'You receive this email because of a rental on Biclou.';
    if (step === 'submitted')
      return {
        subject: `${a.title}: the ${what} report is ready for you`,
        greeting: `Hello ${a.firstname},`,
        paragraphs: [
          `The owner has written the ${what} report of ${a.title} (${a.times}), with photos.`,
          'Read it on your phone: confirm it if it matches the bike, or contest it with a comment.',
        ],
        action: { label: 'See the report', url: a.url },
        footer,
      };
    return {
      subject:
        step === 'confirmed'
          ? `${a.title}: the renter confirmed the ${what} report`
          : `${a.title}: the renter contested the ${what} report`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [
        step === 'confirmed'
          ? `The renter confirmed the ${what} report of ${a.title} (${a.times}).`
          : `The renter contested the ${what} report of ${a.title} (${a.times}). Read their comment on the booking.`,
      ],
      action: { label: 'See the booking', url: a.url },
      footer,
    };
  },
  fr: (step, kind, a) => {
    const what = KIND_FR[kind];
    const footer = 'Vous recevez cet e-mail en raison d’une location sur Biclou.';
    if (step === 'submitted')
      return {
        subject: `${a.title}\u00a0: l’${what} vous attend`,
        greeting: `Bonjour ${a.firstname},`,
        paragraphs: [
          `Le propriétaire a rédigé l’${what} de ${a.title} (${a.times}), avec des photos.`,
          'Lisez-le sur votre téléphone\u00a0: confirmez-le s’il correspond au vélo, ou contestez-le avec un commentaire.',
        ],
        action: { label: 'Voir l’état des lieux', url: a.url },
        footer,
      };
    return {
      subject:
        step === 'confirmed'
          ? `${a.title}\u00a0: le locataire a confirmé l’${what}`
          : `${a.title}\u00a0: le locataire a contesté l’${what}`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [
        step === 'confirmed'
          ? `Le locataire a confirmé l’${what} de ${a.title} (${a.times}).`
          : `Le locataire a contesté l’${what} de ${a.title} (${a.times}). Lisez son commentaire sur la réservation.`,
      ],
      action: { label: 'Voir la réservation', url: a.url },
      footer,
    };
  },
};

const HANDOVER_EVENT = /^handover\.(checkin|checkout)_(submitted|confirmed|contested)$/;

/** The step of a handover event, or null for any other event. */
function handoverStepOf(type: BookingEvent['type']): { kind: HandoverKind; step: Step } | null {
  const m = HANDOVER_EVENT.exec(type);
  return m ? { kind: m[1] as HandoverKind, step: m[2] as Step } : null;
}

/**
 * The booking-events subscriber for handover emails: a submitted report goes to the renter (to
 * confirm or contest), the renter's answer to the owner. Each in the reader's language.
 */
export async function mailOnHandoverEvent(event: BookingEvent, ctx: BookingEventContext) {
  const parsed = handoverStepOf(event.type);
  const { mailer, config, db } = ctx.deps;
  if (!parsed || !mailer || !config) return;
  const b = event.booking;
  const toRenter = parsed.step === 'submitted';
  const recipientId = toRenter ? b.renterId : b.ownerId;
  const { to, bike } = await mailFacts(db, recipientId, b.listingId);
  if (!to) return;
  const locale: MailLocale = to.locale === 'fr' ? 'fr' : 'en';
  const path = toRenter ? `dashboard/trips/${b.id}/handover` : `dashboard/bookings/${b.id}`;
  const body = TEXTS[locale](parsed.step, parsed.kind, {
    firstname: to.firstname,
    title: [bike?.brand, bike?.model].filter(Boolean).join(' '),
    times: mailFormat(locale).times(b.pickupAt, b.returnAt, b.timeZone, { inParentheses: true }),
    url: pageUrl(config, locale, path),
  });
  await deliverMail(mailer, { to: to.email, locale, ...renderLayout(body, locale) }, ctx.log);
}
