import type { BookingMailText } from './mail-common';

/** The owner of a listing that books instantly: a renter who met the conditions has booked, and now pays. */
export const instantBookedForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `${a.title} is booked (instant booking)`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `A renter who meets your instant booking conditions booked ${a.title} (${a.times}). You earn ${a.earnings}.`,
      `There is nothing to accept: the renter has ${a.payWithin} to pay, and we tell you as soon as it is paid. Unpaid, the booking expires and your bike is free again.`,
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `${a.title} est réservé (réservation instantanée)`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Un locataire qui remplit vos conditions de réservation instantanée a réservé ${a.title} (${a.times}). Vous gagnez ${a.earnings}.`,
      `Vous n’avez rien à accepter\u00a0: le locataire a ${a.payWithin} pour payer, et nous vous prévenons dès que c’est payé. Sans paiement, la réservation expire et votre vélo est de nouveau libre.`,
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
