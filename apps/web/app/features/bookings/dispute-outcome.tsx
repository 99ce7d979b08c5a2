import type { Booking } from '@biclou/contracts/bookings';
import { DEFAULT_BOOKING_TIMERS, earningsAvailableAfterDays, earningsAvailableOn } from '@biclou/domain/booking-timers';
import { Scale } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { useRootData } from '../../context/use-root-data';

function Row({ label, children, testId }: { label: string; children: string; testId: string }) {
  return (
    <div className="space-y-0.5" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400">{label}</dt>
      <dd className="text-sm whitespace-pre-line text-neutral-800 dark:text-neutral-200">{children}</dd>
    </div>
  );
}

/**
 * A dispute's outcome for the renter and the owner, once an admin decided it: the decision, the
 * amount, the admin's note and what happens next (the refund to the card; the owner's share, which
 * becomes available with the rental's earnings: the end + the settings' delay).
 */
export function DisputeOutcome({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useRootData()?.settings;
  if (booking.status !== 'resolved') return null;
  const money = (cents: number) => formatMoney(cents, booking.price.currency, locale);
  const side = booking.viewerRole;
  const decided = booking.history?.findLast((h) => h.to === 'resolved');
  const refund = booking.refundCents;
  const paid = booking.price.pricePaidByBuyer;
  const kept = booking.earnings.amountCents;
  const decision = refund === 0 ? 'none' : refund >= paid ? 'full' : 'partial';
  const delay = settings?.creditDelayDays ?? DEFAULT_BOOKING_TIMERS.creditDelayDays;
  const next =
    side === 'renter'
      ? t(refund > 0 ? 'bookings.outcome.renter.next-refund' : 'bookings.outcome.renter.next-closed')
      : kept === 0
        ? t('bookings.outcome.owner.next-nothing')
        : booking.creditedAt
          ? t('bookings.outcome.owner.next-credited', {
              amount: money(kept),
              date: formatDate(booking.creditedAt, locale),
            })
          : t('bookings.outcome.owner.next-credit', {
              amount: money(kept),
              date: formatDate(earningsAvailableOn(booking.endDate, delay), locale),
              count: earningsAvailableAfterDays(delay),
            });
  return (
    <Card className="space-y-4 border-primary-200 p-5 dark:border-primary-900" data-testid="dispute-outcome">
      <h2 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <Scale className="size-5 text-primary-600" aria-hidden="true" />
        {t('bookings.outcome.title')}
      </h2>
      <dl className="space-y-3">
        <Row label={t('bookings.outcome.decision')} testId="outcome-decision">
          {t(`bookings.outcome.${side}.${decision}`, { amount: money(refund), paid: money(paid) })}
        </Row>
        {side === 'owner' && (
          <Row label={t('bookings.outcome.your-share')} testId="outcome-share">
            {money(kept)}
          </Row>
        )}
        <Row label={t('bookings.outcome.note')} testId="outcome-note">
          {decided?.reason ?? t('bookings.outcome.no-note')}
        </Row>
        <Row label={t('bookings.outcome.next')} testId="outcome-next">
          {next}
        </Row>
      </dl>
    </Card>
  );
}
