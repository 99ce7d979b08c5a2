import type { BookingMailText } from './mail-common';

export const credited: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `${a.earnings} added to your balance`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Your earnings for ${a.title} (${a.times}), ${a.earnings}, are now in your available balance.`,
      'You can ask for a payout to your bank account.',
    ],
    action: { label: 'See my balance', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `${a.earnings} ajoutés à votre solde`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Vos gains pour ${a.title} (${a.times}), ${a.earnings}, sont maintenant dans votre solde disponible.`,
      'Vous pouvez demander un virement vers votre compte bancaire.',
    ],
    action: { label: 'Voir mon solde', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
