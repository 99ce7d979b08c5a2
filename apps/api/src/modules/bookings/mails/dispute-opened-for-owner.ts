import type { BookingMailText } from './mail-common';

export const disputeOpenedForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `The renter of ${a.title} reported a problem`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The renter of ${a.title} (${a.times}) reported a problem: ${a.disputeReason}.`,
      `Our team is looking into it and will come back to you. Your earnings of ${a.earnings} are on hold until then.`,
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Le locataire de ${a.title} a signalé un problème`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Le locataire de ${a.title} (${a.times}) a signalé un problème\u00a0: ${a.disputeReason}.`,
      `Notre équipe l’examine et reviendra vers vous. Vos gains de ${a.earnings} sont bloqués d’ici là.`,
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
