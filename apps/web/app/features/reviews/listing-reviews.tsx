import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { ListingSection } from '../../components/listing-section';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';

/** The listing page's reviews section: the renters' published reviews of this bike, with the average. */
export function ListingReviews({ data }: { data: ReviewListResponse }) {
  const { t } = useTranslation();
  return (
    <ListingSection
      id="listing-reviews"
      title={t('reviews.listing-title')}
      aside={<RatingSummary average={data.average} count={data.count} />}
    >
      <ReviewList data={data} emptyText={t('reviews.listing-empty')} />
    </ListingSection>
  );
}
