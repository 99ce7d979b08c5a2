import { latestEnd } from '@biclou/domain/booking-window';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/input';
import { BookingTimeFields } from '../../../components/booking-times/booking-time-fields';
import { PriceDetails } from '../../../components/price-details';
import type { DateRange, IsoDate } from '../../../lib/calendar';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { quoteProblems } from '../../../lib/quote-violations';
import { useBookingQuote } from '../../../context/use-booking-quote';
import { useBookingTimes } from '../../../context/use-booking-times';
import { useBookingWindow } from '../../../context/use-booking-window';
import { AccessoryChecklist } from '../../../components/accessory-checklist';
import { UnitsPicker } from '../../../components/units-picker';
import { previewBooking } from './booking-preview';
import type { ListingDisplay } from './listing-display';
import { OwnListingNotice } from './own-listing-notice';

const UNAVAILABLE = 'This listing is not available at the given dates';
/** The request page asks for the phone; the owner reads why they cannot book. */
const NOT_THE_CARD_S = ['phone_not_confirmed', 'own_listing'];

interface BookingCardProps {
  listing: ListingDisplay & { pricePerDayCents: number };
  blocked: readonly DateRange[];
  today: IsoDate;
  isOwner: boolean;
  /** How many identical bikes the listing has in service (a shop's fleet); 1 for most. */
  units?: number;
}

/**
 * Dates, then pickup and return times among the day's free hours, and accessories → the price the
 * server will charge (its quote), then "Request to book" with all of them. Part of the listing
 * page's deferred chunk: the times and their day's hours are read in the browser only.
 */
export function BookingCard({ listing, blocked, today, isOwner, units: fleet = 1 }: BookingCardProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const limits = useBookingWindow();
  const id = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [count, setCount] = useState(1);
  const money = (cents: number) => formatMoney(cents, listing.currency, locale);
  const paid = listing.accessories.filter((a) => a.pricePerDayCents > 0);
  const included = listing.accessories.filter((a) => a.pricePerDayCents === 0);
  const selected = paid.filter((a) => chosen.has(a.id));
  const times = useBookingTimes({ listingId: listing.id, today, start, end, noticeDays: listing.noticeDays });
  const { problem, latestStart } = previewBooking({
    start,
    end,
    today,
    earliestStart: times.earliestStart,
    listing,
    blocked,
    limits,
  });
  const withTimes = times.active && !problem;
  const { quote, loading, error } = useBookingQuote(
    listing.id,
    withTimes && (times.ready || times.failed)
      ? {
          start,
          end,
          ...(times.ready ? { pickupTime: times.pickup.time, returnTime: times.return.time } : {}),
          accessoryIds: selected.map((a) => a.id),
          units: count,
        }
      : null,
  );
  const quoted = quoteProblems(quote?.violations ?? [], i18n, NOT_THE_CARD_S);
  const counts = {
    'end-before-start': 0,
    'today-closed': 0,
    notice: listing.noticeDays,
    'too-short': listing.minBookingDays,
    'too-long': limits.maxBookingDays,
    'too-far': limits.maxAdvanceMonths,
  };
  const problemText =
    problem === 'unavailable'
      ? translateServerMessage(i18n, UNAVAILABLE)
      : problem
        ? t(`listings.preview.problems.${problem}`, { count: counts[problem] })
        : null;
  const noTime = withTimes && !times.ready && !times.failed && !times.pickup.loading && !times.return.loading;
  const bookable = Boolean(quote) && !quoted.any && !problem && !noTime;
  const query = new URLSearchParams({
    start,
    end,
    ...(times.ready ? { pickup: times.pickup.time, return: times.return.time } : {}),
    ...(selected.length ? { accessories: selected.map((a) => a.id).join(',') } : {}),
    ...(count > 1 ? { units: String(count) } : {}),
  });
  const toggle = (accessoryId: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(accessoryId)) next.delete(accessoryId);
      else next.add(accessoryId);
      return next;
    });
  const dateClass = controlClasses(false, 'h-11 dark:[color-scheme:dark]');
  const labelClass = 'text-xs font-semibold text-neutral-700 dark:text-neutral-300';
  const fieldError = (message: string | undefined) =>
    message && (
      <span role="alert" className="block text-xs font-medium text-red-600 dark:text-red-400">
        {message}
      </span>
    );

  return (
    <section
      id="price-preview"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-neutral-200 bg-white p-5 shadow-lg shadow-neutral-900/5 dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-black/30"
      data-testid="price-preview"
    >
      <h2 id={`${id}-title`} className="flex items-baseline gap-1.5">
        <span className="text-2xl font-bold text-neutral-900 dark:text-white">
          {formatMoney(listing.pricePerDayCents, listing.currency, locale)}
        </span>
        <span className="text-sm text-neutral-500 dark:text-neutral-400">{t('listings.preview.per-day')}</span>
      </h2>
      {(listing.discount7Days > 0 || listing.discount30Days > 0) && (
        <p className="mt-1 text-xs font-medium text-primary-700 dark:text-primary-400">
          {[
            listing.discount7Days > 0 && t('listings.preview.discount', { pct: listing.discount7Days, count: 7 }),
            listing.discount30Days > 0 && t('listings.preview.discount', { pct: listing.discount30Days, count: 30 }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <label className={`space-y-1 ${labelClass}`}>
          <span>{t('listings.preview.start')}</span>
          <input
            type="date"
            className={dateClass}
            value={start}
            min={times.earliestStart}
            max={latestStart}
            onChange={(e) => setStart(e.target.value)}
          />
          {fieldError(quoted.fields.startDate)}
        </label>
        <label className={`space-y-1 ${labelClass}`}>
          <span>{t('listings.preview.end')}</span>
          <input
            type="date"
            className={dateClass}
            value={end}
            min={start || times.earliestStart}
            max={start ? latestEnd(start, limits.maxBookingDays) : undefined}
            onChange={(e) => setEnd(e.target.value)}
          />
          {fieldError(quoted.fields.endDate)}
        </label>
      </div>
      {withTimes && (
        <BookingTimeFields
          id={`${id}-times`}
          pickup={times.pickup}
          return={times.return}
          errors={quoted.fields}
          labelClassName={labelClass}
          className="mt-3"
        />
      )}
      <AccessoryChecklist
        accessories={paid}
        chosen={chosen}
        onToggle={toggle}
        money={money}
        className="mt-4"
        legendClassName="text-xs text-neutral-700 dark:text-neutral-300"
      />
      {included.length > 0 && (
        <p className="mt-3 text-xs text-neutral-500 dark:text-neutral-400">
          {t('listings.preview.included', { names: included.map((a) => a.name).join(', ') })}
        </p>
      )}
      {withTimes && quote && (
        <div className="mt-4">
          <UnitsPicker
            fleet={fleet}
            free={quote.units.free}
            value={count}
            onChange={setCount}
            labelClassName={labelClass}
          />
        </div>
      )}
      {withTimes && (quote || loading) && (
        <div className="mt-5 border-t border-neutral-100 pt-4 dark:border-neutral-800" aria-live="polite">
          {quote ? (
            <PriceDetails price={quote.price} />
          ) : (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('bookings.request.pricing')}</p>
          )}
        </div>
      )}
      {(problemText || quoted.general.length > 0 || (error && !isOwner)) && (
        <div className="mt-4 space-y-2">
          {problemText && <Alert tone="warning">{problemText}</Alert>}
          {quoted.general.map((v) => (
            <Alert key={v.code} tone="warning">
              {v.text}
            </Alert>
          ))}
          {error && !isOwner && <Alert tone="warning">{translateServerMessage(i18n, error)}</Alert>}
        </div>
      )}
      {isOwner ? (
        <OwnListingNotice listingId={listing.id} className="mt-5" />
      ) : bookable || !start || !end ? (
        <Button asChild size="lg" className="mt-5 w-full">
          <LocaleLink to={bookable ? `/listing/${listing.id}/request?${query}` : `/listing/${listing.id}/request`}>
            <CalendarCheck className="size-5" aria-hidden="true" />
            {quote?.instant?.unmet.length === 0 ? t('listings.preview.book-now') : t('listings.preview.request')}
          </LocaleLink>
        </Button>
      ) : (
        <Button size="lg" className="mt-5 w-full" disabled>
          <CalendarCheck className="size-5" aria-hidden="true" />
          {t('listings.preview.request')}
        </Button>
      )}
      <p className="mt-3 text-center text-xs text-neutral-500 dark:text-neutral-400">
        {listing.depositCents > 0
          ? t('listings.preview.deposit-note', {
              deposit: formatMoney(quote?.depositCents ?? listing.depositCents, listing.currency, locale),
            })
          : t('listings.preview.no-charge')}
      </p>
    </section>
  );
}
