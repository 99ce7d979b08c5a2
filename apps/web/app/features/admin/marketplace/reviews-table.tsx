import type { AdminReview, AdminReviewListResponse } from '@biclou/contracts/admin-marketplace';
import * as endpoints from '@biclou/contracts/endpoints';
import { Eye, EyeOff, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { ReasonDialog } from '../../../components/admin';
import {
  createColumnHelper,
  DataTable,
  useTableUrlState,
  type ColumnDef,
  TableToolbar,
} from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useMarketFieldErrors, useMarketMessage } from './market-messages';

export const REVIEW_FILTERS = ['visibility', 'rating'] as const;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-amber-500" aria-label={`${rating}/5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={i < rating ? 'size-3.5 fill-current' : 'size-3.5 opacity-30'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** /admin/reviews: every review, newest first; hide one with a reason (moderation) or show it again. */
export function ReviewsTable({ page }: { page: AdminReviewListResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const fieldErrors = useMarketFieldErrors();
  const state = useTableUrlState({ filters: REVIEW_FILTERS, defaultSort: 'createdAt' });
  const [hiding, setHiding] = useState<AdminReview | null>(null);

  const unhide = async (r: AdminReview) => {
    const res = await api.call(endpoints.adminUnhideReview, { params: { reviewId: r.id }, quiet: true });
    if (!res.ok) {
      toast.error(message(res.error.message));
      return;
    }
    toast.success(t('admin-market.reviews.shown'));
    void revalidate();
  };

  const col = createColumnHelper<AdminReview>();
  const columns: ColumnDef<AdminReview, never>[] = [
    col.display({
      id: 'review',
      header: t('admin-market.reviews.col-review'),
      meta: { cardTitle: true, className: 'max-w-md' },
      cell: ({ row: { original: r } }) => (
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={r.rating} />
            {r.hiddenAt ? (
              <Badge color="error">{t('admin-market.reviews.hidden')}</Badge>
            ) : r.publishedAt ? (
              <Badge color="success">{t('admin-market.reviews.published')}</Badge>
            ) : (
              <Badge>{t('admin-market.reviews.pending')}</Badge>
            )}
          </div>
          <p className="mt-1 line-clamp-3 text-sm font-normal whitespace-normal text-neutral-800 dark:text-neutral-200">
            {r.comment}
          </p>
          {r.hiddenReason && (
            <p className="mt-1 text-xs font-normal text-red-700 dark:text-red-400">
              {t('admin-market.listing.reason', { reason: r.hiddenReason })}
            </p>
          )}
        </div>
      ),
    }),
    col.display({
      id: 'author',
      header: t('admin-market.reviews.col-author'),
      cell: ({ row: { original: r } }) => (
        <div className="min-w-0">
          <div>
            {r.author.firstname} {r.author.lastname}
          </div>
          <div className="text-xs text-neutral-500 dark:text-neutral-400">
            {t(`admin-market.reviews.side-${r.side}`, { name: `${r.subject.firstname} ${r.subject.lastname}` })}
          </div>
        </div>
      ),
    }),
    col.display({
      id: 'listing',
      header: t('admin-market.reviews.col-listing'),
      cell: ({ row: { original: r } }) => (
        <LocaleLink
          to={`/admin/listings/${r.listing.id}`}
          className="text-primary-700 hover:underline dark:text-primary-300"
        >
          {r.listing.title || t('admin-market.listings.untitled')}
        </LocaleLink>
      ),
    }),
    col.display({
      id: 'createdAt',
      header: t('admin-market.reviews.col-date'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: r } }) => formatDate(r.createdAt, locale, { dateStyle: 'medium' }),
    }),
    col.display({
      id: 'actions',
      header: '',
      meta: { className: 'text-right', hideOnCard: false },
      cell: ({ row: { original: r } }) =>
        r.hiddenAt ? (
          <Button variant="outline" size="sm" onClick={() => unhide(r)}>
            <Eye className="size-4" aria-hidden="true" />
            {t('admin-market.reviews.show')}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={() => setHiding(r)}>
            <EyeOff className="size-4" aria-hidden="true" />
            {t('admin-market.reviews.hide')}
          </Button>
        ),
    }),
  ];

  return (
    <>
      <TableToolbar
        q={state.q}
        searchLabel={t('admin-market.reviews.search')}
        onSearch={state.setSearch}
        onFilter={state.setFilter}
        onReset={state.reset}
        selects={[
          {
            name: 'visibility',
            label: t('admin-market.reviews.visibility'),
            value: state.filters.visibility ?? '',
            options: (['visible', 'hidden'] as const).map((v) => ({
              value: v,
              label: t(`admin-market.reviews.${v}-only`),
            })),
          },
          {
            name: 'rating',
            label: t('admin-market.reviews.rating'),
            value: state.filters.rating ?? '',
            options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: '★'.repeat(n) })),
          },
        ]}
      />
      <DataTable
        columns={columns}
        data={page.items}
        caption={t('titles.admin-reviews')}
        getRowId={(r) => r.id}
        sort={{ id: 'createdAt', dir: state.dir }}
        onSortChange={state.setSort}
        nextCursor={page.nextCursor}
        hasPrevious={state.cursor !== undefined}
        onNext={state.setCursor}
        onFirst={() => state.setCursor(undefined)}
        loading={navigation.state === 'loading'}
        empty={t('admin-market.reviews.empty')}
      />
      <ReasonDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t('admin-market.reviews.hide-title')}
        description={t('admin-market.reviews.hide-text')}
        confirmLabel={t('admin-market.reviews.hide')}
        onConfirm={async (reason) => {
          if (!hiding) return;
          const res = await api.call(endpoints.adminHideReview, {
            params: { reviewId: hiding.id },
            body: { reason },
            quiet: true,
          });
          if (!res.ok) {
            const fields = fieldErrors(res.error.fields);
            return fields.reason ? { fieldError: fields.reason } : { error: message(res.error.message) };
          }
          toast.success(t('admin-market.reviews.hidden-done'));
          void revalidate();
        }}
      >
        {hiding && (
          <blockquote className="rounded-lg border-l-4 border-neutral-300 bg-neutral-50 px-3 py-2 text-sm text-neutral-700 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
            {hiding.comment}
          </blockquote>
        )}
      </ReasonDialog>
    </>
  );
}
