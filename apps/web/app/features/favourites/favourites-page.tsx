import * as endpoints from '@biclou/contracts/endpoints';
import type { Favourite, FavouriteListResponse } from '@biclou/contracts/favourites';
import { Bike, Heart, MapPin, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LocaleLink } from '../../components/locale-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useApi } from '../../context/api-context';
import { FavouriteHeart } from '../../context/favourites/favourite-heart';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { imageSrcSet } from '../../lib/images/image-src-set';
import { formatMoney } from '../../lib/money';

/**
 * /dashboard/favourites: the bikes the member keeps, newest first, a page at a time. A bike that
 * left the marketplace for now stays, marked, until its heart is tapped; a tapped heart leaves the
 * card in place (empty) so that a second tap undoes it.
 */
export function FavouritesPage({ page }: { page: FavouriteListResponse | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const [items, setItems] = useState<Favourite[]>(page?.favourites ?? []);
  const [cursor, setCursor] = useState(page?.nextCursor ?? null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    setItems(page?.favourites ?? []);
    setCursor(page?.nextCursor ?? null);
  }, [page]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    const res = await api.call(endpoints.listFavourites, { query: { before: cursor }, quiet: true });
    setLoadingMore(false);
    if (!res.ok) return setMoreFailed(true);
    setItems((current) => [...current, ...res.data.favourites]);
    setCursor(res.data.nextCursor);
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('titles.dashboard-favourites')}
        </h1>
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">{t('favourites.intro')}</p>
      </header>
      {page === null ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>
      ) : items.length === 0 ? (
        <FavouritesEmpty />
      ) : (
        <ul className="grid gap-x-5 gap-y-8 sm:grid-cols-2 xl:grid-cols-3" data-testid="favourite-list">
          {items.map((f) => (
            <li key={f.listingId}>
              <FavouriteCard favourite={f} />
            </li>
          ))}
        </ul>
      )}
      {page !== null && cursor && (
        <div className="flex flex-col items-center gap-2">
          {moreFailed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('errors.something-went-wrong')}
            </p>
          )}
          <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore} disabled={loadingMore}>
            {t('favourites.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function FavouriteCard({ favourite: f }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title = f.title || t('listings.page.untitled');
  return (
    <article className="relative" data-testid="favourite-card" data-listing-id={f.listingId}>
      <LocaleLink to={`/listing/${f.listingId}`} className="group block rounded-2xl focus-visible:outline-offset-4">
        <div className="relative overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
          {f.coverKey ? (
            <img
              {...imageSrcSet(f.coverKey, {
                aspect: 4 / 3,
                sizes: '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw',
                maxWidth: 640,
              })}
              alt=""
              loading="lazy"
              className={cn(
                'aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-[1.03]',
                !f.available && 'opacity-60 grayscale',
              )}
            />
          ) : (
            <div className="grid aspect-[4/3] place-items-center text-neutral-400">
              <Bike className="size-10" aria-hidden="true" />
            </div>
          )}
          {!f.available && (
            <Badge color="neutral" className="absolute bottom-3 left-3 bg-white/95 dark:bg-neutral-900/95">
              {t('favourites.unavailable')}
            </Badge>
          )}
        </div>
        <div className="mt-3 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-neutral-900 group-hover:underline dark:text-white">{title}</h2>
            {f.city && (
              <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-neutral-600 dark:text-neutral-400">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                {f.city}
              </p>
            )}
          </div>
          {f.pricePerDayCents !== null && f.available && (
            <p className="shrink-0 text-right">
              <span className="font-bold text-neutral-900 dark:text-white">
                {formatMoney(f.pricePerDayCents, f.currency, locale)}
              </span>
              <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                {t('listings.preview.per-day')}
              </span>
            </p>
          )}
        </div>
      </LocaleLink>
      <FavouriteHeart listingId={f.listingId} title={title} initiallyKept className="absolute top-3 right-3" />
    </article>
  );
}

function FavouritesEmpty() {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-2xl border border-dashed border-neutral-300 px-6 py-12 text-center dark:border-neutral-700"
      data-testid="favourites-empty"
    >
      <Heart className="mx-auto size-10 text-rose-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-neutral-900 dark:text-white">{t('favourites.empty.title')}</h2>
      <p className="mx-auto mt-1 max-w-md text-balance text-neutral-600 dark:text-neutral-400">
        {t('favourites.empty.text')}
      </p>
      <Button asChild className="mt-6">
        <LocaleLink to="/search">
          <Search className="size-4" aria-hidden="true" />
          {t('favourites.empty.cta')}
        </LocaleLink>
      </Button>
    </div>
  );
}
