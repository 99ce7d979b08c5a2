import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import type { InstantConditions } from '@biclou/domain/instant-booking';
import { Zap } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';

type Unmet = NonNullable<BookingQuoteResponse['instant']>['unmet'];

/**
 * What the listing's instant booking means for this renter, from the quote: accepted as soon as
 * it is sent, or which of the owner's conditions they miss (then it is an ordinary request).
 */
export function InstantNote({
  unmet,
  conditions,
  responseHours,
}: {
  unmet: Unmet;
  conditions: InstantConditions;
  responseHours: number;
}) {
  const { t } = useTranslation();
  if (unmet.length === 0)
    return (
      <div data-testid="instant-note" data-instant="now">
        <Alert tone="success" icon={Zap}>
          {t('bookings.request.instant.now')}
        </Alert>
      </div>
    );
  const text = {
    phoneVerified: t('listings.instant.phone-verified'),
    completedRental: t('listings.instant.completed-rental'),
    minReviewScore: `${t('listings.instant.min-review-score')} ${t('listings.instant.score', { score: conditions.minReviewScore ?? 0 })}`,
  };
  return (
    <div data-testid="instant-note" data-instant="unmet">
      <Alert tone="info" icon={Zap}>
        <p>{t('bookings.request.instant.conditions')}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {unmet.map((key) => (
            <li key={key}>{text[key]}</li>
          ))}
        </ul>
        <p className="mt-1">{t('bookings.request.instant.request-instead', { count: responseHours })}</p>
      </Alert>
    </div>
  );
}
