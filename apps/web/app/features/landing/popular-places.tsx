import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Container } from '../../components/ui/container';
import { PlaceLinkColumns } from '../../components/place-link-columns';
import type { PlaceLinkLists } from '../../lib/places/place-link';
import { SectionHeading } from './section-heading';

export type PopularPlacesData = PlaceLinkLists;

/** Cities, departments and regions with the most live listings, linking to their place pages. */
export function PopularPlaces({ places }: { places: PopularPlacesData }) {
  const { t } = useTranslation();
  return (
    <section
      className="bg-neutral-50 py-16 sm:py-24 dark:bg-neutral-900/50"
      aria-labelledby="popular-title"
      data-testid="popular-places"
    >
      <Container>
        <SectionHeading
          id="popular-title"
          eyebrow={t('landing.popular.eyebrow')}
          title={t('landing.popular.title')}
          text={t('landing.popular.text')}
        />
        <div className="mt-10">
          <PlaceLinkColumns lists={places} phoneLimit={5} />
        </div>
      </Container>
    </section>
  );
}
