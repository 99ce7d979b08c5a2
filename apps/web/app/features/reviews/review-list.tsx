import type { PublicReview, ReviewListResponse } from '@biclou/contracts/reviews';
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Avatar, initials } from '../../components/ui/avatar';
import { formatDate, formatMonthYear } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { Stars } from './stars';

export { RatingSummary } from './rating-summary';

function ReviewItem({ review, showListing }: { review: PublicReview; showListing: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <li className="space-y-2 py-5 first:pt-0" data-testid="review">
      <div className="flex items-center gap-3">
        <Avatar name={initials(review.author.firstname)} size={40} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-neutral-900 dark:text-white">
            <LocaleLink to={`/member/${review.author.id}`} className="hover:underline">
              {review.author.firstname}
            </LocaleLink>
          </p>
          <p className="text-xs text-neutral-500 dark:text-neutral-400">
            {formatMonthYear(review.publishedAt, locale)}
            {showListing && (
              <>
                {' · '}
                {review.side === 'renter' ? (
                  <>
                    {t('reviews.as-owner')}{' '}
                    <LocaleLink
                      to={`/listing/${review.listing.id}`}
                      className="font-medium text-primary-700 hover:underline dark:text-primary-400"
                    >
                      {review.listing.title}
                    </LocaleLink>
                  </>
                ) : (
                  t('reviews.as-renter')
                )}
              </>
            )}
          </p>
        </div>
        <Stars rating={review.rating} size="sm" />
      </div>
      <p
        className="leading-relaxed whitespace-pre-line text-neutral-700 dark:text-neutral-300"
        data-testid="review-comment"
      >
        {review.comment}
      </p>
      <p className="sr-only">{formatDate(review.publishedAt, locale)}</p>
    </li>
  );
}

/**
 * Published reviews with the average: on the listing page (the renters' reviews of the bike) and
 * on the member page (everything the member received; each says on which side).
 */
export function ReviewList({
  data,
  showListing = false,
  emptyText,
}: {
  data: ReviewListResponse;
  showListing?: boolean;
  emptyText: string;
}) {
  if (data.count === 0) {
    return (
      <p className="flex items-center gap-2 text-neutral-500 dark:text-neutral-400" data-testid="no-reviews">
        <MessageSquareQuote className="size-5" aria-hidden="true" />
        {emptyText}
      </p>
    );
  }
  return (
    <div data-testid="reviews">
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {data.reviews.map((r) => (
          <ReviewItem key={r.id} review={r} showListing={showListing} />
        ))}
      </ul>
    </div>
  );
}
