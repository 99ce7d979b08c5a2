import type { AdminBookingListResponse, AdminBookingRow } from '@biclou/contracts/admin-money';
import { BOOKING_STATUSES } from '@biclou/domain/booking-status';
import { useNavigation } from 'react-router';
import {
  createColumnHelper,
  DataTable,
  TableToolbar,
  ToolbarField,
  useTableUrlState,
  type ColumnDef,
} from '../../../components/data-table';
import { Input } from '../../../components/ui/input';
import { formatDate } from '../../../lib/dates';
import { formatBookingTimes } from '../../../lib/booking-times';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { BookingStatusBadge, RefLink, Money, partyName } from './parts';

export const BOOKING_FILTERS = ['status', 'from', 'to', 'country'] as const;
const ADMIN_COUNTRIES = ['FR', 'BE', 'CH', 'LU'] as const;

const col = createColumnHelper<AdminBookingRow>();

/** /admin/bookings: every booking, filtered by state, start dates and country, sorted by request or start. */
export function AdminBookingsTable({ data }: { data: AdminBookingListResponse }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const navigation = useNavigation();
  const table = useTableUrlState({ filters: BOOKING_FILTERS, defaultSort: 'requested', defaultDir: 'desc' });
  const columns = [
    col.accessor('ref', {
      header: t('admin-money.bookings.ref'),
      cell: (c) => <RefLink to={`/admin/bookings/${c.row.original.id}`}>{c.getValue()}</RefLink>,
      meta: { cardTitle: true },
    }),
    col.accessor('status', {
      header: t('admin-money.status'),
      cell: (c) => <BookingStatusBadge status={c.getValue()} />,
    }),
    col.display({
      id: 'listing',
      header: t('admin-money.bookings.listing'),
      cell: (c) => (
        <span className="block max-w-48 truncate">
          {c.row.original.listing.title}
          {c.row.original.listing.country && (
            <span className="ml-1 text-xs text-neutral-500">· {c.row.original.listing.country}</span>
          )}
        </span>
      ),
    }),
    col.display({ id: 'renter', header: t('admin-money.renter'), cell: (c) => partyName(c.row.original.renter) }),
    col.display({ id: 'owner', header: t('admin-money.owner'), cell: (c) => partyName(c.row.original.owner) }),
    col.accessor('startDate', {
      id: 'start',
      header: t('admin-money.bookings.dates'),
      enableSorting: true,
      cell: (c) => (
        <span className="inline-block min-w-40">
          {formatBookingTimes(c.row.original.pickupAt, c.row.original.returnAt, locale, c.row.original.timeZone, {
            weekday: false,
          })}
        </span>
      ),
    }),
    col.accessor('totalCents', {
      header: t('admin-money.amount'),
      cell: (c) => <Money cents={c.getValue()} currency={c.row.original.currency} />,
      meta: { className: 'text-right' },
    }),
    col.accessor('requestedAt', {
      id: 'requested',
      header: t('admin-money.bookings.requested'),
      enableSorting: true,
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue(), locale)}</span>,
    }),
  ] as ColumnDef<AdminBookingRow, never>[];

  const f = table.filters;
  return (
    <>
      <TableToolbar
        onFilter={table.setFilter}
        onReset={table.reset}
        active={Boolean(f.status || f.from || f.to || f.country)}
        selects={[
          {
            name: 'status',
            label: t('admin-money.status'),
            value: f.status ?? '',
            options: BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings.status.${s}`) })),
          },
          {
            name: 'country',
            label: t('admin-money.bookings.country'),
            value: f.country ?? '',
            options: ADMIN_COUNTRIES.map((c) => ({ value: c, label: c })),
          },
        ]}
      >
        <ToolbarField label={t('admin-money.bookings.from')} htmlFor="f-from">
          <Input
            id="f-from"
            type="date"
            className="h-10"
            value={f.from}
            onChange={(e) => table.setFilter('from', e.target.value)}
          />
        </ToolbarField>
        <ToolbarField label={t('admin-money.bookings.to')} htmlFor="f-to">
          <Input
            id="f-to"
            type="date"
            className="h-10"
            value={f.to}
            onChange={(e) => table.setFilter('to', e.target.value)}
          />
        </ToolbarField>
      </TableToolbar>
      <DataTable
        columns={columns}
        data={data.items}
        caption={t('titles.admin-bookings')}
        {...table.paging(data.nextCursor, navigation.state === 'loading')}
        empty={t('admin-money.bookings.empty')}
        rowHref={(b) => lp(`/admin/bookings/${b.id}`)}
        getRowId={(b) => b.id}
      />
    </>
  );
}
