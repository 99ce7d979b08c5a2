import type { AdminLedgerLine, AdminParty } from '@biclou/contracts/admin-money';
import type { ReactNode } from 'react';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { LocaleLink } from '../../../components/locale-link';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

const BOOKING_COLORS: Record<string, BadgeColor> = {
  requested: 'info',
  accepted: 'primary',
  paid: 'success',
  ongoing: 'success',
  completed: 'neutral',
  disputed: 'error',
  resolved: 'neutral',
  canceled: 'warning',
  rejected: 'neutral',
  expired: 'neutral',
};

export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge color={BOOKING_COLORS[status] ?? 'neutral'}>{t(`bookings.status.${status}`)}</Badge>;
}

export function PayoutStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color: BadgeColor = status === 'pending' ? 'warning' : status === 'processed' ? 'success' : 'error';
  return <Badge color={color}>{t(`admin-money.payout-status.${status}`)}</Badge>;
}

export function DisputeStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge color={status === 'open' ? 'error' : 'neutral'}>{t(`admin-money.dispute-status.${status}`)}</Badge>;
}

export function KycBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  const color: BadgeColor = status === 'verified' ? 'success' : status === 'rejected' ? 'error' : 'warning';
  return <Badge color={color}>{t(`admin-money.kyc.${status ?? 'none'}`)}</Badge>;
}

export function Money({ cents, currency, className }: { cents: number; currency: string; className?: string }) {
  const { locale } = useLocale();
  return <span className={cn('tabular-nums', className)}>{formatMoney(cents, currency, locale)}</span>;
}

export const partyName = (p: AdminParty) => `${p.firstname} ${p.lastname}`.trim();

/** A titled block of a detail page. */
export function Section({
  title,
  action,
  children,
  className,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'rounded-xl border border-neutral-200 bg-white p-5 shadow-xs dark:border-neutral-800 dark:bg-neutral-900',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-neutral-900 dark:text-white">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Label / value rows. */
export function Facts({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value], i) => (
        <div key={i} className="contents">
          <dt className="text-neutral-500 dark:text-neutral-400">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-neutral-900 sm:text-left dark:text-neutral-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PartyCard({ title, party }: { title: string; party: AdminParty }) {
  return (
    <div className="min-w-0 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">{title}</p>
      <LocaleLink
        to={`/admin/users/${party.id}`}
        className="mt-1 block truncate font-medium text-primary-700 hover:underline dark:text-primary-300"
      >
        {partyName(party)}
      </LocaleLink>
      <p className="truncate text-sm text-neutral-600 dark:text-neutral-400">{party.email}</p>
    </div>
  );
}

/** The ledger lines of a booking or a payout, grouped by transaction. */
export function LedgerLines({ lines }: { lines: AdminLedgerLine[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!lines.length)
    return <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('admin-money.ledger.empty')}</p>;
  return (
    // On phones the date goes under the operation, so the three columns left fit the card; from `sm`
    // it is a column of its own, and a narrow card scrolls the table inside it.
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full text-sm sm:min-w-[32rem]">
        <caption className="sr-only">{t('admin-money.ledger.title')}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-500 uppercase dark:border-neutral-800 dark:text-neutral-400">
            <th scope="col" className="px-5 py-2 font-semibold">
              {t('admin-money.ledger.kind')}
            </th>
            <th scope="col" className="px-5 py-2 font-semibold">
              {t('admin-money.ledger.account')}
            </th>
            <th scope="col" className="px-5 py-2 text-right font-semibold">
              {t('admin-money.ledger.amount')}
            </th>
            <th scope="col" className="px-5 py-2 font-semibold max-sm:sr-only">
              {t('admin-money.ledger.at')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {lines.map((l, i) => (
            <tr key={`${l.transactionId}-${i}`} data-ledger-kind={l.kind} data-account={l.account.split(':')[0]}>
              <td className="px-5 py-2">
                {t(`admin-money.ledger.kinds.${l.kind}`)}
                <span className="block text-xs text-neutral-500 sm:hidden dark:text-neutral-400" aria-hidden="true">
                  {formatDateTime(l.at, locale, MARKETPLACE_TIME_ZONE)}
                </span>
              </td>
              <td className="px-5 py-2 font-mono text-xs text-neutral-600 dark:text-neutral-400">
                {t(`admin-money.ledger.accounts.${l.account.split(':')[0]}`)}
              </td>
              <td
                className={cn(
                  'px-5 py-2 text-right',
                  l.amountCents < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
                )}
              >
                <Money cents={l.amountCents} currency={l.currency} />
              </td>
              <td className="px-5 py-2 whitespace-nowrap text-neutral-600 max-sm:sr-only dark:text-neutral-400">
                {formatDateTime(l.at, locale, MARKETPLACE_TIME_ZONE)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The first cell of a list row: a real link to the detail page (keyboard, middle click). */
export function RefLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocaleLink
      to={to}
      className="font-mono text-xs font-semibold text-primary-700 hover:underline dark:text-primary-300"
    >
      {children}
    </LocaleLink>
  );
}

/** A row of filters above a table. */
