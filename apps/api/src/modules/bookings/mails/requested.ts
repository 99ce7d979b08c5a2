import type { BookingMailText } from './mail-common';

export const requested: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `New booking request for ${a.title}`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `You have a new request for ${a.title} (${a.times}). You earn ${a.earnings}.`,
      `Answer within ${a.answerWithin}, or the request expires.`,
    ],
    action: { label: 'Answer the request', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Nouvelle demande de réservation pour ${a.title}`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vous avez une nouvelle demande pour ${a.title} (${a.times}). Vous gagnez ${a.earnings}.`,
      `Répondez sous ${a.answerWithin}, sinon la demande expire.`,
    ],
    action: { label: 'Répondre à la demande', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
