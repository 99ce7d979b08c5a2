import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@biclou/db/client';
import { listings, users } from '@biclou/db/schema';
import { parisToday } from '@biclou/domain/paris-calendar';
import { reviewDeadline } from '@biclou/domain/review-rules';
import type { Deps } from '../../deps';
import { renderLayout, type MailBody } from '../../mail/layout';
import { pageUrl } from '../../mail/links';
import { deliverMail, type MailLocale } from '../../mail/mailer';
import type { BookingRow } from './booking-repository';

/** Booking emails and who receives them; both languages are required by the type. */
const RECIPIENT = {
  rejected: 'renter', accepted: 'renter', canceledForRenter: 'renter', expired: 'renter', requested: 'owner', paid: 'owner', canceledForOwner: 'owner',
  startsTomorrowForRenter: 'renter', startsTomorrowForOwner: 'owner', completedForRenter: 'renter', completedForOwner: 'owner',
  reviewReminderForRenter: 'renter', reviewReminderForOwner: 'owner', credited: 'owner',
} as const;
export type BookingMail = keyof typeof RECIPIENT;
interface MailArgs { firstname: string; title: string; startDate: string; endDate: string; reason: string | null; refund: string; earnings: string; credited: string; reviewBy: string; url: string }

/** Where each mail's button leads, from the recipient's side (the balance for a credit). */
function mailPath(mail: BookingMail, row: BookingRow): string {
  if (mail === 'credited') return 'dashboard/payouts';
  if (RECIPIENT[mail] === 'owner') return `dashboard/bookings/${row.id}`;
  return mail === 'accepted' ? `dashboard/trips/${row.id}/pay` : `dashboard/trips/${row.id}`;
}

const money = (cents: number, currency: string, locale: MailLocale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency }).format(cents / 100);

const en: Record<BookingMail, (a: MailArgs) => MailBody> = {
  rejected: (a) => ({ subject: `Your booking request for ${a.title} was declined`, greeting: `Hello ${a.firstname},`, paragraphs: [`Your request for ${a.title} from ${a.startDate} to ${a.endDate} was declined.`, ...(a.reason ? [`Reason: ${a.reason}`] : []), 'Nothing was charged. Other bikes are waiting for you.'], action: { label: 'See my trips', url: a.url }, footer: 'You receive this email because you asked to rent a bike on Biclou.' }),
  accepted: (a) => ({ subject: `${a.title}: your booking request was accepted`, greeting: `Hello ${a.firstname},`, paragraphs: [`Good news: your request for ${a.title} from ${a.startDate} to ${a.endDate} was accepted.`, 'Pay within 48 hours to confirm it.'], action: { label: 'Pay my booking', url: a.url }, footer: 'You receive this email because you asked to rent a bike on Biclou.' }),
  expired: (a) => ({ subject: `Your booking of ${a.title} has expired`, greeting: `Hello ${a.firstname},`, paragraphs: [`Your booking of ${a.title} from ${a.startDate} to ${a.endDate} expired: it was not answered or not paid in time.`, 'Nothing was charged. You can make a new request.'], action: { label: 'See my trips', url: a.url }, footer: 'You receive this email because you asked to rent a bike on Biclou.' }),
  canceledForRenter: (a) => ({ subject: `Your booking of ${a.title} was canceled`, greeting: `Hello ${a.firstname},`, paragraphs: [`The booking of ${a.title} from ${a.startDate} to ${a.endDate} was canceled.`, `Refund: ${a.refund}.`], action: { label: 'See my trips', url: a.url }, footer: 'You receive this email because you rented a bike on Biclou.' }),
  requested: (a) => ({ subject: `New booking request for ${a.title}`, greeting: `Hello ${a.firstname},`, paragraphs: [`You have a new request for ${a.title} from ${a.startDate} to ${a.endDate}. You earn ${a.earnings}.`, 'Answer within 48 hours, or the request expires.'], action: { label: 'Answer the request', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  paid: (a) => ({ subject: `${a.title} is booked and paid`, greeting: `Hello ${a.firstname},`, paragraphs: [`The booking of ${a.title} from ${a.startDate} to ${a.endDate} is paid. You earn ${a.earnings}, available 4 days after the rental.`], action: { label: 'See the booking', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  canceledForOwner: (a) => ({ subject: `The booking of ${a.title} was canceled`, greeting: `Hello ${a.firstname},`, paragraphs: [`The booking of ${a.title} from ${a.startDate} to ${a.endDate} was canceled. Your dates are free again.`], action: { label: 'See my bookings', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  startsTomorrowForRenter: (a) => ({ subject: `Your rental of ${a.title} starts tomorrow`, greeting: `Hello ${a.firstname},`, paragraphs: [`Your rental of ${a.title} starts tomorrow, ${a.startDate}, and ends on ${a.endDate}.`, 'The exact address and the owner’s first name are on your trip page. Enjoy the ride!'], action: { label: 'See my trip', url: a.url }, footer: 'You receive this email because you rented a bike on Biclou.' }),
  startsTomorrowForOwner: (a) => ({ subject: `${a.title} is rented from tomorrow`, greeting: `Hello ${a.firstname},`, paragraphs: [`The rental of ${a.title} starts tomorrow, ${a.startDate}, and ends on ${a.endDate}.`, 'Have the bike and its accessories ready for the renter.'], action: { label: 'See the booking', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  completedForRenter: (a) => ({ subject: `How was your ride on ${a.title}?`, greeting: `Hello ${a.firstname},`, paragraphs: [`Your rental of ${a.title} from ${a.startDate} to ${a.endDate} is over.`, `Tell other members how it went: you can review the bike and its owner until ${a.reviewBy}. Reviews appear once both of you have written yours.`], action: { label: 'Write my review', url: a.url }, footer: 'You receive this email because you rented a bike on Biclou.' }),
  completedForOwner: (a) => ({ subject: `The rental of ${a.title} is over`, greeting: `Hello ${a.firstname},`, paragraphs: [`The rental of ${a.title} from ${a.startDate} to ${a.endDate} is over. Your earnings of ${a.earnings} will be available 4 days after the rental.`, `You can review the renter until ${a.reviewBy}. Reviews appear once both of you have written yours.`], action: { label: 'Write my review', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  reviewReminderForRenter: (a) => ({ subject: `A few days left to review ${a.title}`, greeting: `Hello ${a.firstname},`, paragraphs: [`You have not reviewed your rental of ${a.title} from ${a.startDate} to ${a.endDate} yet.`, `You can write your review until ${a.reviewBy}.`], action: { label: 'Write my review', url: a.url }, footer: 'You receive this email because you rented a bike on Biclou.' }),
  reviewReminderForOwner: (a) => ({ subject: `A few days left to review the renter of ${a.title}`, greeting: `Hello ${a.firstname},`, paragraphs: [`You have not reviewed the renter of ${a.title} from ${a.startDate} to ${a.endDate} yet.`, `You can write your review until ${a.reviewBy}.`], action: { label: 'Write my review', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
  credited: (a) => ({ subject: `${a.credited} added to your balance`, greeting: `Hello ${a.firstname},`, paragraphs: [`Your earnings for ${a.title} from ${a.startDate} to ${a.endDate}, ${a.credited}, are now in your available balance.`, 'You can ask for a payout to your bank account.'], action: { label: 'See my balance', url: a.url }, footer: 'You receive this email because you rent out a bike on Biclou.' }),
};
const fr: Record<BookingMail, (a: MailArgs) => MailBody> = {
  rejected: (a) => ({ subject: `Votre demande de réservation pour ${a.title} a été refusée`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été refusée.`, ...(a.reason ? [`Motif : ${a.reason}`] : []), 'Aucun montant n’a été débité. D’autres vélos vous attendent.'], action: { label: 'Voir mes locations', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.' }),
  accepted: (a) => ({ subject: `${a.title} : votre demande de réservation a été acceptée`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Bonne nouvelle : votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été acceptée.`, 'Payez dans les 48 heures pour la confirmer.'], action: { label: 'Payer ma réservation', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.' }),
  expired: (a) => ({ subject: `Votre réservation de ${a.title} a expiré`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Votre réservation de ${a.title} du ${a.startDate} au ${a.endDate} a expiré : elle n’a pas reçu de réponse ou n’a pas été payée à temps.`, 'Aucun montant n’a été débité. Vous pouvez faire une nouvelle demande.'], action: { label: 'Voir mes locations', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.' }),
  canceledForRenter: (a) => ({ subject: `Votre réservation de ${a.title} a été annulée`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`La réservation de ${a.title} du ${a.startDate} au ${a.endDate} a été annulée.`, `Remboursement : ${a.refund}.`], action: { label: 'Voir mes locations', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.' }),
  requested: (a) => ({ subject: `Nouvelle demande de réservation pour ${a.title}`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Vous avez une nouvelle demande pour ${a.title} du ${a.startDate} au ${a.endDate}. Vous gagnez ${a.earnings}.`, 'Répondez dans les 48 heures, sinon la demande expire.'], action: { label: 'Répondre à la demande', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  paid: (a) => ({ subject: `${a.title} est réservé et payé`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`La réservation de ${a.title} du ${a.startDate} au ${a.endDate} est payée. Vous gagnez ${a.earnings}, disponibles 4 jours après la location.`], action: { label: 'Voir la réservation', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  canceledForOwner: (a) => ({ subject: `La réservation de ${a.title} a été annulée`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`La réservation de ${a.title} du ${a.startDate} au ${a.endDate} a été annulée. Vos dates sont de nouveau libres.`], action: { label: 'Voir mes réservations', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  startsTomorrowForRenter: (a) => ({ subject: `Votre location de ${a.title} commence demain`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Votre location de ${a.title} commence demain, le ${a.startDate}, et se termine le ${a.endDate}.`, 'L’adresse exacte et le prénom du propriétaire sont sur la page de votre location. Bonne route !'], action: { label: 'Voir ma location', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.' }),
  startsTomorrowForOwner: (a) => ({ subject: `${a.title} est loué à partir de demain`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`La location de ${a.title} commence demain, le ${a.startDate}, et se termine le ${a.endDate}.`, 'Préparez le vélo et ses accessoires pour le locataire.'], action: { label: 'Voir la réservation', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  completedForRenter: (a) => ({ subject: `Comment s’est passée votre balade avec ${a.title} ?`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Votre location de ${a.title} du ${a.startDate} au ${a.endDate} est terminée.`, `Racontez-la aux autres membres : vous pouvez évaluer le vélo et son propriétaire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`], action: { label: 'Écrire mon avis', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.' }),
  completedForOwner: (a) => ({ subject: `La location de ${a.title} est terminée`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`La location de ${a.title} du ${a.startDate} au ${a.endDate} est terminée. Vos gains de ${a.earnings} seront disponibles 4 jours après la location.`, `Vous pouvez évaluer le locataire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`], action: { label: 'Écrire mon avis', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  reviewReminderForRenter: (a) => ({ subject: `Plus que quelques jours pour évaluer ${a.title}`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Vous n’avez pas encore évalué votre location de ${a.title} du ${a.startDate} au ${a.endDate}.`, `Vous pouvez écrire votre avis jusqu’au ${a.reviewBy}.`], action: { label: 'Écrire mon avis', url: a.url }, footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.' }),
  reviewReminderForOwner: (a) => ({ subject: `Plus que quelques jours pour évaluer le locataire de ${a.title}`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Vous n’avez pas encore évalué le locataire de ${a.title} du ${a.startDate} au ${a.endDate}.`, `Vous pouvez écrire votre avis jusqu’au ${a.reviewBy}.`], action: { label: 'Écrire mon avis', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
  credited: (a) => ({ subject: `${a.credited} ajoutés à votre solde`, greeting: `Bonjour ${a.firstname},`, paragraphs: [`Vos gains pour ${a.title} du ${a.startDate} au ${a.endDate}, ${a.credited}, sont maintenant dans votre solde disponible.`, 'Vous pouvez demander un virement vers votre compte bancaire.'], action: { label: 'Voir mon solde', url: a.url }, footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.' }),
};
const texts: Record<MailLocale, Record<BookingMail, (a: MailArgs) => MailBody>> = { en, fr };

/** Tells the right party of each booking, in their language, after the commit; a failed send is logged, never an error. */
export async function mailBookings(deps: Pick<Deps, 'config' | 'mailer'>, db: DbOrTx, rows: BookingRow[], mail: BookingMail, log?: FastifyBaseLogger) {
  if (!rows.length) return;
  const side = RECIPIENT[mail];
  const recipientId = (r: BookingRow) => (side === 'renter' ? r.renterId : r.ownerId);
  const people = await db.select({ id: users.id, email: users.email, firstname: users.firstname, locale: users.locale }).from(users).where(inArray(users.id, rows.map(recipientId)));
  const bikes = await db.select({ id: listings.id, brand: listings.brand, model: listings.model }).from(listings).where(inArray(listings.id, rows.map((r) => r.listingId)));
  for (const row of rows) {
    const to = people.find((p) => p.id === recipientId(row));
    if (!to) continue;
    const bike = bikes.find((b) => b.id === row.listingId);
    const title = [bike?.brand, bike?.model].filter(Boolean).join(' ');
    const body = texts[to.locale][mail]({
      firstname: to.firstname, title, startDate: row.startDate, endDate: row.endDate, reason: row.rejectReason,
      refund: money(row.refundCents, row.currency, to.locale), earnings: money(row.ownerEarningsCents, row.currency, to.locale),
      credited: money(row.creditOwnerCents, row.currency, to.locale),
      // The last day to write a review, in Paris (completion + 14 days; the day before the window closes at its time).
      reviewBy: row.completedAt ? parisToday(new Date(reviewDeadline(row.completedAt).getTime() - 1)) : '',
      url: pageUrl(deps.config, to.locale, mailPath(mail, row)),
    });
    await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
  }
}
