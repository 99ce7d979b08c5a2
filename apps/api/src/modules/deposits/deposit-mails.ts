import { renderLayout, type MailBody } from '../../platform/mail/layout';
import { mailFormat } from '../../platform/mail/format';
import { pageUrl } from '../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../platform/mail/mailer';
import { mailFacts, type BookingEvent, type BookingEventContext } from '../bookings';

type Told = 'deposit.declined' | 'deposit.released' | 'claim.filed' | 'claim.answered' | 'claim.decided';
type Side = 'owner' | 'renter';
interface Args {
  firstname: string;
  title: string;
  amount: string | null;
  url: string;
}

/** Who is told of each deposit event by email. */
const RECIPIENTS: Record<Told, Side[]> = {
  'deposit.declined': ['owner', 'renter'],
  'deposit.released': ['renter'],
  'claim.filed': ['renter'],
  'claim.answered': ['owner'],
  'claim.decided': ['owner', 'renter'],
};

const EN: Record<Told, (a: Args, side: Side) => Pick<MailBody, 'subject' | 'paragraphs'>> = {
  'deposit.declined': (a, side) => ({
    subject: `${a.title}: the deposit hold was declined`,
    paragraphs: [
      side === 'renter'
        ? 'Your card declined the deposit hold. Contact the owner: they may refuse the handover without penalty, and you would then be refunded in full.'
        : "The renter's card declined the deposit hold. You may refuse the handover without penalty; the renter is then refunded in full.",
    ],
  }),
  'deposit.released': (a) => ({
    subject: `${a.title}: your deposit was released`,
    paragraphs: ['The deposit hold on your card was released. Nothing was charged.'],
  }),
  'claim.filed': (a) => ({
    subject: `${a.title}: the owner filed a damage claim`,
    paragraphs: [
      `The owner asks for ${a.amount} of the deposit for damage found at the return.`,
      'Read the claim and answer it on the trip page. Biclou decides after reading both sides.',
    ],
  }),
  'claim.answered': () => ({
    subject: 'The renter answered your damage claim',
    paragraphs: ['The renter answered your damage claim. Biclou decides after reading both sides.'],
  }),
  'claim.decided': (a) => ({
    subject: `${a.title}: the damage claim was decided`,
    paragraphs: [`Biclou decided the damage claim: ${a.amount} of the deposit is captured, the rest released.`],
  }),
};

const FR: typeof EN = {
  'deposit.declined': (a, side) => ({
    subject: `${a.title} : le blocage de la caution a été refusé`,
    paragraphs: [
      side === 'renter'
        ? 'Votre carte a refusé le blocage de la caution. Contactez le propriétaire : il peut refuser la remise du vélo sans pénalité, et vous seriez alors remboursé intégralement.'
        : 'La carte du locataire a refusé le blocage de la caution. Vous pouvez refuser la remise du vélo sans pénalité ; le locataire est alors remboursé intégralement.',
    ],
  }),
  'deposit.released': (a) => ({
    subject: `${a.title} : votre caution a été libérée`,
    paragraphs: ['Le blocage de la caution sur votre carte a été libéré. Rien n’a été débité.'],
  }),
  'claim.filed': (a) => ({
    subject: `${a.title} : le propriétaire a fait une réclamation`,
    paragraphs: [
      `Le propriétaire demande ${a.amount} de la caution pour un dommage constaté au retour.`,
      'Lisez la réclamation et répondez-y sur la page du trajet. Biclou décide après avoir lu les deux parties.',
    ],
  }),
  'claim.answered': () => ({
    subject: 'Le locataire a répondu à votre réclamation',
    paragraphs: ['Le locataire a répondu à votre réclamation. Biclou décide après avoir lu les deux parties.'],
  }),
  'claim.decided': (a) => ({
    subject: `${a.title} : la réclamation a été décidée`,
    paragraphs: [`Biclou a décidé la réclamation : ${a.amount} de la caution sont prélevés, le reste est libéré.`],
  }),
};

const isTold = (type: BookingEvent['type']): type is Told => type in RECIPIENTS;

/** The booking-events subscriber for deposit and claim emails, in each reader's language. */
export async function mailOnDepositEvent(event: BookingEvent, ctx: BookingEventContext) {
  const { mailer, config, db } = ctx.deps;
  if (!isTold(event.type) || !mailer || !config) return;
  const b = event.booking;
  const cents =
    event.type === 'claim.filed' ? event.amountCents : event.type === 'claim.decided' ? event.capturedCents : null;
  for (const side of RECIPIENTS[event.type]) {
    const { to, bike } = await mailFacts(db, side === 'renter' ? b.renterId : b.ownerId, b.listingId);
    if (!to) continue;
    const locale: MailLocale = to.locale === 'fr' ? 'fr' : 'en';
    const path = side === 'renter' ? `dashboard/trips/${b.id}` : `dashboard/bookings/${b.id}`;
    const args: Args = {
      firstname: to.firstname,
      title: [bike?.brand, bike?.model].filter(Boolean).join(' '),
      amount: cents === null ? null : mailFormat(locale).money(cents, b.currency),
      url: pageUrl(config, locale, path),
    };
    const text = (locale === 'fr' ? FR : EN)[event.type](args, side);
    const body: MailBody = {
      ...text,
      greeting: locale === 'fr' ? `Bonjour ${args.firstname},` : `Hello ${args.firstname},`,
      action: { label: locale === 'fr' ? 'Voir la réservation' : 'See the booking', url: args.url },
      footer:
        locale === 'fr'
          ? 'Vous recevez cet e-mail en raison d’une location sur Biclou.'
          : 'You receive this email because of a rental on Biclou.',
    };
    await deliverMail(mailer, { to: to.email, locale, ...renderLayout(body, locale) }, ctx.log);
  }
}
