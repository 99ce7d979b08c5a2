import type { AdminDisputeListResponse, AdminDisputeRow } from '@biclou/contracts/admin-money';
import { useNavigation } from 'react-router';
import {
  createColumnHelper,
  DataTable,
  TableToolbar,
  useTableUrlState,
  type ColumnDef,
} from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { EvidenceFlag } from './evidence-flag';
import { DisputeStatusBadge, RefLink, Money, partyName } from './parts';
import { historyReasonKey } from '../../../lib/history-reason';

export const DISPUTE_FILTERS = ['status'] as const;
const col = createColumnHelper<AdminDisputeRow>();

/** /admin/disputes: every dispute, newest first, optionally open or resolved. */
export function AdminDisputesTable({ data }: { data: AdminDisputeListResponse }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const navigation = useNavigation();
  const table = useTableUrlState({ filters: DISPUTE_FILTERS, defaultSort: 'created', defaultDir: 'desc' });
  const columns = [
    col.display({
      id: 'booking',
      header: t('admin-money.disputes.booking'),
      cell: (c) => <RefLink to={`/admin/disputes/${c.row.original.id}`}>{c.row.original.booking.ref}</RefLink>,
      meta: { cardTitle: true },
    }),
    col.accessor('status', {
      header: t('admin-money.status'),
      cell: (c) => (
        <span className="inline-flex flex-wrap gap-1">
          <DisputeStatusBadge status={c.getValue()} />
          <EvidenceFlag evidence={c.row.original.evidence} />
        </span>
      ),
    }),
    col.accessor('reason', {
      header: t('admin-money.disputes.reason'),
      cell: (c) => <span className="block max-w-56 truncate">{t(historyReasonKey(c.getValue()))}</span>,
    }),
    col.display({ id: 'renter', header: t('admin-money.renter'), cell: (c) => partyName(c.row.original.renter) }),
    col.display({ id: 'owner', header: t('admin-money.owner'), cell: (c) => partyName(c.row.original.owner) }),
    col.display({
      id: 'paid',
      header: t('admin-money.disputes.paid'),
      cell: (c) => <Money cents={c.row.original.booking.totalCents} currency={c.row.original.booking.currency} />,
      meta: { className: 'text-right' },
    }),
    col.accessor('createdAt', {
      id: 'created',
      header: t('admin-money.disputes.opened'),
      enableSorting: true,
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue(), locale)}</span>,
    }),
  ] as ColumnDef<AdminDisputeRow, never>[];

  return (
    <>
      <TableToolbar
        onFilter={table.setFilter}
        onReset={table.reset}
        selects={[
          {
            name: 'status',
            label: t('admin-money.status'),
            value: table.filters.status ?? '',
            options: (['open', 'resolved'] as const).map((s) => ({
              value: s,
              label: t(`admin-money.dispute-status.${s}`),
            })),
          },
        ]}
      />
      <DataTable
        columns={columns}
        data={data.items}
        caption={t('titles.admin-disputes')}
        {...table.paging(data.nextCursor, navigation.state === 'loading')}
        empty={t('admin-money.disputes.empty')}
        rowHref={(d) => lp(`/admin/disputes/${d.id}`)}
        getRowId={(d) => d.id}
      />
    </>
  );
}
