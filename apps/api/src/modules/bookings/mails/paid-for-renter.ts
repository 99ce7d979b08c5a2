import type { BookingMailText } from './mail-common';

/** The renter, once the payment went through: the booking is theirs, with its pickup and return. */
export const paidForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your booking of ${a.title} is confirmed`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your booking of ${a.title} is confirmed and paid. Pickup and return: ${a.timesNamed}.`,
      'The exact address and the owner’s phone number are now on your trip page. You can write to the owner in the chat at any time.',
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre réservation de ${a.title} est confirmée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre réservation de ${a.title} est confirmée et payée. Retrait et retour\u00a0: ${a.timesNamed}.`,
      'L’adresse exacte et le numéro de téléphone du propriétaire sont maintenant sur la page de votre location. Vous pouvez écrire au propriétaire dans la messagerie à tout moment.',
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
