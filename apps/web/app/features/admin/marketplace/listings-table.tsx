import type { AdminListingListResponse, AdminListingRow } from '@biclou/contracts/admin-marketplace';
import type { Category } from '@biclou/contracts/catalog';
import { LISTING_STATUSES } from '@biclou/domain/listing-status';
import { Zap } from 'lucide-react';
import { useNavigation } from 'react-router';
import {
  createColumnHelper,
  DataTable,
  useTableUrlState,
  type ColumnDef,
  TableToolbar,
} from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { ListingStatusBadge } from './listing-status-badge';

export const LISTING_FILTERS = ['status', 'country', 'categoryId', 'pro', 'elec'] as const;

/** /admin/listings: search, filters, sort and keyset pages, all in the URL. */
export function ListingsTable({
  page,
  categories,
  countries,
}: {
  page: AdminListingListResponse;
  categories: readonly Category[];
  countries: readonly { code: string; nameEn: string; nameFr: string }[];
}) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const navigation = useNavigation();
  const state = useTableUrlState({ filters: LISTING_FILTERS, defaultSort: 'createdAt' });
  const name = (o: { nameEn: string; nameFr: string }) => (locale === 'fr' ? o.nameFr : o.nameEn);

  const col = createColumnHelper<AdminListingRow>();
  const columns: ColumnDef<AdminListingRow, never>[] = [
    col.display({
      id: 'title',
      header: t('admin-market.listings.col-listing'),
      meta: { cardTitle: true },
      cell: ({ row: { original: l } }) => (
        <div className="min-w-0">
          <LocaleLink
            to={`/admin/listings/${l.id}`}
            className="font-medium text-neutral-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-300"
          >
            {l.title || t('admin-market.listings.untitled')}
          </LocaleLink>
          <div className="mt-0.5 flex items-center gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
            {l.category ? name(l.category) : '—'}
            {l.isElec && (
              <span className="inline-flex items-center gap-0.5 text-amber-700 dark:text-amber-400">
                <Zap className="size-3" aria-hidden="true" />
                {t('admin-market.listings.ebike')}
              </span>
            )}
          </div>
        </div>
      ),
    }),
    col.display({
      id: 'status',
      header: t('admin-market.listings.col-status'),
      cell: ({ row: { original: l } }) => <ListingStatusBadge status={l.status} />,
    }),
    col.display({
      id: 'owner',
      header: t('admin-market.listings.col-owner'),
      cell: ({ row: { original: l } }) => (
        <div className="min-w-0">
          <div className="flex items-center gap-1.5 truncate">
            {l.owner.firstname} {l.owner.lastname}
            {l.owner.isPro && <Badge color="info">{t('admin-market.listings.pro')}</Badge>}
          </div>
          <div className="truncate text-xs text-neutral-500 dark:text-neutral-400">{l.owner.email}</div>
        </div>
      ),
    }),
    col.display({
      id: 'place',
      header: t('admin-market.listings.col-place'),
      cell: ({ row: { original: l } }) => [l.city, l.country].filter(Boolean).join(', ') || '—',
    }),
    col.display({
      id: 'price',
      header: t('admin-market.listings.col-price'),
      enableSorting: true,
      meta: { className: 'text-right tabular-nums' },
      cell: ({ row: { original: l } }) =>
        l.pricePerDayCents === null ? '—' : formatMoney(l.pricePerDayCents, l.currency, locale),
    }),
    col.display({
      id: 'createdAt',
      header: t('admin-market.listings.col-created'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: l } }) => formatDate(l.createdAt, locale, { dateStyle: 'medium' }),
    }),
    col.display({
      id: 'updatedAt',
      header: t('admin-market.listings.col-updated'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap', hideOnCard: true },
      cell: ({ row: { original: l } }) => formatDate(l.updatedAt, locale, { dateStyle: 'medium' }),
    }),
  ];

  const yesNo = [
    { value: 'true', label: t('admin-market.filters.yes') },
    { value: 'false', label: t('admin-market.filters.no') },
  ];
  return (
    <>
      <TableToolbar
        q={state.q}
        searchLabel={t('admin-market.listings.search')}
        onSearch={state.setSearch}
        onFilter={state.setFilter}
        onReset={state.reset}
        selects={[
          {
            name: 'status',
            label: t('admin-market.listings.col-status'),
            value: state.filters.status ?? '',
            options: LISTING_STATUSES.map((s) => ({ value: s, label: t(`admin-market.status.${s}`) })),
          },
          {
            name: 'country',
            label: t('admin-market.listings.country'),
            value: state.filters.country ?? '',
            options: countries.map((c) => ({ value: c.code, label: name(c) })),
          },
          {
            name: 'categoryId',
            label: t('admin-market.listings.category'),
            value: state.filters.categoryId ?? '',
            options: categories.map((c) => ({ value: c.id, label: name(c) })),
          },
          { name: 'pro', label: t('admin-market.listings.pro-owner'), value: state.filters.pro ?? '', options: yesNo },
          { name: 'elec', label: t('admin-market.listings.ebike'), value: state.filters.elec ?? '', options: yesNo },
        ]}
      />
      <DataTable
        columns={columns}
        data={page.items}
        caption={t('titles.admin-listings')}
        getRowId={(l) => l.id}
        rowHref={(l) => lp(`/admin/listings/${l.id}`)}
        {...state.paging(
          page.nextCursor,
          navigation.state === 'loading' && navigation.location?.pathname === globalThis.location?.pathname,
        )}
        empty={t('admin-market.listings.empty')}
      />
    </>
  );
}
