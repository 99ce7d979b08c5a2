import type { BookingMailText } from './mail-common';

export const paid: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `${a.title} is booked and paid`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} (${a.times}) is paid. You earn ${a.earnings}, available on ${a.availableOn}.`,
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `${a.title} est réservé et payé`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} (${a.times}) est payée. Vous gagnez ${a.earnings}, disponibles le ${a.availableOn}.`,
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
