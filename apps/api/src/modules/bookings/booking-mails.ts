import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';
import type { Deps } from '../../deps';
import { renderLayout, type MailBody } from '../../mail/layout';
import { pageUrl } from '../../mail/links';
import { deliverMail, type MailLocale } from '../../mail/mailer';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRow } from './booking-repository';

/** Booking emails, in the recipient's language (both languages required by the type). */
type BookingMail = 'rejected' | 'accepted';
interface MailArgs { firstname: string; title: string; startDate: string; endDate: string; reason: string | null; url: string }

const texts: Record<MailLocale, Record<BookingMail, (a: MailArgs) => MailBody>> = {
  en: {
    rejected: (a) => ({
      subject: `Your booking request for ${a.title} was declined`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [`Your request for ${a.title} from ${a.startDate} to ${a.endDate} was declined.`, ...(a.reason ? [`Reason: ${a.reason}`] : []), 'Nothing was charged. Other bikes are waiting for you.'],
      action: { label: 'See my trips', url: a.url },
      footer: 'You receive this email because you asked to rent a bike on Biclou.',
    }),
    accepted: (a) => ({
      subject: `${a.title}: your booking request was accepted`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [`Good news: your request for ${a.title} from ${a.startDate} to ${a.endDate} was accepted.`, 'Pay within 48 hours to confirm it.'],
      action: { label: 'Pay my booking', url: a.url },
      footer: 'You receive this email because you asked to rent a bike on Biclou.',
    }),
  },
  fr: {
    rejected: (a) => ({
      subject: `Votre demande de réservation pour ${a.title} a été refusée`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [`Votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été refusée.`, ...(a.reason ? [`Motif : ${a.reason}`] : []), 'Aucun montant n’a été débité. D’autres vélos vous attendent.'],
      action: { label: 'Voir mes locations', url: a.url },
      footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
    }),
    accepted: (a) => ({
      subject: `${a.title} : votre demande de réservation a été acceptée`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [`Bonne nouvelle : votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été acceptée.`, 'Payez dans les 48 heures pour la confirmer.'],
      action: { label: 'Payer ma réservation', url: a.url },
      footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
    }),
  },
};

/** Tells each booking's renter, after the commit; a failed send is logged, never an error. */
export async function mailRenters(deps: Deps, db: DbOrTx, rows: BookingRow[], mail: BookingMail, log?: FastifyBaseLogger) {
  if (!rows.length) return;
  const people = await db.select({ id: users.id, email: users.email, firstname: users.firstname, locale: users.locale }).from(users).where(inArray(users.id, rows.map((r) => r.renterId)));
  const bikes = await db.select({ id: listings.id, brand: listings.brand, model: listings.model }).from(listings).where(inArray(listings.id, rows.map((r) => r.listingId)));
  for (const row of rows) {
    const to = people.find((p) => p.id === row.renterId);
    const bike = bikes.find((b) => b.id === row.listingId);
    if (!to) continue;
    const title = [bike?.brand, bike?.model].filter(Boolean).join(' ');
    const path = mail === 'accepted' ? `dashboard/trips/${row.id}/pay` : `dashboard/trips/${row.id}`;
    const body = texts[to.locale][mail]({ firstname: to.firstname, title, startDate: row.startDate, endDate: row.endDate, reason: row.rejectReason, url: pageUrl(deps.config, to.locale, path) });
    await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
  }
}
