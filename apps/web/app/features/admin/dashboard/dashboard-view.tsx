import type { AdminDashboardResponse } from '@biclou/contracts/admin-users';
import { AlertTriangle, Banknote, Bike, CalendarCheck, Euro, Scale, TrendingUp, UserPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateRange, formatRelative } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { formatMoney } from '../../../lib/money';
import { BOOKING_STATUSES } from '@biclou/domain/booking-status';
import type { ChartLabels } from './dashboard-charts';

// Recharts lives in this lazy chunk only (no other page pays for it).
const DashboardCharts = lazy(() => import('./dashboard-charts'));

const PERIODS = ['7d', '30d', '12m', 'custom'] as const;

function Kpi({
  icon,
  label,
  value,
  hint,
  tone = 'primary',
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  tone?: 'primary' | 'emerald' | 'amber' | 'sky' | 'red' | 'violet';
}) {
  const tones = {
    primary: 'bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300',
    emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
    amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
    sky: 'bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
    red: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
    violet: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  };
  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-center gap-3">
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-xl', tones[tone])} aria-hidden="true">
          {icon}
        </span>
        <p className="text-sm font-medium text-neutral-600 dark:text-neutral-400">{label}</p>
      </div>
      {/* Long amounts (GMV) wrap inside the card rather than overflow it. */}
      <p className="mt-3 text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-neutral-900 tabular-nums sm:text-2xl dark:text-white">
        {value}
      </p>
      {hint && <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">{hint}</p>}
    </Card>
  );
}

function ChartCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <h2 className="mb-3 text-sm font-semibold text-neutral-900 dark:text-white">{title}</h2>
      {children}
    </Card>
  );
}

function ChartFallback({ height }: { height: number }) {
  return (
    <div className="grid place-items-center" style={{ height }}>
      <Spinner className="size-5 text-neutral-400" />
    </div>
  );
}

/** The period tabs (7 d, 30 d, 12 months, custom dates), held in the URL. */
function PeriodPicker({ data }: { data: AdminDashboardResponse }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? '30d';
  const [from, setFrom] = useState(params.get('from') ?? data.period.from);
  const [to, setTo] = useState(params.get('to') ?? data.period.to);
  useEffect(() => {
    setFrom(params.get('from') ?? data.period.from);
    setTo(params.get('to') ?? data.period.to);
  }, [params, data.period.from, data.period.to]);
  const go = (next: Record<string, string>) => setParams(new URLSearchParams(next), { preventScrollReset: true });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label={t('admin-dashboard.period')}
        className="inline-flex rounded-lg border border-neutral-200 bg-white p-0.5 dark:border-neutral-800 dark:bg-neutral-900"
      >
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => go(p === 'custom' ? { period: p, from, to } : p === '30d' ? {} : { period: p })}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              period === p
                ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
                : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            )}
          >
            {t(`admin-dashboard.periods.${p}`)}
          </button>
        ))}
      </div>
      {period === 'custom' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            go({ period: 'custom', from, to });
          }}
        >
          <label className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
            {t('admin-dashboard.from')}
            <Input
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="mt-1 h-9 w-40 text-sm"
            />
          </label>
          <label className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
            {t('admin-dashboard.to')}
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} className="mt-1 h-9 w-40 text-sm" />
          </label>
          <Button type="submit" size="sm">
            {t('admin-dashboard.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}

const ATTENTION_HREF = { dispute: '/admin/disputes/', payout: '/admin/payouts/' } as const;
const ATTENTION_ICON = { dispute: Scale, payout: Banknote } as const;

/** /admin: the period's figures, charts and what needs attention. */
export function DashboardView({ data }: { data: AdminDashboardResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const money = (cents: number, currency = data.currency) => formatMoney(cents, currency, locale);
  const bookings = Object.values(data.bookingsByStatus).reduce((s, n) => s + n, 0);
  const labels: ChartLabels = {
    gmv: t('admin-dashboard.gmv'),
    revenue: t('admin-dashboard.revenue'),
    bookings: t('admin-dashboard.paid-bookings'),
    newUsers: t('admin-dashboard.new-users'),
    states: Object.fromEntries(BOOKING_STATUSES.map((s) => [s, t(`bookings.status.${s}`)])),
  };
  const range = formatDateRange(data.period.from, data.period.to, locale);

  return (
    <div className={cn('space-y-6', navigation.state === 'loading' && 'opacity-70 transition-opacity')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodPicker data={data} />
        <p className="text-sm text-neutral-500 dark:text-neutral-400">{range}</p>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        <Kpi
          icon={<TrendingUp className="size-4" />}
          label={t('admin-dashboard.gmv')}
          value={money(data.gmvCents)}
          hint={t('admin-dashboard.gmv-hint')}
        />
        <Kpi
          icon={<Euro className="size-4" />}
          tone="violet"
          label={t('admin-dashboard.revenue')}
          value={money(data.revenueCents)}
          hint={t('admin-dashboard.revenue-hint', {
            fees: money(data.serviceFeesCents),
            commission: money(data.commissionCents),
          })}
        />
        <Kpi
          icon={<CalendarCheck className="size-4" />}
          tone="sky"
          label={t('admin-dashboard.bookings')}
          value={String(bookings)}
          hint={t('admin-dashboard.bookings-hint')}
        />
        <Kpi
          icon={<UserPlus className="size-4" />}
          tone="sky"
          label={t('admin-dashboard.new-users')}
          value={String(data.newUsers)}
        />
        <Kpi
          icon={<Bike className="size-4" />}
          label={t('admin-dashboard.live-listings')}
          value={String(data.liveListings)}
          hint={t('admin-dashboard.now')}
        />
        <Kpi
          icon={<Banknote className="size-4" />}
          tone="amber"
          label={t('admin-dashboard.pending-payouts')}
          value={String(data.pendingPayouts.count)}
          hint={`${money(data.pendingPayouts.amountCents)} · ${t('admin-dashboard.open-disputes', { count: data.openDisputes })}`}
        />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <ChartCard title={t('admin-dashboard.chart-money')} className="xl:col-span-2">
          <Suspense fallback={<ChartFallback height={260} />}>
            <DashboardCharts data={data} locale={locale} labels={labels} kind="money" />
          </Suspense>
        </ChartCard>
        <ChartCard title={t('admin-dashboard.chart-states')}>
          {bookings === 0 ? (
            <p className="grid h-[220px] place-items-center text-sm text-neutral-500">
              {t('admin-dashboard.no-bookings')}
            </p>
          ) : (
            <>
              <Suspense fallback={<ChartFallback height={220} />}>
                <DashboardCharts data={data} locale={locale} labels={labels} kind="states" />
              </Suspense>
              <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
                {Object.entries(data.bookingsByStatus).map(([state, n]) => (
                  <li key={state} className="flex justify-between gap-2">
                    <span className="text-neutral-600 dark:text-neutral-400">{labels.states[state] ?? state}</span>
                    <span className="font-semibold tabular-nums">{n}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ChartCard>
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <ChartCard title={t('admin-dashboard.chart-activity')} className="xl:col-span-2">
          <Suspense fallback={<ChartFallback height={240} />}>
            <DashboardCharts data={data} locale={locale} labels={labels} kind="activity" />
          </Suspense>
        </ChartCard>
        <ChartCard title={t('admin-dashboard.attention')}>
          {data.attention.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('admin-dashboard.all-clear')}</p>
          ) : (
            <ul className="-mx-2 space-y-1">
              {data.attention.map((a) => {
                const Icon = ATTENTION_ICON[a.kind];
                return (
                  <li key={`${a.kind}-${a.id}`}>
                    <LocaleLink
                      to={`${ATTENTION_HREF[a.kind]}${a.id}`}
                      className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-neutral-50 dark:hover:bg-neutral-800/60"
                    >
                      <span
                        className={cn(
                          'grid size-8 shrink-0 place-items-center rounded-lg',
                          a.kind === 'dispute'
                            ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300'
                            : 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
                        )}
                        aria-hidden="true"
                      >
                        <Icon className="size-4" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">
                          {t(`admin-dashboard.attention-kind.${a.kind}`)} · {a.label}
                        </span>
                        <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                          {formatRelative(a.since, locale)}
                          {a.amountCents !== null && a.currency ? ` · ${money(a.amountCents, a.currency)}` : ''}
                        </span>
                      </span>
                      <AlertTriangle
                        className="size-4 shrink-0 text-neutral-300 dark:text-neutral-600"
                        aria-hidden="true"
                      />
                    </LocaleLink>
                  </li>
                );
              })}
            </ul>
          )}
        </ChartCard>
      </div>
    </div>
  );
}
