import type { Booking } from '@biclou/contracts/bookings';
import { addressLine } from '@biclou/domain/postal-code';
import { ArrowLeft, Check, CreditCard, Flag, MapPin, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatBookingTimes } from '../../lib/booking-times';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { CancelationRuleList } from '../../components/cancelation-rule-list';
import { breakdownInputOf, MoneyBreakdown } from '../../components/money-breakdown';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelDialog } from './cancel-dialog';
import { Countdown } from './countdown';
import { DisputeDialog } from './dispute-dialog';
import { DisputeOutcome } from './dispute-outcome';
import { HistoryTimeline, type TimelineExtra } from './history-timeline';
import { RejectDialog } from './reject-dialog';
import { addressNoteKey } from './address-note';
import { useBookingAction } from './use-booking-action';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  diners: 'Diners Club',
};
/** The card network as people write it: `visa` → Visa. */
const cardBrandName = (brand: string | null | undefined) =>
  brand ? (BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : '';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="space-y-3 p-5" data-testid={testId}>
      <h2 className="font-semibold text-neutral-900 dark:text-white">{title}</h2>
      {children}
    </Card>
  );
}

function Address({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const exact = booking.listing.exactAddress;
  const note = addressNoteKey(booking.status);
  return (
    <Section title={t('bookings.detail.address')} testId="booking-address">
      {exact ? (
        <p className="flex gap-2 text-sm text-neutral-700 dark:text-neutral-300" data-testid="exact-address">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
          <span>{addressLine(exact, exact.country)}</span>
        </p>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="address-note">
          {booking.listing.city ? `${booking.listing.city} · ` : ''}
          {t(note ?? 'bookings.detail.address-hidden')}
        </p>
      )}
    </Section>
  );
}

/**
 * A trip (renter) or a booking (owner): status, deadline, dates, people, price, address, history and the allowed
 * actions; after completion, the reviews (`reviewPanel`: the reviews area's panel, composed in by the route module).
 */
export function BookingDetail({
  booking,
  reviewPanel = null,
  conversationLink = null,
  handoverPanel = null,
  timelineExtra = [],
  capturedDepositCents = 0,
  depositLine = null,
}: {
  /** The deposit's sentence (the deposits area's, composed in by the route module): the same words as its card. */
  depositLine?: ReactNode;
  booking: Booking;
  /** What an admin captured from the deposit hold (the deposits area's, passed in by the route module). */
  capturedDepositCents?: number;
  reviewPanel?: ReactNode;
  /** The handover reports' card (the handover area's, composed in by the route module). */
  handoverPanel?: ReactNode;
  /** Other areas' steps in the booking's timeline (the handover reports), composed in by the route module. */
  timelineExtra?: TimelineExtra[];
  /** The link to the booking's conversation (the messages area's, composed in by the route module). */
  conversationLink?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const [dialog, setDialog] = useState<'cancel' | 'reject' | 'dispute' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = useBookingAction(booking.id);
  const renterView = booking.viewerRole === 'renter';
  const can = (action: Booking['actions'][number]) => booking.actions.includes(action);
  const other = renterView ? booking.owner : booking.renter;
  const onDialog = (name: typeof dialog) => (open: boolean) => setDialog(open ? name : null);

  async function onAccept() {
    setError(null);
    const err = await accept.run('accept', {}, t('bookings.actions.accepted'));
    if (err) setError(translateServerMessage(i18n, err.message));
  }

  return (
    <div className="space-y-6" data-testid="booking-detail" data-status={booking.status}>
      <LocaleLink
        to={renterView ? '/dashboard/trips' : '/dashboard/bookings'}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t(renterView ? 'bookings.detail.back-trips' : 'bookings.detail.back-bookings')}
      </LocaleLink>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <span className="text-sm text-neutral-500 dark:text-neutral-400">
            {t('bookings.detail.ref', { ref: booking.ref })}
          </span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          <LocaleLink to={`/listing/${booking.listing.id}`} className="hover:underline">
            {booking.listing.title}
          </LocaleLink>
        </h1>
        {booking.deadline && (
          <Countdown deadline={booking.deadline} side={booking.viewerRole} timeZone={booking.listing.timeZone} />
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <DisputeOutcome booking={booking} />
          {reviewPanel}
          {handoverPanel}
          <Section title={t('bookings.detail.dates')}>
            <p className="text-neutral-800 dark:text-neutral-200" data-testid="booking-times">
              {formatBookingTimes(booking.pickupAt, booking.returnAt, locale, booking.listing.timeZone)}
            </p>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              <span className="mr-2 font-medium text-neutral-500 dark:text-neutral-400">
                {t(renterView ? 'bookings.detail.owner' : 'bookings.detail.renter')}
              </span>
              <span className="font-medium text-neutral-900 dark:text-white" data-testid="other-party">
                {other.firstname}
              </span>
            </p>
            {booking.accessories.length > 0 && (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                <span className="mr-2 font-medium text-neutral-500 dark:text-neutral-400">
                  {t('bookings.detail.accessories')}
                </span>
                {booking.accessories.map((a) => a.name).join(', ')}
              </p>
            )}
            {booking.depositCents > 0 && depositLine}
          </Section>
          <Section title={t(renterView ? 'bookings.detail.your-note' : 'bookings.detail.note')}>
            <p
              className="text-sm whitespace-pre-line text-neutral-700 dark:text-neutral-300"
              data-testid="booking-note"
            >
              {booking.noteForOwner || t('bookings.detail.no-note')}
            </p>
          </Section>
          <Address booking={booking} />
          {booking.history && booking.history.length > 0 && (
            <Section title={t('bookings.detail.history')}>
              <HistoryTimeline history={booking.history} extra={timelineExtra} timeZone={booking.listing.timeZone} />
            </Section>
          )}
        </div>

        <aside className="space-y-6">
          {conversationLink}
          <Section title={t('bookings.detail.price')}>
            <MoneyBreakdown
              party={renterView ? 'renter' : 'owner'}
              currency={booking.price.currency}
              input={breakdownInputOf(booking, capturedDepositCents)}
            />
            {booking.payment?.cardLast4 && (
              <p className="text-xs text-neutral-500 dark:text-neutral-400">
                {t('bookings.detail.paid-with', {
                  brand: cardBrandName(booking.payment.cardBrand),
                  last4: booking.payment.cardLast4,
                })}
              </p>
            )}
            {!renterView && booking.status === 'disputed' && (
              <p className="text-xs text-neutral-600 dark:text-neutral-400" data-testid="earnings-held">
                {t('bookings.detail.earnings-held')}
              </p>
            )}
          </Section>
          {booking.actions.length > 0 && (
            <Section title={t('bookings.detail.actions')} testId="booking-actions">
              <div className="flex flex-col gap-2">
                {can('pay') && (
                  <Button asChild size="lg">
                    <LocaleLink to={`/dashboard/trips/${booking.id}/pay`}>
                      <CreditCard className="size-5" aria-hidden="true" />
                      {t('bookings.actions.pay')}
                    </LocaleLink>
                  </Button>
                )}
                {can('accept') && (
                  <Button size="lg" onClick={onAccept} loading={accept.busy}>
                    <Check className="size-5" aria-hidden="true" />
                    {t('bookings.actions.accept')}
                  </Button>
                )}
                {can('reject') && (
                  <Button variant="outline" onClick={() => setDialog('reject')}>
                    <X className="size-4" aria-hidden="true" />
                    {t('bookings.actions.reject')}
                  </Button>
                )}
                {can('dispute') && (
                  <Button variant="outline" onClick={() => setDialog('dispute')}>
                    <Flag className="size-4" aria-hidden="true" />
                    {t('bookings.actions.dispute')}
                  </Button>
                )}
                {can('cancel') && (
                  <Button
                    variant="ghost"
                    className="text-red-700 dark:text-red-400"
                    onClick={() => setDialog('cancel')}
                  >
                    {t('bookings.actions.cancel')}
                  </Button>
                )}
              </div>
              {error && <Alert tone="error">{error}</Alert>}
            </Section>
          )}
          <Section title={t('bookings.detail.cancelation')}>
            <CancelationRuleList terms={booking.cancelationRule} />
          </Section>
        </aside>
      </div>

      {can('cancel') && <CancelDialog booking={booking} open={dialog === 'cancel'} onOpenChange={onDialog('cancel')} />}
      {can('reject') && <RejectDialog booking={booking} open={dialog === 'reject'} onOpenChange={onDialog('reject')} />}
      {can('dispute') && (
        <DisputeDialog booking={booking} open={dialog === 'dispute'} onOpenChange={onDialog('dispute')} />
      )}
    </div>
  );
}
