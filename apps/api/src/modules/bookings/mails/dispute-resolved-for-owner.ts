import type { BookingMailText } from './mail-common';

export const disputeResolvedForOwner: BookingMailText = {
  recipient: 'owner',
  en: (a) => ({
    subject: `The problem reported about ${a.title} was settled`,
    greeting: `Hello ${a.firstname},`,
    paragraphs: [
      `Our team has settled the problem the renter reported about ${a.title} (${a.times}).`,
      a.refunded ? `The renter is refunded ${a.refund}.` : 'The renter is not refunded.',
      a.earns
        ? a.availableNow
          ? `Your earnings, ${a.earnings}, are being added to your available balance.`
          : `Your earnings, ${a.earnings}, become available on ${a.availableOn}, like any rental's earnings.`
        : 'You receive nothing for this booking.',
      ...(a.note ? [`Our team’s note: ${a.note}`] : []),
    ],
    action: { label: 'See the booking', url: a.url },
    footer: 'You receive this email because you rent out a bike on Biclou.',
  }),
  fr: (a) => ({
    subject: `Le problème signalé pour ${a.title} a été traité`,
    greeting: `Bonjour ${a.firstname},`,
    paragraphs: [
      `Notre équipe a traité le problème signalé par le locataire pour ${a.title} (${a.times}).`,
      a.refunded ? `Le locataire est remboursé de ${a.refund}.` : 'Le locataire n’est pas remboursé.',
      a.earns
        ? a.availableNow
          ? `Vos gains, ${a.earnings}, sont en cours d’ajout à votre solde disponible.`
          : `Vos gains, ${a.earnings}, seront disponibles le ${a.availableOn}, comme pour toute location.`
        : 'Vous ne recevez rien pour cette réservation.',
      ...(a.note ? [`Note de notre équipe\u00a0: ${a.note}`] : []),
    ],
    action: { label: 'Voir la réservation', url: a.url },
    footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
  }),
};
