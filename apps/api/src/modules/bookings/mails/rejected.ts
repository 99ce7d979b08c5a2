import type { BookingMailText } from './mail-common';

export const rejected: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your booking request for ${a.title} was declined`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your request for ${a.title} (${a.times}) was declined.`,
      ...(a.reason ? [`Reason: ${a.reason}`] : []),
      'Nothing was charged. Other bikes are waiting for you.',
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre demande de réservation pour ${a.title} a été refusée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre demande pour ${a.title} (${a.times}) a été refusée.`,
      ...(a.reason ? [`Motif\u00a0: ${a.reason}`] : []),
      'Aucun montant n’a été débité. D’autres vélos vous attendent.',
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
};
