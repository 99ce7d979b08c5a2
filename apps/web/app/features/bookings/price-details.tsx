import type { Booking, PriceBreakdownDto } from '@biclou/contracts/bookings';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The server's breakdown, line by line: base, long-stay discount, accessories, service fee, total;
 * with `earnings` (the owner's view), the commission and what the owner is credited or will be.
 */
export function PriceDetails({ price, earnings }: { price: PriceBreakdownDto; earnings?: Booking['earnings'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, price.currency, locale, { keepCents: true });
  return (
    <dl className="space-y-2 text-sm text-neutral-700 tabular-nums dark:text-neutral-300" data-testid="price-breakdown">
      <Row
        label={t('listings.preview.base', { price: money(price.pricePerDayCents), count: price.days })}
        value={money(price.base)}
      />
      {price.discount > 0 && (
        <Row
          label={t('bookings.price.discount')}
          value={`−${money(price.discount)}`}
          className="text-primary-700 dark:text-primary-400"
        />
      )}
      {price.accessories > 0 && (
        <Row label={t('listings.preview.accessories-total')} value={money(price.accessories)} />
      )}
      <Row label={t('listings.preview.service-fee')} value={money(price.serviceFee)} />
      <div className="flex justify-between gap-3 border-t border-neutral-100 pt-3 text-base font-bold text-neutral-900 dark:border-neutral-800 dark:text-white">
        <dt>{t('listings.preview.total')}</dt>
        <dd data-testid="price-total">{money(price.pricePaidByBuyer)}</dd>
      </div>
      {earnings && (
        <>
          <Row
            label={t('bookings.price.commission')}
            value={`−${money(earnings.commissionCents)}`}
            className="pt-2 text-neutral-500 dark:text-neutral-400"
          />
          <div className="flex justify-between gap-3 font-semibold text-emerald-700 dark:text-emerald-400">
            <dt>{t('bookings.price.earnings')}</dt>
            <dd data-testid="owner-earnings">{money(earnings.amountCents)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
