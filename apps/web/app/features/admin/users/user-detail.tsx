import type { AdminUserDetailResponse } from '@biclou/contracts/admin-users';
import { addressLine } from '@biclou/domain/postal-code';
import { Banknote, Bike, CalendarCheck, IdCard, Laptop, MessagesSquare, Receipt, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { CardSection } from '../../../components/ui/card';
import { ConversationRefs } from '../../../components/admin';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatBookingTimes } from '../../../lib/booking-times';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { formatMoney } from '../../../lib/money';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

type Detail = AdminUserDetailResponse;

function Dl({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</dt>
          <dd className="mt-0.5 break-words text-neutral-900 dark:text-neutral-100">
            {value === null || value === undefined || value === '' ? (
              <span className="text-neutral-400">—</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-neutral-500 dark:text-neutral-400">{children}</p>;
}

function MiniTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-neutral-100 dark:border-neutral-800">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`px-5 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-neutral-500 uppercase sm:px-6 ${i === head.length - 1 ? 'text-right' : 'text-left'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((c, i) => (
                <td
                  key={i}
                  className={`px-5 py-2.5 whitespace-nowrap text-neutral-700 sm:px-6 dark:text-neutral-300 ${i === cells.length - 1 ? 'text-right tabular-nums' : ''}`}
                >
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'error' | 'neutral' | 'info'> = {
  live: 'success',
  paid: 'success',
  completed: 'success',
  credited: 'success',
  processed: 'success',
  requested: 'warning',
  accepted: 'info',
  pending: 'warning',
  suspended: 'error',
  failed: 'error',
  canceled: 'neutral',
  rejected: 'neutral',
  expired: 'neutral',
};
const Status = ({ value }: { value: string }) => <Badge color={STATUS_COLOR[value] ?? 'neutral'}>{value}</Badge>;

/** Every section of /admin/users/:userId but the actions and the history. */
export function UserDetail({ data }: { data: Detail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const u = data.user;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  const day = (d: string | null) => (d ? formatDate(d, locale, { dateStyle: 'medium' }) : null);
  const yes = (d: string | null) => (d ? `${t('admin-users.filter.yes')} · ${day(d)}` : t('admin-users.filter.no'));
  const bookingRows = (list: Detail['bookingsAsRenter']) =>
    list.map((b) => [
      <span key="r" className="font-mono text-xs">
        {b.ref}
      </span>,
      b.listingTitle,
      b.otherParty,
      formatBookingTimes(b.pickupAt, b.returnAt, locale, b.timeZone, { weekday: false }),
      <Status key="s" value={b.status} />,
      money(b.totalCents, b.currency),
    ]);
  const bookingHead = [
    t('admin-users.col.ref'),
    t('admin-users.col.bike'),
    t('admin-users.col.other-party'),
    t('admin-users.col.dates'),
    t('admin-users.col.status'),
    t('admin-users.col.amount'),
  ];

  return (
    <div className="space-y-6">
      <CardSection
        id="profile"
        title={t('admin-users.section.profile')}
        description={t('admin-users.section.profile-text')}
        icon={<IdCard className="size-5" />}
      >
        <Dl
          items={[
            [t('admin-users.field.email'), <span className="font-mono text-[13px]">{u.email}</span>],
            [t('admin-users.field.email-verified'), yes(u.emailVerifiedAt)],
            [t('admin-users.field.phone'), u.phone],
            [t('admin-users.field.phone-verified'), yes(u.phoneVerifiedAt)],
            [t('admin-users.field.address'), addressLine(u, u.country)],
            [t('admin-users.field.country'), u.country],
            [t('admin-users.field.birthdate'), day(u.birthdate)],
            [t('admin-users.field.languages'), u.spokenLanguages.join(', ')],
            [
              t('admin-users.field.pro'),
              u.isPro ? `${t('admin-users.filter.yes')} · SIRET ${u.siret ?? '—'}` : t('admin-users.filter.no'),
            ],
            [t('admin-users.field.website'), u.website],
            [t('admin-users.field.iban'), u.iban && <span className="font-mono">{u.iban}</span>],
            [t('admin-users.field.bic'), u.bic],
            [t('admin-users.field.locale'), `${u.locale} · ${u.theme}`],
            [t('admin-users.field.terms'), day(u.termsAcceptedAt)],
            [t('admin-users.field.owner-cancellations'), String(u.ownerCancellationCount)],
            [t('admin-users.field.joined'), formatDateTime(u.createdAt, locale, MARKETPLACE_TIME_ZONE)],
            [t('admin-users.field.description'), u.description],
          ]}
        />
      </CardSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <CardSection id="balance" title={t('admin-users.section.balance')} icon={<Wallet className="size-5" />}>
          <div className="grid grid-cols-3 gap-3">
            {(
              [
                ['available', data.balance.availableCents],
                ['in-transit', data.balance.inTransitCents],
                ['paid-out', data.balance.paidOutCents],
              ] as const
            ).map(([key, cents]) => (
              <div key={key} className="rounded-xl bg-neutral-50 px-3 py-3 dark:bg-neutral-800/60">
                <p className="text-xs text-neutral-500 dark:text-neutral-400">{t(`admin-users.balance.${key}`)}</p>
                <p className="mt-1 text-lg font-semibold text-neutral-900 tabular-nums dark:text-white">
                  {money(cents, data.balance.currency)}
                </p>
              </div>
            ))}
          </div>
        </CardSection>
        <CardSection id="payouts" title={t('admin-users.section.payouts')} icon={<Banknote className="size-5" />}>
          {data.payouts.length === 0 ? (
            <Empty>{t('admin-users.none.payouts')}</Empty>
          ) : (
            <MiniTable
              head={[
                t('admin-users.col.ref'),
                t('admin-users.col.date'),
                t('admin-users.col.status'),
                t('admin-users.col.amount'),
              ]}
              rows={data.payouts.map((p) => [
                <span key="r" className="font-mono text-xs">
                  {p.ref}
                </span>,
                day(p.createdAt),
                <Status key="s" value={p.status} />,
                money(p.amountCents, p.currency),
              ])}
            />
          )}
        </CardSection>
      </div>

      <CardSection id="listings" title={t('admin-users.section.listings')} icon={<Bike className="size-5" />}>
        {data.listings.length === 0 ? (
          <Empty>{t('admin-users.none.listings')}</Empty>
        ) : (
          <MiniTable
            head={[
              t('admin-users.col.bike'),
              t('admin-users.col.city'),
              t('admin-users.col.status'),
              t('admin-users.col.price'),
            ]}
            rows={data.listings.map((l) => [
              <LocaleLink key="l" to={`/listing/${l.id}`} className="font-medium hover:underline">
                {l.title || '—'}
              </LocaleLink>,
              l.city,
              <Status key="s" value={l.status} />,
              l.pricePerDayCents === null ? '—' : money(l.pricePerDayCents, l.currency),
            ])}
          />
        )}
      </CardSection>

      <CardSection id="bookings" title={t('admin-users.section.bookings')} icon={<CalendarCheck className="size-5" />}>
        <h3 className="mb-2 text-sm font-semibold text-neutral-900 dark:text-white">{t('admin-users.as-renter')}</h3>
        {data.bookingsAsRenter.length === 0 ? (
          <Empty>{t('admin-users.none.bookings')}</Empty>
        ) : (
          <MiniTable head={bookingHead} rows={bookingRows(data.bookingsAsRenter)} />
        )}
        <h3 className="mt-6 mb-2 text-sm font-semibold text-neutral-900 dark:text-white">
          {t('admin-users.as-owner')}
        </h3>
        {data.bookingsAsOwner.length === 0 ? (
          <Empty>{t('admin-users.none.bookings')}</Empty>
        ) : (
          <MiniTable head={bookingHead} rows={bookingRows(data.bookingsAsOwner)} />
        )}
      </CardSection>

      <CardSection id="ledger" title={t('admin-users.section.ledger')} icon={<Receipt className="size-5" />}>
        {data.ledger.length === 0 ? (
          <Empty>{t('admin-users.none.ledger')}</Empty>
        ) : (
          <MiniTable
            head={[
              t('admin-users.col.date'),
              t('admin-users.col.kind'),
              t('admin-users.col.account'),
              t('admin-users.col.amount'),
            ]}
            rows={data.ledger.map((e) => [
              formatDateTime(e.at, locale, MARKETPLACE_TIME_ZONE),
              e.kind,
              <span key="a" className="font-mono text-xs">
                {e.account.split(':')[0]}
              </span>,
              <span
                key="m"
                className={
                  e.amountCents < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'
                }
              >
                {money(e.amountCents, e.currency)}
              </span>,
            ])}
          />
        )}
      </CardSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <CardSection id="devices" title={t('admin-users.section.devices')} icon={<Laptop className="size-5" />}>
          {data.devices.length === 0 ? (
            <Empty>{t('admin-users.none.devices')}</Empty>
          ) : (
            <ul className="divide-y divide-neutral-100 text-sm dark:divide-neutral-800">
              {data.devices.map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-neutral-900 dark:text-white">{d.name}</p>
                    <p className="text-xs text-neutral-500">
                      {d.ip ?? '—'} · {formatDateTime(d.lastUsedAt, locale, MARKETPLACE_TIME_ZONE)}
                    </p>
                  </div>
                  {d.revokedAt ? (
                    <Badge color="neutral">{t('admin-users.device.revoked')}</Badge>
                  ) : (
                    <Badge color="success">{t('admin-users.device.active')}</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardSection>
        <CardSection
          id="conversations"
          title={t('admin-users.section.conversations')}
          icon={<MessagesSquare className="size-5" />}
        >
          <ConversationRefs items={data.conversations} />
        </CardSection>
      </div>
    </div>
  );
}
