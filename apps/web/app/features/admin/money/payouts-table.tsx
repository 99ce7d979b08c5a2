import type { AdminPayoutListResponse, AdminPayoutRow } from '@biclou/contracts/admin-money';
import * as endpoints from '@biclou/contracts/endpoints';
import { Download } from 'lucide-react';
import { useNavigation } from 'react-router';
import {
  createColumnHelper,
  DataTable,
  TableToolbar,
  ToolbarField,
  useTableUrlState,
  type ColumnDef,
} from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { endpointUrl } from '../../../lib/api-endpoint';
import { API_BASE } from '../../../lib/constants';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { KycBadge, RefLink, Money, partyName, PayoutStatusBadge } from './parts';

export const PAYOUT_FILTERS = ['status'] as const;
const col = createColumnHelper<AdminPayoutRow>();

/** The CSV export of a period: a plain GET form, the browser downloads the file. */
export function PayoutExportForm({ today }: { today: string }) {
  const { t } = useTranslation();
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <form
      method="get"
      action={API_BASE.concat(endpointUrl(endpoints.adminExportPayouts))}
      className="flex flex-wrap items-end gap-2"
    >
      <ToolbarField label={t('admin-money.payouts.export-from')} htmlFor="x-from">
        <Input id="x-from" name="from" type="date" required defaultValue={monthStart} className="h-10" />
      </ToolbarField>
      <ToolbarField label={t('admin-money.payouts.export-to')} htmlFor="x-to">
        <Input id="x-to" name="to" type="date" required defaultValue={today} className="h-10" />
      </ToolbarField>
      <Button type="submit" variant="outline">
        <Download className="size-4" aria-hidden="true" />
        {t('admin-money.payouts.export')}
      </Button>
    </form>
  );
}

/** /admin/payouts: the queue of pending payouts, oldest first, with the owner's KYC and masked IBAN. */
export function AdminPayoutsTable({ data }: { data: AdminPayoutListResponse }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const navigation = useNavigation();
  const table = useTableUrlState({ filters: PAYOUT_FILTERS, defaultSort: 'created', defaultDir: 'asc' });
  const columns = [
    col.accessor('ref', {
      header: t('admin-money.payouts.ref'),
      cell: (c) => <RefLink to={`/admin/payouts/${c.row.original.id}`}>{c.getValue()}</RefLink>,
      meta: { cardTitle: true },
    }),
    col.accessor('createdAt', {
      id: 'created',
      header: t('admin-money.payouts.asked'),
      enableSorting: true,
      cell: (c) => <span className="whitespace-nowrap">{formatDate(c.getValue(), locale)}</span>,
    }),
    col.display({
      id: 'owner',
      header: t('admin-money.owner'),
      cell: (c) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-neutral-900 dark:text-white">
            {partyName(c.row.original.owner)}
          </span>
          <span className="block truncate text-xs text-neutral-500">{c.row.original.owner.email}</span>
        </span>
      ),
    }),
    col.display({
      id: 'listing',
      header: t('admin-money.bookings.listing'),
      cell: (c) => <span className="block max-w-40 truncate">{c.row.original.listing.title}</span>,
    }),
    col.accessor('kycStatus', {
      header: t('admin-money.payouts.kyc'),
      cell: (c) => <KycBadge status={c.getValue()} />,
    }),
    col.accessor('ibanMasked', {
      header: t('admin-money.payouts.iban'),
      cell: (c) => <span className="font-mono text-xs whitespace-nowrap">{c.getValue() ?? '—'}</span>,
    }),
    col.accessor('status', {
      header: t('admin-money.status'),
      cell: (c) => <PayoutStatusBadge status={c.getValue()} />,
    }),
    col.accessor('amountCents', {
      header: t('admin-money.amount'),
      cell: (c) => <Money cents={c.getValue()} currency={c.row.original.currency} className="font-semibold" />,
      meta: { className: 'text-right' },
    }),
  ] as ColumnDef<AdminPayoutRow, never>[];

  return (
    <>
      <TableToolbar>
        <ToolbarField label={t('admin-money.status')} htmlFor="f-status">
          <NativeSelect
            id="f-status"
            value={table.filters.status || 'pending'}
            onChange={(e) => table.setFilter('status', e.target.value === 'pending' ? '' : e.target.value)}
          >
            {(['pending', 'processed', 'failed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`admin-money.payout-status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </ToolbarField>
      </TableToolbar>
      <DataTable
        columns={columns}
        data={data.items}
        caption={t('titles.admin-payouts')}
        {...table.paging(data.nextCursor, navigation.state === 'loading')}
        empty={t('admin-money.payouts.empty')}
        rowHref={(p) => lp(`/admin/payouts/${p.id}`)}
        getRowId={(p) => p.id}
      />
    </>
  );
}
