import type { MyListingSummarySchema } from '@biclou/contracts/listings';
import { Bike, Eye, Heart, Pencil, Plus, Settings2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import type { z } from 'zod';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { imageSrcSet } from '../../../lib/images/image-src-set';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { StatusBadge } from '../status-badge';
import { EbikeFactsHint } from '../ebike-facts-hint';
import { stepToContinue } from '../wizard/missing-steps';
import { stepPath } from '../wizard/wizard-steps';

type MyListingSummary = z.infer<typeof MyListingSummarySchema>;

function Thumb({ coverKey, title }: { coverKey: string | null; title: string }) {
  return coverKey ? (
    <img
      {...imageSrcSet(coverKey, { aspect: 4 / 3, sizes: '(min-width: 640px) 160px, 100vw', maxWidth: 320 })}
      alt={title}
      className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl object-cover sm:w-40"
      loading="lazy"
    />
  ) : (
    <div className="grid aspect-[4/3] w-24 shrink-0 place-items-center self-start rounded-xl bg-neutral-100 text-neutral-400 sm:w-40 dark:bg-neutral-800 dark:text-neutral-500">
      <Bike className="size-8" aria-hidden="true" />
    </div>
  );
}

function ListingRow({ listing }: { listing: MyListingSummary }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title = listing.title || t('listings.page.untitled');
  const isDraft = listing.status === 'draft';
  return (
    <li data-testid="my-listing" data-listing-id={listing.id}>
      <Card className="flex gap-4 p-3 sm:p-4">
        <Thumb coverKey={listing.coverKey} title={title} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={listing.status} />
            <span className="hidden text-xs text-neutral-500 sm:inline dark:text-neutral-400">
              {t('listings.dashboard.updated', {
                date: formatDate(listing.updatedAt, locale, { dateStyle: 'medium' }),
              })}
            </span>
          </div>
          <h2 className="mt-1.5 truncate font-semibold text-neutral-900 sm:text-lg dark:text-white">{title}</h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {[
              listing.city,
              listing.pricePerDayCents
                ? t('listings.dashboard.price', {
                    price: formatMoney(listing.pricePerDayCents, listing.currency, locale),
                  })
                : null,
            ]
              .filter(Boolean)
              .join(' · ') || t('listings.dashboard.nothing-yet')}
          </p>
          {/* How many keep it, never who; a draft nobody can keep yet says nothing. */}
          {!isDraft && (
            <p
              className="mt-1 flex items-center gap-1.5 text-sm text-neutral-600 dark:text-neutral-400"
              data-testid="favourite-count"
            >
              <Heart className="size-3.5 text-rose-600 dark:text-rose-400" aria-hidden="true" />
              {t('favourites.count', { count: listing.favouriteCount })}
            </p>
          )}
          {listing.ebikeFactsMissing && <EbikeFactsHint listingId={listing.id} compact />}
          {isDraft && listing.missing.length > 0 && (
            <div className="mt-3">
              <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">
                {t('listings.dashboard.missing')}
              </p>
              <ul className="mt-1.5 flex flex-wrap gap-1.5" data-testid="draft-missing">
                {listing.missing.map((m) => (
                  <li
                    key={m}
                    className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset dark:bg-amber-950 dark:text-amber-300"
                  >
                    {t(`listings.missing.attributes.${m}`)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-3 flex flex-wrap gap-2 sm:mt-auto sm:pt-4">
            {isDraft && (
              <Button asChild size="sm">
                <LocaleLink to={stepPath(listing.id, stepToContinue(listing.missing))}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('listings.dashboard.continue')}
                </LocaleLink>
              </Button>
            )}
            <Button asChild size="sm" variant={isDraft ? 'outline' : 'primary'}>
              <LocaleLink
                to={`/dashboard/listings/${listing.id}`}
                aria-label={t('listings.dashboard.manage-named', { title })}
              >
                <Settings2 className="size-4" aria-hidden="true" />
                {t('listings.dashboard.manage')}
              </LocaleLink>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <LocaleLink to={`/listing/${listing.id}`}>
                <Eye className="size-4" aria-hidden="true" />
                {isDraft ? t('listings.dashboard.preview') : t('listings.dashboard.view')}
              </LocaleLink>
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

/** The member's listings: status, cover, price, city; drafts say what they lack and continue where it is. */
export function MyListings({ listings, unavailable }: { listings: readonly MyListingSummary[]; unavailable: boolean }) {
  const { t } = useTranslation();
  const cta = (
    <Button asChild>
      <LocaleLink to="/listing/create">
        <Plus className="size-4" aria-hidden="true" />
        {t('listings.dashboard.list-a-bike')}
      </LocaleLink>
    </Button>
  );
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t('titles.dashboard-listings')}
          </h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">{t('listings.dashboard.intro')}</p>
        </div>
        {listings.length > 0 && cta}
      </header>
      {unavailable ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>
      ) : listings.length ? (
        <ul className="space-y-4">
          {listings.map((l) => (
            <ListingRow key={l.id} listing={l} />
          ))}
        </ul>
      ) : (
        <Card className="px-6 py-14 text-center">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-lg shadow-primary-700/25">
            <Bike className="size-8" aria-hidden="true" />
          </span>
          <h2 className="mt-5 text-xl font-semibold text-neutral-900 dark:text-white">
            {t('listings.dashboard.empty-title')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-neutral-600 dark:text-neutral-400">
            {t('listings.dashboard.empty-text')}
          </p>
          <div className="mt-6">{cta}</div>
        </Card>
      )}
    </div>
  );
}
