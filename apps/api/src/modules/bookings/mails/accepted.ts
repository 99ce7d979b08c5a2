import type { BookingMailText } from './mail-common';

export const accepted: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `${a.title}: your booking request was accepted`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Good news: your request for ${a.title} (${a.times}) was accepted.`,
      `Pay within ${a.payWithin} to confirm it.`,
    ],
    action: { label: 'Pay my booking', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `${a.title}\u00a0: votre demande de réservation a été acceptée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Bonne nouvelle\u00a0: votre demande pour ${a.title} (${a.times}) a été acceptée.`,
      `Payez sous ${a.payWithin} pour la confirmer.`,
    ],
    action: { label: 'Payer ma réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
};
