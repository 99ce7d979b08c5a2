import type { AdminUserListResponse, AdminUserRow } from '@biclou/contracts/admin-users';
import { useMemo } from 'react';
import { useNavigation } from 'react-router';
import { createColumnHelper, DataTable, useTableUrlState, type ColumnDef } from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Avatar, initials } from '../../../components/ui/avatar';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { UserBadges } from './user-badges';
import { USER_FILTERS, UserFilters } from './user-filters';

const col = createColumnHelper<AdminUserRow>();

/** /admin/users: search, filters, server-side sort and keyset pages, all in the URL. */
export function UserTable({ page }: { page: AdminUserListResponse }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const navigation = useNavigation();
  const table = useTableUrlState({ filters: USER_FILTERS, defaultSort: 'createdAt', defaultDir: 'desc' });

  const columns = useMemo(
    () =>
      [
        col.accessor((u) => `${u.firstname} ${u.lastname}`, {
          id: 'name',
          header: t('admin-users.col.name'),
          enableSorting: true,
          meta: { cardTitle: true },
          cell: ({ row: { original: u } }) => (
            <div className="flex min-w-0 items-center gap-3">
              <Avatar name={initials(u.firstname, u.lastname)} size={32} className="hidden sm:grid" />
              <div className="min-w-0">
                <LocaleLink
                  to={`/admin/users/${u.id}`}
                  className="block truncate font-medium text-neutral-900 hover:underline dark:text-white"
                >
                  {u.firstname} {u.lastname}
                </LocaleLink>
                <div className="mt-0.5 md:hidden">
                  <UserBadges user={u} />
                </div>
              </div>
            </div>
          ),
        }),
        col.accessor('email', {
          header: t('admin-users.col.email'),
          enableSorting: true,
          cell: (c) => <span className="font-mono text-[13px]">{c.getValue()}</span>,
        }),
        col.display({
          id: 'status',
          header: t('admin-users.col.status'),
          meta: { hideOnCard: true },
          cell: ({ row }) => <UserBadges user={row.original} />,
        }),
        col.accessor('country', {
          header: t('admin-users.col.country'),
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('listingCount', {
          header: t('admin-users.col.listings'),
          enableSorting: false,
          meta: { className: 'text-right tabular-nums' },
        }),
        col.accessor('createdAt', {
          header: t('admin-users.col.joined'),
          enableSorting: true,
          meta: { className: 'whitespace-nowrap tabular-nums' },
          cell: (c) => formatDate(c.getValue(), locale, { dateStyle: 'medium' }),
        }),
      ] as ColumnDef<AdminUserRow, never>[],
    [t, locale],
  );

  return (
    <>
      <UserFilters
        q={table.q}
        filters={table.filters}
        onSearch={table.setSearch}
        onFilter={table.setFilter}
        onReset={table.reset}
      />
      <DataTable
        caption={t('titles.admin-users')}
        columns={columns}
        data={page.items}
        getRowId={(u) => u.id}
        {...table.paging(page.nextCursor, navigation.state === 'loading')}
        rowHref={(u) => lp(`/admin/users/${u.id}`)}
        empty={t('admin-users.empty')}
      />
    </>
  );
}
