import type { BookingMailText } from './mail-common';

export const disputeResolvedForRenter: BookingMailText = {
  recipient: 'renter',
  en: (a) => ({
    subject: `Your report about ${a.title} was settled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Our team has settled the problem you reported about ${a.title} (${a.times}).`,
      a.refunded ? `You are refunded ${a.refund}, on the card you paid with.` : 'No refund was granted.',
      ...(a.note ? [`Our team’s note: ${a.note}`] : []),
    ],
    action: { label: 'See my trip', url: a.url },
    footer: 'You receive this email because you rented a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Votre signalement concernant ${a.title} a été traité`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Notre équipe a traité le problème que vous avez signalé pour ${a.title} (${a.times}).`,
      a.refunded
        ? `Vous êtes remboursé de ${a.refund}, sur la carte utilisée pour payer.`
        : 'Aucun remboursement n’a été accordé.',
      ...(a.note ? [`Note de notre équipe\u00a0: ${a.note}`] : []),
    ],
    action: { label: 'Voir ma location', url: a.url },
    footer: 'Vous recevez cet e-mail car vous avez loué un vélo sur Biclou.',
  }),
};
