import type { BookingMailText } from './mail-common';

export const canceledForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `The booking of ${a.title} was canceled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `The booking of ${a.title} (${a.times}) was canceled. Your dates are free again.`,
      ...(a.earns ? [`You keep ${a.earnings}, available on ${a.availableOn}.`] : []),
    ],
    action: { label: 'See my bookings', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `La réservation de ${a.title} a été annulée`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `La réservation de ${a.title} (${a.times}) a été annulée. Vos dates sont de nouveau libres.`,
      ...(a.earns ? [`Vous conservez ${a.earnings}, disponibles le ${a.availableOn}.`] : []),
    ],
    action: { label: 'Voir mes réservations', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
