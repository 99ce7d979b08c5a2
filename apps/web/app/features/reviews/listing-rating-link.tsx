import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { RatingSummary } from './rating-summary';

/** Under the listing's title: "★★★★½ 4.5 · 2 reviews", a link down to the reviews; nothing without reviews. */
export function ListingRatingLink({ data }: { data: ReviewListResponse }) {
  if (!data.count) return null;
  return (
    <a
      href="#listing-reviews"
      className="inline-flex rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      data-testid="listing-rating"
    >
      <RatingSummary average={data.average} count={data.count} />
    </a>
  );
}
