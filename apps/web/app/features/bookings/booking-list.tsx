import type { Booking } from '@biclou/contracts/bookings';
import { Bike, CalendarRange, ChevronRight, Search, Star } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatBookingTimes } from '../../lib/booking-times';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { BookingStatusBadge } from './booking-status-badge';
import { Countdown } from './countdown';
import { groupBookings } from './groups';

type BookingSide = 'renter' | 'owner';

function detailPath(side: BookingSide, id: string) {
  return side === 'renter' ? `/dashboard/trips/${id}` : `/dashboard/bookings/${id}`;
}

function BookingRow({ booking, side, toReview }: { booking: Booking; side: BookingSide; toReview: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, booking.price.currency, locale);
  const other = side === 'renter' ? booking.owner.firstname : booking.renter.firstname;
  return (
    <li data-testid="booking-row" data-booking-id={booking.id}>
      <LocaleLink
        to={detailPath(side, booking.id)}
        className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <Card className="flex items-center gap-4 p-4 transition group-hover:border-primary-300 dark:group-hover:border-primary-700">
          <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 sm:grid dark:bg-primary-950 dark:text-primary-300">
            <Bike className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <BookingStatusBadge status={booking.status} />
              <span className="text-xs text-neutral-500 dark:text-neutral-400">{booking.ref}</span>
              {toReview && (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-300"
                  data-testid="review-to-write"
                >
                  <Star className="size-3 fill-current" aria-hidden="true" />
                  {t('reviews.to-write')}
                </span>
              )}
            </div>
            <h3 className="truncate font-semibold text-neutral-900 dark:text-white">{booking.listing.title}</h3>
            {/* The times on a line of their own: long enough to wrap, they would leave the icon alone on a phone. */}
            <p className="flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
              <CalendarRange className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden="true" />
              <span data-testid="row-times">
                {formatBookingTimes(booking.pickupAt, booking.returnAt, locale, booking.listing.timeZone)}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-neutral-600 dark:text-neutral-400">
              <span>{t('bookings.list.with', { name: other })}</span>
              {side === 'renter' && (
                <span>· {t('bookings.list.total', { amount: money(booking.price.pricePaidByBuyer) })}</span>
              )}
              {/* What the owner is credited or will be; nothing to say for a booking that earns nothing (rejected, expired, fully refunded). */}
              {side === 'owner' && booking.earnings.amountCents > 0 && (
                <span data-testid="row-earnings">
                  · {t('bookings.list.earnings', { amount: money(booking.earnings.amountCents) })}
                </span>
              )}
            </p>
            {booking.deadline && (
              <Countdown deadline={booking.deadline} side={side} timeZone={booking.listing.timeZone} />
            )}
          </div>
          <ChevronRight className="size-5 shrink-0 text-neutral-400 group-hover:text-primary-600" aria-hidden="true" />
        </Card>
      </LocaleLink>
    </li>
  );
}

/** /dashboard/trips (renter) and /dashboard/bookings (owner): the bookings grouped by what happens next. */
export function BookingList({
  side,
  bookings,
  unavailable,
  toReview = [],
  onlyRequests = false,
}: {
  side: BookingSide;
  bookings: readonly Booking[];
  unavailable: boolean;
  toReview?: readonly string[];
  onlyRequests?: boolean;
}) {
  const { t } = useTranslation();
  const groups = groupBookings(bookings);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t(side === 'renter' ? 'titles.dashboard-trips' : 'titles.dashboard-bookings')}
        </h1>
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">
          {t(side === 'renter' ? 'bookings.list.trips-intro' : 'bookings.list.bookings-intro')}
        </p>
        {onlyRequests && (
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="only-requests">
            <span className="font-medium text-neutral-800 dark:text-neutral-200">
              {t('bookings.list.only-requests')}
            </span>
            <LocaleLink
              to="/dashboard/bookings"
              className="font-semibold text-primary-700 hover:underline dark:text-primary-400"
            >
              {t('bookings.list.show-all')}
            </LocaleLink>
          </p>
        )}
      </header>
      {unavailable ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>
      ) : groups.length ? (
        groups.map(({ group, items }) => (
          <section key={group} aria-labelledby={`group-${group}`} className="space-y-3" data-testid={`group-${group}`}>
            <h2
              id={`group-${group}`}
              className="text-sm font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400"
            >
              {t(`bookings.list.groups.${group}`)} <span className="text-neutral-400">({items.length})</span>
            </h2>
            <ul className="space-y-3">
              {items.map((b) => (
                <BookingRow key={b.id} booking={b} side={side} toReview={toReview.includes(b.id)} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <Card className="px-6 py-14 text-center">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-lg shadow-primary-700/25">
            <CalendarRange className="size-8" aria-hidden="true" />
          </span>
          <h2 className="mt-5 text-xl font-semibold text-neutral-900 dark:text-white">
            {t(side === 'renter' ? 'bookings.list.empty-trips' : 'bookings.list.empty-bookings')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-neutral-600 dark:text-neutral-400">
            {t(side === 'renter' ? 'bookings.list.empty-trips-text' : 'bookings.list.empty-bookings-text')}
          </p>
          {side === 'renter' && (
            <div className="mt-6">
              <Button asChild>
                <LocaleLink to="/search">
                  <Search className="size-4" aria-hidden="true" />
                  {t('bookings.list.find-bike')}
                </LocaleLink>
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
