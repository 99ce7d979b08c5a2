import type { BookingMailText } from './mail-common';

export const startsTomorrowForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your rental of ${a.title} starts tomorrow`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your rental of ${a.title} starts tomorrow. Pickup and return: ${a.timesNamed}.`,
      'The exact address and the owner’s first name are on your trip page. Enjoy the ride!',
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre location de ${a.title} commence demain`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre location de ${a.title} commence demain. Retrait et retour\u00a0: ${a.timesNamed}.`,
      'L’adresse exacte et le prénom du propriétaire sont sur la page de votre location. Bonne route\u202f!',
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
