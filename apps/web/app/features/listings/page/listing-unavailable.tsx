import { ArrowRight, Search, ShieldCheck } from 'lucide-react';
import { ListingCard, type ResultCardListing } from '../../../components/listing-card';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { localName } from '../../../lib/i18n/local-name';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useUser } from '../../../context/session-context';

/** What the page of a listing no longer on offer shows: never more of the listing than its town and category. */
export interface UnavailableListing {
  id: string;
  /** 410: removed for good; 404: offline (paused, suspended), it may come back. */
  status: 404 | 410;
  city: string | null;
  category: { nameEn: string; nameFr: string } | null;
  /** `category`: the results share its category; `nearby`: none did, these are any bikes around. */
  match: 'category' | 'nearby';
  similar: ResultCardListing[];
  /** The search page showing these and more. */
  searchPath: string;
}

const ignore = () => undefined;

/** A listing's page once it is offline or removed: say so, and offer bikes like it near it, and the search. */
export function ListingUnavailable({ listing }: { listing: UnavailableListing }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const admin = useUser()?.role === 'admin';
  const { city, category, similar } = listing;
  return (
    <Container className="py-10 sm:py-16" data-testid="listing-unavailable">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-2xl">
          <span className="grid size-12 place-items-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
            <Search className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl dark:text-white">
            {t('listings.unavailable.heading')}
          </h1>
          <p className="mt-2 text-neutral-600 dark:text-neutral-400">
            {t(listing.status === 410 ? 'listings.unavailable.text-410' : 'listings.unavailable.text-404')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LocaleLink to={listing.searchPath} data-testid="unavailable-search">
                {city ? t('listings.unavailable.more-near', { city }) : t('listings.unavailable.search')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </LocaleLink>
            </Button>
            {admin && (
              <Button asChild size="lg" variant="outline">
                <LocaleLink to={`/admin/listings/${listing.id}`}>
                  <ShieldCheck className="size-4" aria-hidden="true" />
                  {t('listings.unavailable.admin')}
                </LocaleLink>
              </Button>
            )}
          </div>
        </div>

        <section className="mt-12 sm:mt-16" aria-labelledby="similar-title">
          <h2 id="similar-title" className="text-xl font-semibold text-neutral-900 dark:text-white">
            {city ? t('listings.unavailable.similar-near', { city }) : t('listings.unavailable.similar')}
          </h2>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {similar.length === 0
              ? t('listings.unavailable.none')
              : listing.match === 'nearby'
                ? t('listings.unavailable.other-categories')
                : category && t('listings.unavailable.same-category', { category: localName(category, locale) })}
          </p>
          {similar.length > 0 && (
            // A phone's card is a padded row (search's list): pulled out by its padding so photos line up with the text.
            <ul
              className="-mx-2 mt-4 grid gap-y-2 sm:mx-0 sm:mt-6 sm:grid-cols-2 sm:gap-x-5 sm:gap-y-8 lg:grid-cols-4"
              data-testid="similar-listings"
            >
              {similar.map((l) => (
                <li key={l.id}>
                  <ListingCard
                    variant="result"
                    listing={l}
                    eager={false}
                    highlighted={false}
                    onHighlight={ignore}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Container>
  );
}
