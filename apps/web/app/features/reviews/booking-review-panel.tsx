import * as endpoints from '@biclou/contracts/endpoints';
import type { BookingReviewsResponse, OwnReview, PublicReview } from '@biclou/contracts/reviews';
import { REVIEW_TEXT_MAX_LENGTH, checkReview } from '@biclou/domain/review-rules';
import { Clock, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { formatDate } from '../../lib/dates';
import { translateFieldErrors, translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { FormAlert } from '../../components/form-alert';
import { useToast } from '../../context/toasts/toast-context';
import { StarInput, Stars } from './stars';

function Quote({ who, rating, comment, testId }: { who: string; rating: number; comment: string; testId: string }) {
  return (
    <figure className="space-y-1.5 rounded-xl bg-neutral-50 p-4 dark:bg-neutral-800/60" data-testid={testId}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-neutral-600 dark:text-neutral-300">
        <span>{who}</span>
        <Stars rating={rating} size="sm" />
      </figcaption>
      <blockquote className="text-sm leading-relaxed whitespace-pre-line text-neutral-800 dark:text-neutral-200">
        {comment}
      </blockquote>
    </figure>
  );
}

/** The form: a rating from 1 to 5 and a text, checked here with the same rules as the server. */
function ReviewForm({
  bookingId,
  side,
  otherFirstname,
  deadline,
}: {
  bookingId: string;
  side: 'renter' | 'owner';
  otherFirstname: string;
  deadline: string;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const local = checkReview({ rating, text: comment });
    // No star chosen yet says so plainly; the server's sentence covers the other cases.
    const ratingError =
      rating === 0 ? t('reviews.form.rating-required') : local.rating && translateServerMessage(i18n, local.rating);
    const fieldErrors = { rating: ratingError, comment: local.text && translateServerMessage(i18n, local.text) };
    setErrors(fieldErrors);
    if (fieldErrors.rating || fieldErrors.comment) return;
    setBusy(true);
    const res = await api.call(endpoints.createReview, {
      params: { bookingId },
      body: { rating, comment: comment.trim() },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) {
      const fields = translateFieldErrors(i18n, res.error.fields);
      setErrors({ rating: fields.rating, comment: fields.comment });
      if (!fields.rating && !fields.comment) setError(translateServerMessage(i18n, res.error.message));
      return;
    }
    toast.success(t('reviews.form.sent'));
    await revalidate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="review-form">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t(side === 'renter' ? 'reviews.form.intro-renter' : 'reviews.form.intro-owner', {
          name: otherFirstname,
          date: formatDate(deadline, locale),
        })}
      </p>
      <div className="space-y-1.5">
        <p id="review-rating-label" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          {t('reviews.form.rating')}
        </p>
        <StarInput
          id="review-rating"
          value={rating}
          onChange={setRating}
          invalid={Boolean(errors.rating)}
          describedBy={errors.rating ? 'review-rating-error' : undefined}
        />
        {errors.rating && (
          <p id="review-rating-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.rating}
          </p>
        )}
      </div>
      <Field
        id="review-comment"
        label={t('reviews.form.comment')}
        hint={t('reviews.form.comment-hint', { count: REVIEW_TEXT_MAX_LENGTH })}
        error={errors.comment}
      >
        <Textarea
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t(side === 'renter' ? 'reviews.form.placeholder-renter' : 'reviews.form.placeholder-owner')}
        />
      </Field>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('reviews.form.blind', { name: otherFirstname })}
        </p>
        <Button type="submit" loading={busy}>
          <Star className="size-4" aria-hidden="true" />
          {t('reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * On a completed trip or booking: the review form while the viewer may write, then their own
 * review (waiting or published) and the other side's once published. Nothing before completion.
 */
export function BookingReviewPanel({
  bookingId,
  reviews,
  otherFirstname,
}: {
  bookingId: string;
  reviews: BookingReviewsResponse;
  otherFirstname: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!reviews.deadline) return null;
  const { mine, theirs } = reviews;
  const waiting = mine && !mine.publishedAt;
  return (
    <Card className="space-y-4 border-amber-200 p-5 dark:border-amber-900/60" data-testid="booking-reviews">
      <h2 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden="true" />
        {t('reviews.panel.title')}
      </h2>
      {reviews.canWrite && (
        <ReviewForm
          bookingId={bookingId}
          side={reviews.side}
          otherFirstname={otherFirstname}
          deadline={reviews.deadline}
        />
      )}
      {mine && <OwnQuote review={mine} />}
      {waiting && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="review-waiting">
          {t(reviews.theirsWritten ? 'reviews.panel.waiting-publication' : 'reviews.panel.waiting-other', {
            name: otherFirstname,
            date: formatDate(reviews.deadline, locale),
          })}
        </p>
      )}
      {theirs && <TheirQuote review={theirs} />}
      {!reviews.canWrite && !mine && !theirs && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('reviews.panel.closed')}</p>
      )}
    </Card>
  );
}

function OwnQuote({ review }: { review: OwnReview }) {
  const { t } = useTranslation();
  return <Quote who={t('reviews.panel.mine')} rating={review.rating} comment={review.comment} testId="my-review" />;
}

function TheirQuote({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  return (
    <Quote
      who={t('reviews.panel.theirs', { name: review.author.firstname })}
      rating={review.rating}
      comment={review.comment}
      testId="their-review"
    />
  );
}
