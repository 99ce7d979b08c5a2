import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@biclou/db/client';
import { historyReasonOf } from '@biclou/domain/booking-history-reasons';
import { maskContacts } from '@biclou/domain/contact-masking';
import type { DisputeReason } from '@biclou/domain/dispute-reasons';
import { earningsAvailableOn, type BookingTimerSettings } from '@biclou/domain/booking-timers';
import { parisToday } from '@biclou/domain/paris-calendar';
import { reviewDeadline } from '@biclou/domain/review-rules';
import type { Deps } from '../../../platform/deps';
import { renderLayout, type MailBody } from '../../../platform/mail/layout';
import { counted } from '../../../platform/mail/counted';
import { mailFormat } from '../../../platform/mail/format';
import { pageUrl } from '../../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../../platform/mail/mailer';
import { bikesOf, mailRecipientsOf } from '../repositories/booking-party-repository';
import type { BookingRow } from '../repositories/booking-repository';
import { earningsOf } from '../booking-view';
import { loadBookingSettings, timerSettings } from '../booking-settings';
import { REASON_TEXTS } from './reason-texts';

/** Booking emails and who receives them; both languages are required by the type. */
const RECIPIENT = {
  rejected: 'renter',
  accepted: 'renter',
  canceledForRenter: 'renter',
  expired: 'renter',
  requested: 'owner',
  paid: 'owner',
  canceledForOwner: 'owner',
  startsTomorrowForRenter: 'renter',
  startsTomorrowForOwner: 'owner',
  completedForRenter: 'renter',
  completedForOwner: 'owner',
  reviewReminderForRenter: 'renter',
  reviewReminderForOwner: 'owner',
  credited: 'owner',
  disputeOpenedForOwner: 'owner',
  disputeResolvedForRenter: 'renter',
  disputeResolvedForOwner: 'owner',
} as const;
export type BookingMail = keyof typeof RECIPIENT;
export const BOOKING_MAILS = Object.keys(RECIPIENT) as BookingMail[];
/**
 * What a template gets, already written for its reader (`mailFormat`): dates and amounts are never
 * ISO or raw cents. `earnings` is what the owner is credited or will be (`ownerEarningsOf`), 0 included.
 */
interface MailArgs {
  firstname: string;
  title: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  /** Why the owner canceled, when it is a code (issue 16: the deposit hold was declined), translated. */
  cancelWhy: string | null;
  refund: string;
  refunded: boolean;
  earnings: string;
  earns: boolean;
  reviewBy: string;
  url: string;
  /** A dispute's reason, translated; a resolution's note from our team, as typed. */
  disputeReason: string;
  note: string | null;
  /** The settings' windows with their nouns: "48 hours" (the request's answer, the payment). */
  answerWithin: string;
  payWithin: string;
  /** The day the owner's earnings become available (end + the settings' delay), and whether that day has come. */
  availableOn: string;
  availableNow: boolean;
}
/** What some emails need beyond the booking row. */
export interface MailExtras {
  disputeReason?: DisputeReason;
  note?: string | null;
}

/** Where each mail's button leads, from the recipient's side (the balance for a credit). */
function mailPath(mail: BookingMail, row: BookingRow): string {
  if (mail === 'credited') return 'dashboard/payouts';
  if (RECIPIENT[mail] === 'owner') return `dashboard/bookings/${row.id}`;
  return mail === 'accepted' ? `dashboard/trips/${row.id}/pay` : `dashboard/trips/${row.id}`;
}

const en: Record<BookingMail, (a: MailArgs) => MailBody> = {
  rejected: (a) => ({
    subject: `Your booking request for ${a.title} was declined`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your request for ${a.title} from ${a.startDate} to ${a.endDate} was declined.`,
      ...(a.reason ? [`Reason: ${a.reason}`] : []),
      'Nothing was charged. Other bikes are waiting for you.',
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  accepted: (a) => ({
    subject: `${a.title}: your booking request was accepted`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Good news: your request for ${a.title} from ${a.startDate} to ${a.endDate} was accepted.`,
      `Pay within ${a.payWithin} to confirm it.`,
    ],
    action: { label: 'Pay my booking', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  expired: (a) => ({
    subject: `Your booking of ${a.title} has expired`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your booking of ${a.title} from ${a.startDate} to ${a.endDate} expired: it was not answered or not paid in time.`,
      'Nothing was charged. You can make a new request.',
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  canceledForRenter: (a) => ({
    subject: `Your booking of ${a.title} was canceled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} from ${a.startDate} to ${a.endDate} was canceled.`,
      ...(a.cancelWhy ? [a.cancelWhy] : []),
      `Refund: ${a.refund}.`,
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  requested: (a) => ({
    subject: `New booking request for ${a.title}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `You have a new request for ${a.title} from ${a.startDate} to ${a.endDate}. You earn ${a.earnings}.`,
      `Answer within ${a.answerWithin}, or the request expires.`,
    ],
    action: { label: 'Answer the request', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  paid: (a) => ({
    subject: `${a.title} is booked and paid`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} from ${a.startDate} to ${a.endDate} is paid. You earn ${a.earnings}, available on ${a.availableOn}.`,
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  canceledForOwner: (a) => ({
    subject: `The booking of ${a.title} was canceled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} from ${a.startDate} to ${a.endDate} was canceled. Your dates are free again.`,
      ...(a.earns ? [`You keep ${a.earnings}, available on ${a.availableOn}.`] : []),
    ],
    action: { label: 'See my bookings', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  startsTomorrowForRenter: (a) => ({
    subject: `Your rental of ${a.title} starts tomorrow`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your rental of ${a.title} starts tomorrow, ${a.startDate}, and ends on ${a.endDate}.`,
      'The exact address and the owner’s first name are on your trip page. Enjoy the ride!',
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  startsTomorrowForOwner: (a) => ({
    subject: `${a.title} is rented from tomorrow`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The rental of ${a.title} starts tomorrow, ${a.startDate}, and ends on ${a.endDate}.`,
      'Have the bike and its accessories ready for the renter.',
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  completedForRenter: (a) => ({
    subject: `How was your ride on ${a.title}?`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your rental of ${a.title} from ${a.startDate} to ${a.endDate} is over.`,
      `Tell other members how it went: you can review the bike and its owner until ${a.reviewBy}. Reviews appear once both of you have written yours.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  completedForOwner: (a) => ({
    subject: `The rental of ${a.title} is over`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The rental of ${a.title} from ${a.startDate} to ${a.endDate} is over. Your earnings of ${a.earnings} will be available on ${a.availableOn}.`,
      `You can review the renter until ${a.reviewBy}. Reviews appear once both of you have written yours.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  reviewReminderForRenter: (a) => ({
    subject: `A few days left to review ${a.title}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `You have not reviewed your rental of ${a.title} from ${a.startDate} to ${a.endDate} yet.`,
      `You can write your review until ${a.reviewBy}.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  reviewReminderForOwner: (a) => ({
    subject: `A few days left to review the renter of ${a.title}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `You have not reviewed the renter of ${a.title} from ${a.startDate} to ${a.endDate} yet.`,
      `You can write your review until ${a.reviewBy}.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  credited: (a) => ({
    subject: `${a.earnings} added to your balance`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your earnings for ${a.title} from ${a.startDate} to ${a.endDate}, ${a.earnings}, are now in your available balance.`,
      'You can ask for a payout to your bank account.',
    ],
    action: { label: 'See my balance', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  disputeOpenedForOwner: (a) => ({
    subject: `The renter of ${a.title} reported a problem`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The renter of ${a.title} from ${a.startDate} to ${a.endDate} reported a problem: ${a.disputeReason}.`,
      `Our team is looking into it and will come back to you. Your earnings of ${a.earnings} are on hold until then.`,
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  disputeResolvedForRenter: (a) => ({
    subject: `Your report about ${a.title} was settled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Our team has settled the problem you reported about ${a.title} from ${a.startDate} to ${a.endDate}.`,
      a.refunded ? `You are refunded ${a.refund}, on the card you paid with.` : 'No refund was granted.',
      ...(a.note ? [`Our team’s note: ${a.note}`] : []),
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  disputeResolvedForOwner: (a) => ({
    subject: `The problem reported about ${a.title} was settled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Our team has settled the problem the renter reported about ${a.title} from ${a.startDate} to ${a.endDate}.`,
      a.refunded ? `The renter is refunded ${a.refund}.` : 'The renter is not refunded.',
      a.earns
        ? a.availableNow
          ? `Your earnings, ${a.earnings}, are being added to your available balance.`
          : `Your earnings, ${a.earnings}, become available on ${a.availableOn}, like any rental's earnings.`
        : 'You receive nothing for this booking.',
      ...(a.note ? [`Our team’s note: ${a.note}`] : []),
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
};
const fr: Record<BookingMail, (a: MailArgs) => MailBody> = {
  rejected: (a) => ({
    subject: `Votre demande de réservation pour ${a.title} a été refusée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été refusée.`,
      ...(a.reason ? [`Motif : ${a.reason}`] : []),
      'Aucun montant n’a été débité. D’autres vélos vous attendent.',
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
  accepted: (a) => ({
    subject: `${a.title} : votre demande de réservation a été acceptée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Bonne nouvelle : votre demande pour ${a.title} du ${a.startDate} au ${a.endDate} a été acceptée.`,
      `Payez sous ${a.payWithin} pour la confirmer.`,
    ],
    action: { label: 'Payer ma réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
  expired: (a) => ({
    subject: `Votre réservation de ${a.title} a expiré`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre réservation de ${a.title} du ${a.startDate} au ${a.endDate} a expiré : elle n’a pas reçu de réponse ou n’a pas été payée à temps.`,
      'Aucun montant n’a été débité. Vous pouvez faire une nouvelle demande.',
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
  canceledForRenter: (a) => ({
    subject: `Votre réservation de ${a.title} a été annulée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} du ${a.startDate} au ${a.endDate} a été annulée.`,
      ...(a.cancelWhy ? [a.cancelWhy] : []),
      `Remboursement : ${a.refund}.`,
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
  requested: (a) => ({
    subject: `Nouvelle demande de réservation pour ${a.title}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vous avez une nouvelle demande pour ${a.title} du ${a.startDate} au ${a.endDate}. Vous gagnez ${a.earnings}.`,
      `Répondez sous ${a.answerWithin}, sinon la demande expire.`,
    ],
    action: { label: 'Répondre à la demande', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  paid: (a) => ({
    subject: `${a.title} est réservé et payé`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} du ${a.startDate} au ${a.endDate} est payée. Vous gagnez ${a.earnings}, disponibles le ${a.availableOn}.`,
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  canceledForOwner: (a) => ({
    subject: `La réservation de ${a.title} a été annulée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} du ${a.startDate} au ${a.endDate} a été annulée. Vos dates sont de nouveau libres.`,
      ...(a.earns ? [`Vous conservez ${a.earnings}, disponibles le ${a.availableOn}.`] : []),
    ],
    action: { label: 'Voir mes réservations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  startsTomorrowForRenter: (a) => ({
    subject: `Votre location de ${a.title} commence demain`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre location de ${a.title} commence demain, le ${a.startDate}, et se termine le ${a.endDate}.`,
      'L’adresse exacte et le prénom du propriétaire sont sur la page de votre location. Bonne route !',
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
  startsTomorrowForOwner: (a) => ({
    subject: `${a.title} est loué à partir de demain`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La location de ${a.title} commence demain, le ${a.startDate}, et se termine le ${a.endDate}.`,
      'Préparez le vélo et ses accessoires pour le locataire.',
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  completedForRenter: (a) => ({
    subject: `Comment s’est passée votre balade avec ${a.title} ?`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre location de ${a.title} du ${a.startDate} au ${a.endDate} est terminée.`,
      `Racontez-la aux autres membres : vous pouvez évaluer le vélo et son propriétaire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
  completedForOwner: (a) => ({
    subject: `La location de ${a.title} est terminée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La location de ${a.title} du ${a.startDate} au ${a.endDate} est terminée. Vos gains de ${a.earnings} seront disponibles le ${a.availableOn}.`,
      `Vous pouvez évaluer le locataire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  reviewReminderForRenter: (a) => ({
    subject: `Plus que quelques jours pour évaluer ${a.title}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vous n’avez pas encore évalué votre location de ${a.title} du ${a.startDate} au ${a.endDate}.`,
      `Vous pouvez écrire votre avis jusqu’au ${a.reviewBy}.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
  reviewReminderForOwner: (a) => ({
    subject: `Plus que quelques jours pour évaluer le locataire de ${a.title}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vous n’avez pas encore évalué le locataire de ${a.title} du ${a.startDate} au ${a.endDate}.`,
      `Vous pouvez écrire votre avis jusqu’au ${a.reviewBy}.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  credited: (a) => ({
    subject: `${a.earnings} ajoutés à votre solde`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vos gains pour ${a.title} du ${a.startDate} au ${a.endDate}, ${a.earnings}, sont maintenant dans votre solde disponible.`,
      'Vous pouvez demander un virement vers votre compte bancaire.',
    ],
    action: { label: 'Voir mon solde', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  disputeOpenedForOwner: (a) => ({
    subject: `Le locataire de ${a.title} a signalé un problème`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Le locataire de ${a.title} du ${a.startDate} au ${a.endDate} a signalé un problème : ${a.disputeReason}.`,
      `Notre équipe l’examine et reviendra vers vous. Vos gains de ${a.earnings} sont bloqués d’ici là.`,
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
  disputeResolvedForRenter: (a) => ({
    subject: `Votre signalement concernant ${a.title} a été traité`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Notre équipe a traité le problème que vous avez signalé pour ${a.title} du ${a.startDate} au ${a.endDate}.`,
      a.refunded
        ? `Vous êtes remboursé de ${a.refund}, sur la carte utilisée pour payer.`
        : 'Aucun remboursement n’a été accordé.',
      ...(a.note ? [`Note de notre équipe : ${a.note}`] : []),
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
  disputeResolvedForOwner: (a) => ({
    subject: `Le problème signalé pour ${a.title} a été traité`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Notre équipe a traité le problème signalé par le locataire pour ${a.title} du ${a.startDate} au ${a.endDate}.`,
      a.refunded ? `Le locataire est remboursé de ${a.refund}.` : 'Le locataire n’est pas remboursé.',
      a.earns
        ? a.availableNow
          ? `Vos gains, ${a.earnings}, sont en cours d’ajout à votre solde disponible.`
          : `Vos gains, ${a.earnings}, seront disponibles le ${a.availableOn}, comme pour toute location.`
        : 'Vous ne recevez rien pour cette réservation.',
      ...(a.note ? [`Note de notre équipe : ${a.note}`] : []),
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
const texts: Record<MailLocale, Record<BookingMail, (a: MailArgs) => MailBody>> = { en, fr };

/**
 * A rejection's reason for its reader: a code translated, or the owner's words with their contact
 * details masked (a request is declined before any payment, and an email cannot be unmasked later).
 */
function rejectReasonText(row: BookingRow, locale: MailLocale): string | null {
  const why = historyReasonOf({ to: 'rejected', actor: 'owner', reason: row.rejectReason });
  return why.code ? REASON_TEXTS[locale][why.code] : why.text && maskContacts(why.text);
}

/** An owner's cancellation reason when it is a code (the deposit declined), translated; typed reasons are not mailed. */
function cancelReasonCode(row: BookingRow, locale: MailLocale): string | null {
  if (row.canceledBy !== 'owner') return null;
  const why = historyReasonOf({ to: 'canceled', actor: 'owner', reason: row.cancelReason });
  return why.code ? REASON_TEXTS[locale][why.code] : null;
}

/** What a booking email says to one reader: dates, amounts and codes written for their language. */
export function bookingMailBody(
  mail: BookingMail,
  locale: MailLocale,
  input: {
    firstname: string;
    title: string;
    row: BookingRow;
    url: string;
    extras?: MailExtras;
    /** The live settings' timers and today in Paris: every window and date a mail names comes from them. */
    timers: BookingTimerSettings;
    today: string;
  },
): MailBody {
  const { row, extras = {}, timers } = input;
  const f = mailFormat(locale);
  const earnings = earningsOf(row).amountCents;
  const availableOn = earningsAvailableOn(row.endDate, timers.creditDelayDays);
  return texts[locale][mail]({
    firstname: input.firstname,
    title: input.title,
    startDate: f.date(row.startDate),
    endDate: f.date(row.endDate),
    reason: rejectReasonText(row, locale),
    cancelWhy: cancelReasonCode(row, locale),
    refund: f.money(row.refundCents, row.currency),
    refunded: row.refundCents > 0,
    earnings: f.money(earnings, row.currency),
    earns: earnings > 0,
    // The last day to write a review, in Paris (completion + 14 days; the day before the window closes at its time).
    reviewBy: row.completedAt ? f.date(parisToday(new Date(reviewDeadline(row.completedAt).getTime() - 1))) : '',
    disputeReason: extras.disputeReason ? REASON_TEXTS[locale][extras.disputeReason] : '',
    note: extras.note ?? null,
    url: input.url,
    answerWithin: counted(locale, timers.requestExpiryHours, 'hour'),
    payWithin: counted(locale, timers.paymentWindowHours, 'hour'),
    availableOn: f.date(availableOn),
    availableNow: availableOn <= input.today,
  });
}

/** Tells the right party of each booking, in their language, after the commit; a failed send is logged, never an error. */
export async function mailBookings(
  deps: Pick<Deps, 'config' | 'mailer'>,
  db: DbOrTx,
  rows: BookingRow[],
  mail: BookingMail,
  /** When the event happened: the day the earnings' date is compared with. */
  at: Date,
  log?: FastifyBaseLogger,
  extras: MailExtras = {},
) {
  if (!rows.length) return;
  const side = RECIPIENT[mail];
  const recipientId = (r: BookingRow) => (side === 'renter' ? r.renterId : r.ownerId);
  const people = await mailRecipientsOf(db, rows.map(recipientId));
  const bikes = await bikesOf(
    db,
    rows.map((r) => r.listingId),
  );
  const timers = timerSettings(await loadBookingSettings(db));
  const today = parisToday(at);
  for (const row of rows) {
    const to = people.find((p) => p.id === recipientId(row));
    if (!to) continue;
    const bike = bikes.find((b) => b.id === row.listingId);
    const title = [bike?.brand, bike?.model].filter(Boolean).join(' ');
    const body = bookingMailBody(mail, to.locale, {
      firstname: to.firstname,
      title,
      row,
      url: pageUrl(deps.config, to.locale, mailPath(mail, row)),
      extras,
      timers,
      today,
    });
    await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
  }
}
