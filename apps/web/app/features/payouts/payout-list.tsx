import type { PayoutDto } from '@biclou/contracts/payouts';
import { Bike, ChevronDown, Landmark } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { PayoutDepositNote } from '../../components/payout-deposit-note';
import { Card } from '../../components/ui/card';
import { formatDate, formatDateTime, formatDateRange } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { PayoutStatusBadge } from './payout-status-badge';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

/** The id of a payout's row, which the balance history links to. */
export const payoutAnchor = (payoutId: string) => `payout-${payoutId}`;

function PayoutRow({ payout }: { payout: PayoutDto }) {
  const { t } = useTranslation();
  const numbers = useSettingsNumbers();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, payout.currency, locale);
  return (
    <li
      id={payoutAnchor(payout.id)}
      className="scroll-mt-24"
      data-testid="payout-row"
      data-payout-id={payout.id}
      data-status={payout.status}
    >
      <Card className="overflow-hidden">
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-4 p-4 focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-details-marker]:hidden">
            <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 sm:grid dark:bg-primary-950 dark:text-primary-300">
              <Landmark className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <PayoutStatusBadge status={payout.status} />
                <span className="text-xs text-neutral-500 dark:text-neutral-400">{payout.ref}</span>
              </span>
              <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">
                {payout.listing.title}
              </span>
              <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                {t('payouts.list.asked', { date: formatDate(payout.createdAt, locale, { dateStyle: 'medium' }) })}
                {payout.status !== 'pending' &&
                  ` · ${t(`payouts.list.decided-${payout.status}`, { date: formatDate(payout.updatedAt, locale, { dateStyle: 'medium' }) })}`}
              </span>
            </span>
            <span className="text-right">
              <span className="block text-base font-semibold text-neutral-900 tabular-nums dark:text-white">
                {money(payout.amountCents)}
              </span>
              <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                {t('payouts.list.bookings', { count: payout.bookings.length })}
              </span>
            </span>
            <ChevronDown
              className="size-5 shrink-0 text-neutral-400 transition group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 border-t border-neutral-100 bg-neutral-50/60 px-4 py-4 text-sm dark:border-neutral-800 dark:bg-neutral-900/60">
            {payout.status === 'failed' && payout.failureReason && (
              <p
                className="rounded-lg bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950/60 dark:text-red-200"
                data-testid="payout-failure"
              >
                <strong>{t('payouts.list.failure')}</strong> {payout.failureReason}
              </p>
            )}
            {payout.status === 'pending' && (
              <p className="text-neutral-600 dark:text-neutral-400">{t('payouts.list.pending-help')}</p>
            )}
            {payout.status === 'processed' && (
              <p className="text-neutral-600 dark:text-neutral-400">
                {t('payouts.list.processed-help', { count: numbers.transferDays })}
              </p>
            )}
            {payout.comment && (
              <p className="text-neutral-700 dark:text-neutral-300">
                <strong>{t('payouts.list.comment')}</strong> {payout.comment}
              </p>
            )}
            <ul className="space-y-1.5">
              {payout.bookings.map((b) => (
                <li key={b.bookingId} className="flex items-center gap-2 text-neutral-700 dark:text-neutral-300">
                  <Bike className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      {b.ref} · {formatDateRange(b.startDate, b.endDate, locale, { dateStyle: 'medium' })}
                    </span>
                    <PayoutDepositNote
                      line={b}
                      currency={payout.currency}
                      className="block text-xs text-neutral-500 dark:text-neutral-400"
                    />
                  </span>
                  <span className="tabular-nums">{money(b.amountCents)}</span>
                </li>
              ))}
            </ul>
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {t('payouts.list.updated', {
                date: formatDateTime(payout.updatedAt, locale, MARKETPLACE_TIME_ZONE, { zone: true }),
              })}
            </p>
          </div>
        </details>
      </Card>
    </li>
  );
}

export function PayoutList({ payouts }: { payouts: readonly PayoutDto[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payouts-list-title" className="space-y-3">
      <h2 id="payouts-list-title" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('payouts.list.title')}
      </h2>
      {payouts.length ? (
        <ul className="space-y-3" data-testid="payout-list">
          {payouts.map((p) => (
            <PayoutRow key={p.id} payout={p} />
          ))}
        </ul>
      ) : (
        <Card className="px-6 py-8 text-center text-sm text-neutral-600 dark:text-neutral-400">
          {t('payouts.list.empty')}
        </Card>
      )}
    </section>
  );
}
