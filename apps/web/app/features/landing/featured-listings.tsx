import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { ListingCard, type ResultCardListing } from '../../components/listing-card';
import { SectionHeading } from './section-heading';

const ignore = () => undefined;

/** A few live bikes (the search's relevance order), to show what is on offer. */
export function FeaturedListings({ listings }: { listings: readonly ResultCardListing[] }) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <section className="py-16 sm:py-24" aria-labelledby="featured-title" data-testid="featured-listings">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="featured-title"
            eyebrow={t('landing.featured.eyebrow')}
            title={t('landing.featured.title')}
          />
          <LocaleLink
            to="/search"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
          >
            {t('landing.featured.see-all')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </LocaleLink>
        </div>
        <ul className="mt-10 grid gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {listings.map((listing, i) => (
            // Phones get the first four: the page stays short and the rest is one tap away.
            <li key={listing.id} className={i >= 4 ? 'hidden sm:block' : undefined}>
              <ListingCard variant="result" listing={listing} eager={false} highlighted={false} onHighlight={ignore} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
