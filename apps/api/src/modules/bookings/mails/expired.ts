import type { BookingMailText } from './mail-common';

export const expired: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your booking of ${a.title} has expired`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your booking of ${a.title} (${a.times}) expired: it was not answered or not paid in time.`,
      'Nothing was charged. You can make a new request.',
    ],
    action: { label: 'See my trips', url: a.url },
    footer: 'You receive this email because you asked to rent a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre réservation de ${a.title} a expiré`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre réservation de ${a.title} (${a.times}) a expiré\u00a0: elle n’a pas reçu de réponse ou n’a pas été payée à temps.`,
      'Aucun montant n’a été débité. Vous pouvez faire une nouvelle demande.',
    ],
    action: { label: 'Voir mes locations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez demandé à louer un vélo sur Biclou.',
  }),
};
