import type { BookingMailText } from './mail-common';

export const canceledForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your booking of ${a.title} was canceled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} (${a.times}) was canceled.`,
      ...(a.cancelWhy ? [a.cancelWhy] : []),
      `Refund: ${a.refund}.`,
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre réservation de ${a.title} a été annulée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} (${a.times}) a été annulée.`,
      ...(a.cancelWhy ? [a.cancelWhy] : []),
      `Remboursement\u00a0: ${a.refund}.`,
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
