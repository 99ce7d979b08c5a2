import type { PublicListingSummary } from '@biclou/contracts/listings';
import { BadgeCheck, Bike, MapPin, Zap } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { localName } from '../lib/i18n/local-name';
import { useLocale } from '../lib/i18n/use-locale';
import { imageSrcSet } from '../lib/images/image-src-set';
import type { Locale } from '../lib/i18n/locales';
import { formatDecimal, formatMoney } from '../lib/money';
import { LocaleLink } from './locale-link';

/**
 * What a `result` card shows of a search result. A SearchResult is one; the landing's loader sends
 * only these fields (result-card-data.ts), without a distance or a price for dates.
 */
export interface ResultCardListing {
  id: string;
  title: string;
  category: { nameEn: string; nameFr: string };
  /** Shown instead of the category when there is one. */
  subcategory: { nameEn: string; nameFr: string } | null;
  ebike: boolean;
  /** An e-bike's range per charge in km (the card says "⚡ 60–90 km"); null or absent: not known. */
  rangeKm?: { min: number; max: number } | null;
  pricePerDayCents: number;
  currency: string;
  cover: { key: string } | null;
  city: string;
  isPro: boolean;
  distanceKm?: number | null;
  priceForDatesCents?: number | null;
  /** Booked at once: the card says "Instant". */
  instantBooking?: boolean;
  /** The hourly price, when the owner rents by the hour ("from €4/hour"). */
  pricePerHourCents?: number | null;
}

/** `tile`: a member's or a place's listings (a grid). `result`: a search result, on the search page and the landing. */
type ListingCardProps =
  | { variant: 'tile'; listing: PublicListingSummary }
  | {
      variant: 'result';
      listing: ResultCardListing;
      highlighted: boolean;
      /** The first cards are above the fold: load them at once (largest contentful paint). */
      eager: boolean;
      onHighlight(id: string | null): void;
      /** h2 on the search page (under its h1), h3 inside a landing section. */
      headingLevel?: 2 | 3;
      /**
       * A control over the photo's corner (the favourite heart). It sits beside the link, never
       * inside it: a button inside a link is neither valid nor reachable on its own.
       */
      action?: ReactNode;
    };

const BADGE =
  'absolute inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-lime-800 shadow-sm dark:bg-neutral-900/95 dark:text-lime-300';
const IMG = 'aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-[1.03]';

/** A live listing as a card, linking to its page: cover, e-bike badge, title, place, price per day. */
export const ListingCard = forwardRef<HTMLAnchorElement, ListingCardProps>(function ListingCard(props, ref) {
  const { t } = useTranslation();
  if (props.variant === 'tile') {
    const l = props.listing;
    return (
      <LocaleLink
        ref={ref}
        to={`/listing/${l.id}`}
        className="group block rounded-2xl focus-visible:outline-offset-4"
        data-testid="listing-card"
      >
        <div className="relative overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
          <Cover coverKey={l.coverKey} placeholderClassName="text-neutral-400">
            {(key) => (
              <img
                {...imageSrcSet(key, {
                  aspect: 4 / 3,
                  sizes: '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw',
                  maxWidth: 640,
                })}
                alt=""
                className={IMG}
                loading="lazy"
              />
            )}
          </Cover>
          {l.isElec && <EbikeBadge className="top-3 left-3" label={t('search.card.ebike')} />}
        </div>
        <TileBody listing={l} />
      </LocaleLink>
    );
  }
  const { highlighted, eager, onHighlight, headingLevel = 3, action } = props;
  const r = props.listing;
  const card = (
    <LocaleLink
      ref={ref}
      to={`/listing/${r.id}`}
      data-testid="search-result"
      data-listing-id={r.id}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight(r.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(r.id)}
      onBlur={() => onHighlight(null)}
      className={cn(
        'group flex gap-4 rounded-2xl p-2 transition-colors sm:block sm:p-0',
        'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600',
        highlighted && 'bg-neutral-100 sm:bg-transparent dark:bg-neutral-800/60 sm:dark:bg-transparent',
      )}
    >
      <div
        className={cn(
          'relative w-32 shrink-0 overflow-hidden rounded-xl bg-neutral-100 ring-offset-2 ring-offset-white sm:w-auto sm:rounded-2xl dark:bg-neutral-800 dark:ring-offset-neutral-950',
          highlighted && 'sm:ring-2 sm:ring-neutral-900 dark:sm:ring-white',
        )}
      >
        <Cover coverKey={r.cover?.key ?? null} placeholderClassName="text-neutral-500">
          {(key) => (
            <img
              {...imageSrcSet(key, {
                aspect: 4 / 3,
                sizes: '(min-width: 1536px) 300px, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 128px',
                maxWidth: 360,
              })}
              alt=""
              width={400}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              className={cn(IMG, 'h-full')}
            />
          )}
        </Cover>
        {r.ebike && <EbikeBadge className="top-2 left-2" label={t('search.card.ebike')} />}
      </div>
      <ResultBody result={r} headingLevel={headingLevel} />
    </LocaleLink>
  );
  if (!action) return card;
  return (
    <div className="relative">
      {card}
      {/* Phones: the photo's bottom right corner (a 128 px photo after 8 px of padding; the e-bike badge is on top). Above: its top right. */}
      <div className="absolute bottom-3 left-[5.75rem] sm:top-2 sm:right-2 sm:bottom-auto sm:left-auto">{action}</div>
    </div>
  );
});

function Cover({
  coverKey,
  placeholderClassName,
  children,
}: {
  coverKey: string | null;
  placeholderClassName: string;
  children(key: string): ReactNode;
}) {
  if (coverKey) return children(coverKey);
  return (
    <div className={cn('grid aspect-[4/3] place-items-center', placeholderClassName)}>
      <Bike className="size-10" aria-hidden="true" />
    </div>
  );
}

function EbikeBadge({ className, label }: { className: string; label: string }) {
  return (
    <span className={cn(BADGE, className)}>
      <Zap className="size-3 fill-current" aria-hidden="true" />
      {label}
    </span>
  );
}

function TileBody({ listing }: { listing: PublicListingSummary }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="mt-3 flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-neutral-900 group-hover:underline dark:text-white">
          {listing.title}
        </h3>
        <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-neutral-500 dark:text-neutral-400">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {listing.city} · {localName(listing.category, locale)}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="font-bold text-neutral-900 dark:text-white">
          {formatMoney(listing.pricePerDayCents, listing.currency, locale)}
        </span>
        <span className="block text-xs text-neutral-500 dark:text-neutral-400">{t('listings.preview.per-day')}</span>
      </p>
    </div>
  );
}

function ResultBody({ result, headingLevel }: { result: ResultCardListing; headingLevel: 2 | 3 }) {
  const distanceKm = result.distanceKm ?? null;
  const priceForDatesCents = result.priceForDatesCents ?? null;
  const hourly = result.pricePerHourCents ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, result.currency, locale);
  return (
    <div className="flex min-w-0 flex-1 flex-col justify-between py-1 sm:mt-3 sm:block sm:py-0">
      <div className="min-w-0">
        <Heading className="line-clamp-2 font-semibold text-neutral-900 group-hover:underline sm:truncate dark:text-white">
          {result.title}
        </Heading>
        <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-neutral-600 dark:text-neutral-400">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {result.city}
            {distanceKm !== null && ` · ${t('search.card.distance', { distance: formatKm(distanceKm, locale) })}`}
          </span>
        </p>
        <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-neutral-600 dark:text-neutral-400">
          {localName(result.subcategory ?? result.category, locale)}
          {result.isPro && (
            <span className="inline-flex items-center gap-0.5 font-medium text-primary-800 dark:text-primary-300">
              · <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('search.card.pro')}
            </span>
          )}
          {result.instantBooking && (
            <span className="inline-flex items-center gap-0.5 font-medium text-amber-800 dark:text-amber-300">
              · <Zap className="size-3.5 fill-current" aria-hidden="true" />
              {t('search.card.instant')}
            </span>
          )}
        </p>
        {result.rangeKm && (
          <p
            className="mt-0.5 flex items-center gap-1 truncate text-sm font-medium text-lime-800 dark:text-lime-300"
            data-testid="card-range"
          >
            <Zap className="size-3.5 shrink-0" aria-hidden="true" />
            {t('search.card.range', { range: formatRangeKm(result.rangeKm, locale) })}
          </p>
        )}
      </div>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        <span className="text-base font-bold text-neutral-900 dark:text-white">{money(result.pricePerDayCents)}</span>{' '}
        {t('search.card.per-day')}
        {hourly !== null && (
          <span className="block whitespace-nowrap text-neutral-600 sm:inline dark:text-neutral-400">
            <span className="hidden sm:inline"> · </span>
            {t('search.card.per-hour', { price: money(hourly) })}
          </span>
        )}
        {priceForDatesCents !== null && (
          <span
            className={cn(
              'block text-neutral-600 underline decoration-neutral-300 underline-offset-2 dark:text-neutral-400 dark:decoration-neutral-600',
              // Beside the day's price when it fits; under it when the hourly price is there too.
              hourly === null && 'sm:ml-1 sm:inline',
            )}
          >
            {t('search.card.total', { price: money(priceForDatesCents) })}
          </span>
        )}
      </p>
    </div>
  );
}

/** "60–90" (one figure when both ends are the same), whole km in the reader's digits. */
function formatRangeKm({ min, max }: { min: number; max: number }, locale: Locale): string {
  const km = (n: number) => formatDecimal(n, locale, 0, 0);
  return min === max ? km(min) : `${km(min)}–${km(max)}`;
}

function formatKm(km: number, locale: Locale): string {
  return formatDecimal(km, locale, 0, km < 10 ? 1 : 0);
}
