import { IMAGE_FIXED_SIZES } from '@biclou/contracts/media-constants';
import type { AdminMediaListResponse, AdminPhoto } from '@biclou/contracts/admin-media';
import * as endpoints from '@biclou/contracts/endpoints';
import { ChevronRight, ChevronsLeft, HardDrive, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { ReasonDialog } from '../../../components/admin';
import { TableToolbar, ToolbarField, useTableUrlState } from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { imageUrl } from '../../../lib/images/image-src-set';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { partyName } from './parts';
import { formatBytes } from '../../../lib/sizes';

export const MEDIA_FILTERS = ['listingId', 'ownerId'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function PhotoCard({ photo, onDelete }: { photo: AdminPhoto; onDelete(): void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <li
      className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-xs dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="media-card"
      data-photo-id={photo.id}
    >
      <div className="relative aspect-[4/3] bg-neutral-100 dark:bg-neutral-800">
        <img
          src={imageUrl(photo.key, IMAGE_FIXED_SIZES.mediaGrid)}
          alt={photo.listing.title}
          loading="lazy"
          className="size-full object-cover"
        />
        {photo.isCover && (
          <Badge color="primary" className="absolute top-2 left-2">
            {t('admin-money.media.cover')}
          </Badge>
        )}
      </div>
      <div className="space-y-1 p-3 text-sm">
        <LocaleLink
          to={`/admin/listings/${photo.listing.id}`}
          className="block truncate font-medium text-neutral-900 hover:underline dark:text-white"
        >
          {photo.listing.title}
        </LocaleLink>
        <LocaleLink
          to={`/admin/users/${photo.owner.id}`}
          className="block truncate text-neutral-600 hover:underline dark:text-neutral-400"
        >
          {partyName(photo.owner)}
        </LocaleLink>
        <p className="flex items-center justify-between gap-2 text-xs text-neutral-500">
          <span>
            {photo.width}×{photo.height} · {formatBytes(photo.bytes, locale)}
          </span>
          <span>{formatDate(photo.createdAt, locale)}</span>
        </p>
        <div className="flex items-center justify-between gap-2 pt-1">
          <LocaleLink
            to={`/admin/media?listingId=${photo.listing.id}`}
            className="text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('admin-money.media.same-listing')}
          </LocaleLink>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('admin-money.media.delete')}>
            <Trash2 className="size-4 text-red-600 dark:text-red-400" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/** /admin/media: every uploaded photo with its listing and owner, filterable; delete one with a reason. */
export function AdminMediaGrid({ data }: { data: AdminMediaListResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const table = useTableUrlState({ filters: MEDIA_FILTERS, defaultSort: 'created', defaultDir: 'desc' });
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const [listing, setListing] = useState(table.filters.listingId ?? '');
  const [owner, setOwner] = useState(table.filters.ownerId ?? '');
  const invalid = (v: string) => v !== '' && !UUID.test(v.trim());
  return (
    <>
      <p className="mb-4 inline-flex items-center gap-2 rounded-lg bg-neutral-100 px-3 py-2 text-sm text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
        <HardDrive className="size-4" aria-hidden="true" />
        <span data-testid="storage-used">
          {t('admin-money.media.storage', {
            count: data.storage.photos,
            size: formatBytes(data.storage.bytes, locale),
          })}
        </span>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid(listing) || invalid(owner)) return;
          table.update({ filters: { listingId: listing.trim(), ownerId: owner.trim() } });
        }}
      >
        <TableToolbar>
          <ToolbarField label={t('admin-money.media.listing-id')} htmlFor="f-listing">
            <Input
              id="f-listing"
              value={listing}
              invalid={invalid(listing)}
              placeholder="uuid"
              onChange={(e) => setListing(e.target.value)}
              className="h-10 w-full font-mono text-xs sm:w-72"
            />
          </ToolbarField>
          <ToolbarField label={t('admin-money.media.owner-id')} htmlFor="f-owner">
            <Input
              id="f-owner"
              value={owner}
              invalid={invalid(owner)}
              placeholder="uuid"
              onChange={(e) => setOwner(e.target.value)}
              className="h-10 w-full font-mono text-xs sm:w-72"
            />
          </ToolbarField>
          <Button type="submit" variant="outline">
            {t('admin-money.media.filter')}
          </Button>
          {(table.filters.listingId || table.filters.ownerId) && (
            <Button type="button" variant="ghost" onClick={() => (setListing(''), setOwner(''), table.reset())}>
              {t('admin-ui.table.clear')}
            </Button>
          )}
        </TableToolbar>
      </form>
      {data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-neutral-200 px-6 py-14 text-center text-sm text-neutral-500 dark:border-neutral-800">
          <Inbox className="size-8 text-neutral-300 dark:text-neutral-600" aria-hidden="true" />
          {t('admin-money.media.empty')}
        </div>
      ) : (
        <ul
          className={cn(
            'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
            navigation.state === 'loading' && 'opacity-60',
          )}
        >
          {data.items.map((p) => (
            <PhotoCard key={p.id} photo={p} onDelete={() => setDeleting(p)} />
          ))}
        </ul>
      )}
      {(data.nextCursor || table.cursor) && (
        <nav className="mt-4 flex justify-end gap-2" aria-label={t('admin-ui.table.pagination')}>
          {table.cursor && (
            <Button variant="outline" size="sm" onClick={() => table.setCursor(undefined)}>
              <ChevronsLeft className="size-4" aria-hidden="true" />
              {t('admin-ui.table.first')}
            </Button>
          )}
          {data.nextCursor && (
            <Button variant="outline" size="sm" onClick={() => table.setCursor(data.nextCursor!)}>
              {t('admin-ui.table.next')}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          )}
        </nav>
      )}
      <ReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin-money.media.delete-title')}
        description={t('admin-money.media.delete-text')}
        confirmLabel={t('admin-money.media.delete-confirm')}
        onConfirm={async (reason) => {
          if (!deleting) return;
          const res = await api.call(endpoints.adminDeletePhoto, {
            params: { photoId: deleting.id },
            body: { reason },
            quiet: true,
          });
          if (!res.ok) return { error: res.error.message, fieldError: res.error.fields?.reason?.[0] };
          toast.success(t('admin-money.media.deleted'));
          void revalidate();
        }}
      />
    </>
  );
}
