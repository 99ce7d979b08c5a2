import type { BalanceResponse } from '@biclou/contracts/bookings';
import type { BankingResponse, EarningsResponse, PayableListingsResponse, PayoutDto } from '@biclou/contracts/payouts';
import { ArrowDownLeft, ArrowUpRight, ChartColumn, Hourglass, Landmark, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Card, CardSection } from '../../components/ui/card';
import { formatDate } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { EarningsChart } from './earnings-chart';
import { PayoutList, payoutAnchor } from './payout-list';
import { PayoutRequestForm } from './payout-request-form';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

interface PayoutsPageData {
  balance: BalanceResponse | null;
  earnings: EarningsResponse | null;
  payable: PayableListingsResponse | null;
  payouts: PayoutDto[];
  banking: BankingResponse | null;
}

function Stat({
  label,
  amount,
  hint,
  icon,
  tone,
  testId,
}: {
  label: string;
  amount: string;
  hint?: ReactNode;
  icon: ReactNode;
  tone: 'primary' | 'amber' | 'neutral';
  testId: string;
}) {
  const tones = {
    primary: 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300',
    amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
    neutral: 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300',
  };
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tones[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-neutral-600 dark:text-neutral-400">{label}</p>
        <p
          className="mt-0.5 text-2xl font-bold tracking-tight text-neutral-900 tabular-nums dark:text-white"
          data-testid={testId}
        >
          {amount}
        </p>
        {hint && <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{hint}</p>}
      </div>
    </Card>
  );
}

/** The history line's link to its payout in the list below: the row's anchor, opened. */
function openPayout(payoutId: string) {
  const row = document.getElementById(payoutAnchor(payoutId));
  const details = row?.querySelector('details');
  if (details) details.open = true;
}

function History({ balance }: { balance: BalanceResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const items = balance.history.slice(0, 12);
  return (
    <CardSection
      id="history"
      title={t('payouts.history.title')}
      description={t('payouts.history.description')}
      icon={<Wallet className="size-5" />}
    >
      {items.length ? (
        <ul className="-my-2 divide-y divide-neutral-100 dark:divide-neutral-800" data-testid="balance-history">
          {items.map((h, i) => {
            const incoming = h.amountCents > 0;
            return (
              <li key={`${h.at}-${i}`} className="flex items-center gap-3 py-3" data-kind={h.kind}>
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full ${incoming ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300'}`}
                  aria-hidden="true"
                >
                  {incoming ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-neutral-900 dark:text-white">
                    {t(`payouts.history.kinds.${h.kind}`)}
                    {/* A reference breaks at its hyphen otherwise ("BK-" / "GKKVFLWJ"). */}
                    {h.bookingRef && (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">{h.bookingRef}</span>
                      </>
                    )}
                    {h.payoutId && h.payoutRef && (
                      <>
                        {' · '}
                        <a
                          href={`#${payoutAnchor(h.payoutId)}`}
                          onClick={() => openPayout(h.payoutId!)}
                          className="whitespace-nowrap text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
                          data-testid="history-payout-link"
                        >
                          {h.payoutRef}
                        </a>
                      </>
                    )}
                  </span>
                  <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                    {formatDate(h.at, locale, { dateStyle: 'medium' })}
                  </span>
                </span>
                <span
                  className={`text-sm font-semibold tabular-nums ${incoming ? 'text-emerald-700 dark:text-emerald-400' : 'text-neutral-700 dark:text-neutral-300'}`}
                >
                  {incoming ? '+' : '−'}
                  {formatMoney(Math.abs(h.amountCents), h.currency, locale)}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('payouts.history.empty')}</p>
      )}
    </CardSection>
  );
}

/** /dashboard/payouts: balance, earnings per month, asking for a payout, and the payouts asked for. */
export function PayoutsPage({ data }: { data: PayoutsPageData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { balance, earnings, payable, banking } = data;
  const numbers = useSettingsNumbers();
  if (!balance || !earnings || !payable || !banking) {
    return <p className="text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>;
  }
  const money = (cents: number) => formatMoney(cents, balance.currency, locale);
  const nextCredit = [...balance.pending].sort((a, b) => a.creditDate.localeCompare(b.creditDate))[0];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('titles.dashboard-payouts')}
        </h1>
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">
          {t('payouts.intro', {
            count: numbers.creditDays,
            transfer: t('counts.days', { count: numbers.transferDays }),
          })}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-3" data-testid="balance">
        <Stat
          testId="balance-available"
          tone="primary"
          icon={<Wallet className="size-5" />}
          label={t('payouts.balance.available')}
          amount={money(balance.availableCents)}
          hint={t('payouts.balance.available-hint')}
        />
        <Stat
          testId="balance-pending"
          tone="amber"
          icon={<Hourglass className="size-5" />}
          label={t('payouts.balance.pending')}
          amount={money(balance.pendingCents)}
          hint={
            nextCredit
              ? t('payouts.balance.next-credit', {
                  date: formatDate(nextCredit.creditDate, locale, { dateStyle: 'medium' }),
                })
              : t('payouts.balance.pending-hint')
          }
        />
        <Stat
          testId="balance-in-transit"
          tone="neutral"
          icon={<Landmark className="size-5" />}
          label={t('payouts.balance.in-transit')}
          amount={money(balance.inTransitCents)}
          hint={t('payouts.balance.paid-out', { amount: money(balance.paidOutCents) })}
        />
      </div>
      <PayoutRequestForm payable={payable} banking={banking} />
      <CardSection
        id="earnings"
        title={t('payouts.chart.title')}
        description={t('payouts.chart.description')}
        icon={<ChartColumn className="size-5" />}
      >
        <EarningsChart earnings={earnings} />
      </CardSection>
      <PayoutList payouts={data.payouts} />
      <History balance={balance} />
    </div>
  );
}
