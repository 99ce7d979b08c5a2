import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { ListingSection } from '../listings/page/listing-section';
import { RatingSummary, ReviewList } from './review-list';

/** The listing page's reviews section: the renters' published reviews of this bike, with the average. */
export function ListingReviews({ data }: { data: ReviewListResponse }) {
  const { t } = useTranslation();
  return (
    <ListingSection id="listing-reviews" title={t('reviews.listing-title')} aside={<RatingSummary average={data.average} count={data.count} />}>
      <ReviewList data={data} emptyText={t('reviews.listing-empty')} />
    </ListingSection>
  );
}

/** Under the listing's title: "★★★★½ 4.5 · 2 reviews", a link down to the reviews; nothing without reviews. */
export function ListingRatingLink({ data }: { data: ReviewListResponse }) {
  if (!data.count) return null;
  return (
    <a href="#listing-reviews" className="inline-flex rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-primary-600" data-testid="listing-rating">
      <RatingSummary average={data.average} count={data.count} />
    </a>
  );
}
