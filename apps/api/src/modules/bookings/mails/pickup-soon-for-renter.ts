import type { BookingMailText } from './mail-common';

/** The renter, 2 hours before the pickup (or at the next run when paid later than that). */
export const pickupSoonForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your pickup of ${a.title} is soon`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your rental of ${a.title} starts soon. Pickup and return: ${a.timesNamed}.`,
      'The exact address and the owner’s first name are on your trip page. If you are running late, tell the owner in the chat.',
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Le retrait de ${a.title} approche`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre location de ${a.title} commence bientôt. Retrait et retour\u00a0: ${a.timesNamed}.`,
      'L’adresse exacte et le prénom du propriétaire sont sur la page de votre location. Si vous êtes en retard, prévenez le propriétaire dans la messagerie.',
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
