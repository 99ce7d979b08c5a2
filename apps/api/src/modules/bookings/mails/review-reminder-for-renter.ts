import type { BookingMailText } from './mail-common';

export const reviewReminderForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `A few days left to review ${a.title}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `You have not reviewed your rental of ${a.title} (${a.times}) yet.`,
      `You can write your review until ${a.reviewBy}.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Plus que quelques jours pour évaluer ${a.title}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vous n’avez pas encore évalué votre location de ${a.title} (${a.times}).`,
      `Vous pouvez écrire votre avis jusqu’au ${a.reviewBy}.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
