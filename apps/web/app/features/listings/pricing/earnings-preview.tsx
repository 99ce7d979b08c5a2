import { Wallet } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { bpToPercent, earningsExample } from './earnings-example';
import { useRates } from './use-rates';

interface EarningsPreviewProps {
  pricePerDayCents: number | null;
  discount7Pct: number;
  discount30Pct: number;
  currency: string;
}

const valid = (n: number) => Number.isInteger(n) && n >= 0 && n <= 90;

/** "You earn X per day", and a worked 7- and 30-day example, as the server will compute them. */
export function EarningsPreview({ pricePerDayCents, discount7Pct, discount30Pct, currency }: EarningsPreviewProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rates = useRates();
  const money = (cents: number) => (cents < 0 ? '−' : '') + formatMoney(Math.abs(cents), currency, locale);
  const commission = formatNumber(bpToPercent(rates.commissionRateBp), locale);

  if (!pricePerDayCents || pricePerDayCents < 1 || !valid(discount7Pct) || !valid(discount30Pct)) {
    return (
      <div
        className="rounded-xl border border-dashed border-neutral-300 p-4 text-sm text-neutral-500 dark:border-neutral-700 dark:text-neutral-400"
        data-testid="earnings-preview"
      >
        {t('listings.earnings.empty')}
      </div>
    );
  }
  const ex = earningsExample(pricePerDayCents, discount7Pct, discount30Pct, rates);
  const rows = [
    { key: 'base', week: ex.week.base, month: ex.month.base },
    { key: 'discount', week: -ex.week.discount, month: -ex.month.discount },
    { key: 'commission', week: -ex.week.commission, month: -ex.month.commission },
  ];
  return (
    <section
      className="overflow-hidden rounded-xl border border-primary-200 bg-gradient-to-br from-primary-50 to-white dark:border-primary-900/60 dark:from-primary-950/50 dark:to-neutral-900"
      data-testid="earnings-preview"
      aria-labelledby="earnings-title"
    >
      <div className="flex items-center gap-3 p-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-600 text-white dark:bg-primary-500 dark:text-primary-950">
          <Wallet className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id="earnings-title" className="text-lg font-bold text-neutral-900 dark:text-white">
            {t('listings.earnings.per-day', { amount: money(ex.perDay) })}
          </h3>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            {t('listings.earnings.after-commission', { pct: commission })}
          </p>
        </div>
      </div>
      <table className="w-full border-t border-primary-100 text-sm dark:border-primary-900/60">
        <caption className="sr-only">{t('listings.earnings.example-caption')}</caption>
        <thead>
          <tr className="text-xs text-neutral-500 dark:text-neutral-400">
            <th scope="col" className="px-4 pt-3 pb-1 text-left font-medium">
              {t('listings.earnings.example')}
            </th>
            <th scope="col" className="px-4 pt-3 pb-1 text-right font-medium">
              {t('listings.earnings.days', { count: 7 })}
            </th>
            <th scope="col" className="px-4 pt-3 pb-1 text-right font-medium">
              {t('listings.earnings.days', { count: 30 })}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((r) => (
            <tr key={r.key} className="text-neutral-700 dark:text-neutral-300">
              <th scope="row" className="px-4 py-1 text-left font-normal">
                {t(`listings.earnings.rows.${r.key}`, { pct7: discount7Pct, pct30: discount30Pct, pct: commission })}
              </th>
              <td className="px-4 py-1 text-right">{money(r.week)}</td>
              <td className="px-4 py-1 text-right">{money(r.month)}</td>
            </tr>
          ))}
          <tr className="font-semibold text-neutral-900 dark:text-white">
            <th scope="row" className="px-4 pt-2 pb-3 text-left">
              {t('listings.earnings.rows.earnings')}
            </th>
            <td
              className="px-4 pt-2 pb-3 text-right text-primary-700 dark:text-primary-400"
              data-testid="earnings-week"
            >
              {money(ex.week.ownerEarnings)}
            </td>
            <td
              className="px-4 pt-2 pb-3 text-right text-primary-700 dark:text-primary-400"
              data-testid="earnings-month"
            >
              {money(ex.month.ownerEarnings)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="border-t border-primary-100 px-4 py-2.5 text-xs text-neutral-500 dark:border-primary-900/60 dark:text-neutral-400">
        {t('listings.earnings.renter-pays', {
          week: money(ex.week.pricePaidByBuyer),
          month: money(ex.month.pricePaidByBuyer),
        })}
      </p>
    </section>
  );
}
