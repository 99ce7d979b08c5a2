import type { ReviewListResponse } from '@biclou/contracts/reviews';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { RatingSummary, ReviewList } from './review-list';

/** The member page's reviews: what the member received as owner and as renter, with the average. */
export function MemberReviews({ data, firstname }: { data: ReviewListResponse; firstname: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="member-reviews" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="member-reviews" className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
          {t('reviews.member-title', { name: firstname })}
        </h2>
        <RatingSummary average={data.average} count={data.count} />
      </div>
      <div className="mt-5">
        <ReviewList data={data} showListing emptyText={t('reviews.member-empty', { name: firstname })} />
      </div>
    </section>
  );
}
