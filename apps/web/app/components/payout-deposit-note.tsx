import { useTranslation } from '../lib/i18n/tiny-i18n';
import { useLocale } from '../lib/i18n/use-locale';
import { formatMoney } from '../lib/money';

/**
 * What part of a booking's payout line is a captured deposit: "Captured deposit" when it is all
 * of it, "Including €12.50 of captured deposit" when the rental's earnings come with it; nothing
 * without one. The payout form, the owner's payouts and the admin's payout page say it the same.
 */
export function PayoutDepositNote({
  line,
  currency,
  className,
}: {
  line: { amountCents: number; depositCents: number };
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (line.depositCents <= 0) return null;
  return (
    <span className={className} data-testid="payout-deposit-note">
      {line.depositCents >= line.amountCents
        ? t('payouts.deposit.only')
        : t('payouts.deposit.included', { amount: formatMoney(line.depositCents, currency, locale) })}
    </span>
  );
}
