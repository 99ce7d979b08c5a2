import { IMAGE_FIXED_SIZES } from '@biclou/contracts/media-constants';
import { addressLine } from '@biclou/domain/postal-code';
import type { AdminListingDetail } from '@biclou/contracts/admin-marketplace';
import * as endpoints from '@biclou/contracts/endpoints';
import { Ban, ExternalLink, RotateCcw, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { AdminPageHeader, AuditLog, ReasonDialog } from '../../../components/admin';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { imageUrl } from '../../../lib/images/image-src-set';
import { formatMoney } from '../../../lib/money';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { ListingHistory } from './listing-history';
import { ListingStatusBadge } from './listing-status-badge';
import { useMarketFieldErrors, useMarketMessage } from './market-messages';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-neutral-900 dark:text-neutral-100">{children ?? '—'}</dd>
    </div>
  );
}

/** /admin/listings/:listingId — everything about a listing, suspend or lift, and its history. */
export function ListingDetail({ listing }: { listing: AdminListingDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const fieldErrors = useMarketFieldErrors();
  const [suspending, setSuspending] = useState(false);
  const [lifting, setLifting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = (o: { nameEn: string; nameFr: string } | null) => (o ? (locale === 'fr' ? o.nameFr : o.nameEn) : null);
  const canSuspend = ['draft', 'live', 'paused'].includes(listing.status);
  const title = listing.title || t('admin-market.listings.untitled');

  const lift = async () => {
    setBusy(true);
    const res = await api.call(endpoints.adminUnsuspendListing, { params: { listingId: listing.id }, quiet: true });
    setBusy(false);
    if (!res.ok) {
      toast.error(message(res.error.message));
      return;
    }
    setLifting(false);
    toast.success(t('admin-market.listing.lifted'));
    void revalidate();
  };

  return (
    <>
      <AdminPageHeader
        title={title}
        back={{ to: '/admin/listings', label: t('titles.admin-listings') }}
        meta={
          <>
            <ListingStatusBadge status={listing.status} />
            {listing.isElec && (
              <Badge color="warning">
                <Zap className="size-3" aria-hidden="true" />
                {t('admin-market.listings.ebike')}
              </Badge>
            )}
            {listing.owner.isPro && <Badge color="info">{t('admin-market.listings.pro')}</Badge>}
            <span className="font-mono text-xs text-neutral-500 dark:text-neutral-400">{listing.id}</span>
          </>
        }
        action={
          <>
            {listing.status === 'live' && (
              <LocaleLink
                to={`/listings/${listing.id}`}
                className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {t('admin-market.listing.public-page')}
              </LocaleLink>
            )}
            {canSuspend && (
              <Button variant="danger" onClick={() => setSuspending(true)}>
                <Ban className="size-4" aria-hidden="true" />
                {t('admin-market.listing.suspend')}
              </Button>
            )}
            {listing.status === 'suspended' && (
              <Button variant="outline" onClick={() => setLifting(true)}>
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('admin-market.listing.unsuspend')}
              </Button>
            )}
          </>
        }
      />

      {listing.status === 'suspended' && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          <p className="font-semibold">{t('admin-market.listing.suspended-title')}</p>
          {listing.suspendedReason && (
            <p className="mt-0.5">{t('admin-market.listing.reason', { reason: listing.suspendedReason })}</p>
          )}
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {listing.photoKeys.length > 0 && (
            <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('admin-market.listing.photos')}>
              {listing.photoKeys.slice(0, 8).map((key) => (
                <li key={key} className="shrink-0">
                  <img
                    src={imageUrl(key, IMAGE_FIXED_SIZES.adminThumb)}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    className="h-24 w-32 rounded-lg bg-neutral-100 object-cover sm:h-30 sm:w-40 dark:bg-neutral-800"
                  />
                </li>
              ))}
            </ul>
          )}
          <Card className="p-5">
            <h2 className="mb-4 text-base font-semibold text-neutral-900 dark:text-white">
              {t('admin-market.listing.details')}
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
              <Fact label={t('admin-market.listings.category')}>
                {[name(listing.category), name(listing.subCategory)].filter(Boolean).join(' › ') || null}
              </Fact>
              <Fact label={t('admin-market.listing.size')}>{listing.sizeCode}</Fact>
              <Fact label={t('admin-market.listings.col-price')}>
                {listing.pricePerDayCents === null
                  ? null
                  : t('admin-market.listing.per-day', {
                      price: formatMoney(listing.pricePerDayCents, listing.currency, locale),
                    })}
              </Fact>
              <Fact label={t('admin-market.listing.deposit')}>
                {formatMoney(listing.depositCents, listing.currency, locale)}
              </Fact>
              <Fact label={t('admin-market.listing.cancelation')}>
                {t(`admin-market.settings.option.${listing.cancelationOption}`)}
              </Fact>
              <Fact label={t('admin-market.listing.bookings')}>{listing.bookingCount}</Fact>
              <Fact label={t('admin-market.listing.address')}>
                {[addressLine(listing, listing.country), listing.country].filter(Boolean).join(', ') || null}
              </Fact>
              <Fact label={t('admin-market.listings.col-created')}>
                {formatDateTime(listing.createdAt, locale, MARKETPLACE_TIME_ZONE)}
              </Fact>
              <Fact label={t('admin-market.listing.published')}>
                {listing.publishedAt ? formatDateTime(listing.publishedAt, locale, MARKETPLACE_TIME_ZONE) : null}
              </Fact>
            </dl>
            {(listing.descriptionEn || listing.descriptionFr) && (
              <div className="mt-5 space-y-3 border-t border-neutral-100 pt-4 text-sm text-neutral-700 dark:border-neutral-800 dark:text-neutral-300">
                {listing.descriptionEn && (
                  <p className="whitespace-pre-line">
                    <span className="mr-1.5 text-xs font-semibold text-neutral-500">EN</span>
                    {listing.descriptionEn}
                  </p>
                )}
                {listing.descriptionFr && (
                  <p className="whitespace-pre-line">
                    <span className="mr-1.5 text-xs font-semibold text-neutral-500">FR</span>
                    {listing.descriptionFr}
                  </p>
                )}
              </div>
            )}
          </Card>
          <Card className="p-5">
            <ListingHistory history={listing.history} />
          </Card>
          <Card className="p-5">
            <AuditLog api={api} objectType="listing" objectId={listing.id} />
          </Card>
        </div>
        <Card className="h-fit p-5">
          <h2 className="mb-4 text-base font-semibold text-neutral-900 dark:text-white">
            {t('admin-market.listings.col-owner')}
          </h2>
          <dl className="space-y-3">
            <Fact label={t('admin-market.listing.owner-name')}>
              <LocaleLink
                to={`/admin/users/${listing.owner.id}`}
                className="font-medium text-primary-700 hover:underline dark:text-primary-300"
              >
                {listing.owner.firstname} {listing.owner.lastname}
              </LocaleLink>
            </Fact>
            <Fact label={t('admin-market.listing.owner-email')}>{listing.owner.email}</Fact>
            <Fact label={t('admin-market.listing.owner-kind')}>
              {listing.owner.isPro ? t('admin-market.listings.pro') : t('admin-market.listing.private')}
            </Fact>
            <Fact label={t('admin-market.listings.col-updated')}>
              {formatDate(listing.updatedAt, locale, { dateStyle: 'medium' })}
            </Fact>
          </dl>
        </Card>
      </div>

      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={t('admin-market.listing.suspend-title', { title })}
        description={t('admin-market.listing.suspend-text')}
        placeholder={t('admin-market.listing.suspend-placeholder')}
        confirmLabel={t('admin-market.listing.suspend')}
        onConfirm={async (reason) => {
          const res = await api.call(endpoints.adminSuspendListing, {
            params: { listingId: listing.id },
            body: { reason },
            quiet: true,
          });
          if (!res.ok) {
            const fields = fieldErrors(res.error.fields);
            return fields.reason ? { fieldError: fields.reason } : { error: message(res.error.message) };
          }
          toast.success(t('admin-market.listing.suspended'));
          void revalidate();
        }}
      />
      <Dialog
        open={lifting}
        onOpenChange={setLifting}
        title={t('admin-market.listing.unsuspend-title')}
        description={t('admin-market.listing.unsuspend-text')}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setLifting(false)}>
            {t('admin-market.cancel')}
          </Button>
          <Button loading={busy} onClick={lift}>
            {t('admin-market.listing.unsuspend')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
