import type { BookingMailText } from './mail-common';

export const completedForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `How was your ride on ${a.title}?`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your rental of ${a.title} (${a.times}) is over.`,
      `Tell other members how it went: you can review the bike and its owner until ${a.reviewBy}. Reviews appear once both of you have written yours.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Comment s’est passée votre balade avec ${a.title}\u202f?`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Votre location de ${a.title} (${a.times}) est terminée.`,
      `Racontez-la aux autres membres\u00a0: vous pouvez évaluer le vélo et son propriétaire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
