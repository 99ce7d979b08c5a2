import type { BookingMailText } from './mail-common';

export const completedForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `The rental of ${a.title} is over`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The rental of ${a.title} (${a.times}) is over. Your earnings of ${a.earnings} will be available on ${a.availableOn}.`,
      `You can review the renter until ${a.reviewBy}. Reviews appear once both of you have written yours.`,
    ],
    action: { label: 'Write my review', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `La location de ${a.title} est terminée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La location de ${a.title} (${a.times}) est terminée. Vos gains de ${a.earnings} seront disponibles le ${a.availableOn}.`,
      `Vous pouvez évaluer le locataire jusqu’au ${a.reviewBy}. Les avis paraissent quand vous avez tous les deux écrit le vôtre.`,
    ],
    action: { label: 'Écrire mon avis', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
