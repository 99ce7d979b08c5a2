import type { BookingMailText } from './mail-common';

export const startsTomorrowForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `${a.title} is rented from tomorrow`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The rental of ${a.title} starts tomorrow. Pickup and return: ${a.timesNamed}.`,
      'Have the bike and its accessories ready for the renter.',
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `${a.title} est loué à partir de demain`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La location de ${a.title} commence demain. Retrait et retour\u00a0: ${a.timesNamed}.`,
      'Préparez le vélo et ses accessoires pour le locataire.',
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
