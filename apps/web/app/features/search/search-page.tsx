import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { SearchResponse } from '@biclou/contracts/search';
import { SEARCH_SORTS } from '@biclou/contracts/search-params';
import { List, Map as MapIcon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate, useNavigation } from 'react-router';
import { cn } from '../../lib/cn';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import type { PriceMarker } from '../maps/search-map-types';
import { useApi } from '../../context/api-context';
import type { SearchNotice } from './load-search';
import {
  Alert,
  FavouriteHeart,
  PlaceAutocomplete,
  SearchEmpty,
  SearchFilters,
  SearchMap,
  SearchPagination,
} from './search-deferred';
import {
  extentOf,
  formatBounds,
  searchQueryString,
  updateSearchQuery,
  widenBounds,
  type SearchQuery,
} from './search-params';
import { ListingCard } from '../../components/listing-card';
import { useMediaQuery } from '../../lib/use-media-query';

interface SearchPageProps {
  query: SearchQuery;
  search: SearchResponse | null;
  /** The API could not answer: its English message (translated here). No count is shown then. */
  error: string | null;
  /** What was left out of the link, or corrected (load-search.ts). */
  notices?: readonly SearchNotice[];
  catalog: CategoriesResponse | null;
}

/** Results beside the map on wide screens; on phones one or the other, with a toggle. */
export function SearchPage({ query, search, error, notices = [], catalog }: SearchPageProps) {
  const { t, i18n } = useTranslation();
  const { locale, lp } = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const busy = useNavigation().state === 'loading';
  const wide = useMediaQuery('(min-width: 1024px)');
  const [mobileView, setMobileView] = useState<'list' | 'map'>('list');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const cards = useRef(new Map<string, HTMLAnchorElement>());

  const href = useCallback((q: SearchQuery) => lp('/search') + searchQueryString(q), [lp]);
  const change = useCallback(
    (changes: SearchQuery) => {
      void navigate(href(updateSearchQuery(query, changes)), { preventScrollReset: true });
      listTop.current?.scrollIntoView({ block: 'start' });
    },
    [navigate, href, query],
  );

  const results = useMemo(() => search?.results ?? [], [search]);
  const showMap = wide || mobileView === 'map';
  // Only for a map on screen: the server and a phone's list view draw none.
  const markers = useMemo<PriceMarker[]>(
    () =>
      showMap
        ? results.map((r) => {
            const price = formatMoney(r.pricePerDayCents, r.currency, locale);
            return {
              id: r.id,
              lat: r.lat,
              lng: r.lng,
              price,
              label: t('search.map.marker', { title: r.title, price }),
            };
          })
        : [],
    [showMap, results, locale, t],
  );
  const mapTexts = useMemo(
    () => ({
      map: t('search.map.label'),
      zoomIn: t('search.map.zoom-in'),
      zoomOut: t('search.map.zoom-out'),
      cluster: (count: number) => t('search.map.cluster', { count }),
    }),
    [t],
  );

  const onSelect = useCallback((id: string) => {
    setSelected(id);
    setHighlighted(id);
    cards.current.get(id)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const total = search?.total ?? 0;
  const page = search?.page ?? 1;
  const pages = search ? Math.ceil(total / Math.max(1, search.pageSize)) : 0;
  const placeName = search?.place?.name ?? null;
  const heading = !search
    ? t('search.heading.unavailable')
    : query.bounds
      ? t('search.heading.area', { count: total })
      : placeName
        ? t('search.heading.place', { count: total, place: placeName })
        : t('search.heading.all', { count: total });
  const widerBounds = search?.bounds ? formatBounds(widenBounds(search.bounds, 2)) : null;
  // A box the person drew stays exactly as it is; a place search shows its results up close.
  const mapBounds = useMemo(
    () => (query.bounds ? search?.bounds : extentOf(results)) ?? search?.bounds ?? null,
    [query.bounds, search, results],
  );
  const selectedResult = !wide ? results.find((r) => r.id === selected) : undefined;

  return (
    <div className="relative h-full lg:grid lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
      <section
        aria-labelledby="search-heading"
        className={cn(
          'px-4 pt-4 pb-24 sm:px-6 lg:h-full lg:overflow-y-auto lg:px-8 lg:pb-10',
          !wide && mobileView === 'map' && 'hidden',
        )}
      >
        <div ref={listTop} className="scroll-mt-4" />
        <PlaceAutocomplete
          api={api}
          label={t('search.where')}
          placeholder={t('landing.search.where-placeholder')}
          defaultText={placeName ?? ''}
          onSelect={(place) => place && change({ place: place.slug })}
          className="mb-3 rounded-xl border border-neutral-300 bg-white px-3 py-1.5 focus-within:border-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:focus-within:border-neutral-300"
          labelClassName="text-xs font-semibold text-neutral-700 dark:text-neutral-300"
          inputClassName="h-7 text-[15px] text-neutral-900 placeholder:text-neutral-500 dark:text-white"
        />
        <SearchFilters query={query} catalog={catalog} onChange={change} />
        <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
          <h1
            id="search-heading"
            className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl dark:text-white"
            aria-live="polite"
          >
            {heading}
          </h1>
          <label className="flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
            {t('search.sort.label')}
            <select
              name="sort"
              value={query.sort ?? 'relevance'}
              onChange={(e) => change({ sort: e.target.value })}
              className="h-10 rounded-full border border-neutral-300 bg-white px-3 font-medium text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:[color-scheme:dark]"
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`search.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {notices.map((notice) => (
          <Alert key={notice.kind === 'dropped' ? notice.group : notice.kind} tone="info" className="mt-4">
            {notice.kind === 'dropped'
              ? t(`search.notice.dropped.${notice.group}`)
              : t('search.notice.last-page', { requested: notice.requested, page: notice.page })}
          </Alert>
        ))}
        {error && (
          <Alert tone="error" className="mt-4">
            {translateServerMessage(i18n, error)}
          </Alert>
        )}
        <div className={cn('mt-5 transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
          {!search ? null : results.length === 0 ? (
            <SearchEmpty query={query} widerBounds={widerBounds} onChange={change} />
          ) : (
            <ul
              className="grid gap-3 sm:grid-cols-2 sm:gap-x-5 sm:gap-y-8 2xl:grid-cols-3"
              data-testid="search-results"
            >
              {results.map((result, i) => (
                <li key={result.id}>
                  <ListingCard
                    ref={(el) => {
                      if (el) cards.current.set(result.id, el);
                      else cards.current.delete(result.id);
                    }}
                    variant="result"
                    listing={result}
                    eager={i < 2}
                    headingLevel={2}
                    highlighted={highlighted === result.id}
                    onHighlight={setHighlighted}
                    action={<FavouriteHeart listingId={result.id} title={result.title} />}
                  />
                </li>
              ))}
            </ul>
          )}
          <SearchPagination
            page={page}
            pages={pages}
            href={(p) => `/search${searchQueryString(updateSearchQuery(query, { page: String(p) }))}`}
          />
        </div>
      </section>

      <div
        className={cn(
          'lg:sticky lg:top-0 lg:block lg:h-full lg:border-l lg:border-neutral-200 dark:lg:border-neutral-800',
          showMap ? 'absolute inset-0 block' : 'hidden',
        )}
      >
        {showMap && (
          <SearchMap
            markers={markers}
            bounds={mapBounds}
            highlightedId={highlighted}
            texts={mapTexts}
            onHighlight={setHighlighted}
            onSelect={onSelect}
            searchAreaLabel={t('search.search-this-area')}
            onSearchArea={(b) => change({ bounds: formatBounds(b) })}
          />
        )}
        {selectedResult && (
          <div className="absolute inset-x-3 bottom-20 z-[1000] rounded-2xl bg-white p-1 shadow-2xl dark:bg-neutral-900">
            <ListingCard
              variant="result"
              listing={selectedResult}
              eager
              headingLevel={2}
              highlighted={false}
              onHighlight={() => undefined}
            />
          </div>
        )}
      </div>

      {!wide && (
        <button
          type="button"
          onClick={() => setMobileView((v) => (v === 'list' ? 'map' : 'list'))}
          className="fixed bottom-5 left-1/2 z-[1001] inline-flex min-h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white shadow-xl lg:hidden dark:bg-white dark:text-neutral-900"
        >
          {mobileView === 'list' ? (
            <MapIcon className="size-4" aria-hidden="true" />
          ) : (
            <List className="size-4" aria-hidden="true" />
          )}
          {mobileView === 'list' ? t('search.show-map') : t('search.show-list')}
        </button>
      )}
    </div>
  );
}
