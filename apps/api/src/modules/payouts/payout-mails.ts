import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '@biclou/db/client';
import type { Deps } from '../../platform/deps';
import { renderLayout, type MailBody } from '../../platform/mail/layout';
import { mailFormat } from '../../platform/mail/format';
import { pageUrl } from '../../platform/mail/links';
import { deliverMail, type MailLocale } from '../../platform/mail/mailer';
import { payoutRecipient } from './banking-repository';
import type { PayoutRow } from './payout-repository';

type PayoutMail = 'processed' | 'failed';
interface MailArgs {
  firstname: string;
  ref: string;
  amount: string;
  reason: string;
  url: string;
}

const texts: Record<MailLocale, Record<PayoutMail, (a: MailArgs) => MailBody>> = {
  en: {
    processed: (a) => ({
      subject: `Your payout of ${a.amount} is on its way`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [
        `Your payout ${a.ref} of ${a.amount} has been sent to your bank account.`,
        'A bank transfer can take up to 7 days to arrive.',
      ],
      action: { label: 'See my payouts', url: a.url },
      footer: 'You receive this email because you rent out a bike on Biclou.',
    }),
    failed: (a) => ({
      subject: `Your payout of ${a.amount} could not be sent`,
      greeting: `Hello ${a.firstname},`,
      paragraphs: [
        `Your payout ${a.ref} of ${a.amount} could not be sent.`,
        `Reason: ${a.reason}`,
        'The amount is back in your available balance. Check your bank details, then ask for a payout again.',
      ],
      action: { label: 'See my payouts', url: a.url },
      footer: 'You receive this email because you rent out a bike on Biclou.',
    }),
  },
  fr: {
    processed: (a) => ({
      subject: `Votre virement de ${a.amount} est en route`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [
        `Votre virement ${a.ref} de ${a.amount} a été envoyé sur votre compte bancaire.`,
        'Un virement bancaire peut mettre jusqu’à 7 jours pour arriver.',
      ],
      action: { label: 'Voir mes virements', url: a.url },
      footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
    }),
    failed: (a) => ({
      subject: `Votre virement de ${a.amount} n’a pas pu être envoyé`,
      greeting: `Bonjour ${a.firstname},`,
      paragraphs: [
        `Votre virement ${a.ref} de ${a.amount} n’a pas pu être envoyé.`,
        `Motif\u00a0: ${a.reason}`,
        'Le montant est de nouveau dans votre solde disponible. Vérifiez vos coordonnées bancaires, puis demandez un nouveau virement.',
      ],
      action: { label: 'Voir mes virements', url: a.url },
      footer: 'Vous recevez cet e-mail car vous louez un vélo sur Biclou.',
    }),
  },
};

/** Tells the owner, in their language, after the commit; a failed send is logged, never an error. */
export async function mailPayout(
  deps: Pick<Deps, 'config' | 'mailer'>,
  db: DbOrTx,
  payout: PayoutRow,
  mail: PayoutMail,
  log?: FastifyBaseLogger,
) {
  const to = await payoutRecipient(db, payout.ownerId);
  if (!to) return;
  const body = texts[to.locale][mail]({
    firstname: to.firstname,
    ref: payout.ref,
    amount: mailFormat(to.locale).money(payout.amountCents, payout.currency),
    reason: payout.failureReason ?? '',
    url: pageUrl(deps.config, to.locale, 'dashboard/payouts'),
  });
  await deliverMail(deps.mailer, { to: to.email, locale: to.locale, ...renderLayout(body, to.locale) }, log);
}
