import { latestEnd } from '@biclou/domain/booking-window';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/input';
import type { DateRange, IsoDate } from '../../../lib/calendar';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { useBookingWindow } from '../../../context/use-booking-window';
import { useRates } from '../pricing/use-rates';
import { AccessoryChecklist } from '../../../components/accessory-checklist';
import { previewBooking } from './booking-preview';
import type { ListingDisplay } from './listing-display';
import { OwnListingNotice } from './own-listing-notice';

const UNAVAILABLE = 'This listing is not available at the given dates';

interface BookingCardProps {
  listing: ListingDisplay & { pricePerDayCents: number };
  blocked: readonly DateRange[];
  today: IsoDate;
  isOwner: boolean;
}

/** Dates and accessories → the breakdown the server will charge, then "Request to book". */
export function BookingCard({ listing, blocked, today, isOwner }: BookingCardProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const rates = useRates();
  const limits = useBookingWindow();
  const id = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const money = (cents: number) => formatMoney(cents, listing.currency, locale);
  const paid = listing.accessories.filter((a) => a.pricePerDayCents > 0);
  const included = listing.accessories.filter((a) => a.pricePerDayCents === 0);
  const selected = paid.filter((a) => chosen.has(a.id));
  const { breakdown, problem, earliestStart, latestStart } = previewBooking({
    start,
    end,
    today,
    listing,
    accessories: selected,
    blocked,
    rates,
    limits,
  });
  const counts = {
    'end-before-start': 0,
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
  const requestUrl = `/listing/${listing.id}/request?${new URLSearchParams({ start, end, ...(selected.length ? { accessories: selected.map((a) => a.id).join(',') } : {}) })}`;
  const toggle = (accessoryId: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(accessoryId)) next.delete(accessoryId);
      else next.add(accessoryId);
      return next;
    });
  const dateClass = controlClasses(false, 'h-11 dark:[color-scheme:dark]');

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
        <label className="space-y-1 text-xs font-semibold text-neutral-700 dark:text-neutral-300">
          <span>{t('listings.preview.start')}</span>
          <input
            type="date"
            className={dateClass}
            value={start}
            min={earliestStart}
            max={latestStart}
            onChange={(e) => setStart(e.target.value)}
          />
        </label>
        <label className="space-y-1 text-xs font-semibold text-neutral-700 dark:text-neutral-300">
          <span>{t('listings.preview.end')}</span>
          <input
            type="date"
            className={dateClass}
            value={end}
            min={start || earliestStart}
            max={start ? latestEnd(start, limits.maxBookingDays) : undefined}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
      </div>
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
      {breakdown && (
        <dl
          className="mt-5 space-y-2 border-t border-neutral-100 pt-4 text-sm text-neutral-700 tabular-nums dark:border-neutral-800 dark:text-neutral-300"
          data-testid="price-breakdown"
        >
          <div className="flex justify-between gap-3">
            <dt>{t('listings.preview.base', { price: money(listing.pricePerDayCents), count: breakdown.days })}</dt>
            <dd>{money(breakdown.base)}</dd>
          </div>
          {breakdown.discount > 0 && (
            <div className="flex justify-between gap-3 text-primary-700 dark:text-primary-400">
              <dt>
                {t('listings.preview.long-stay', {
                  pct: breakdown.days >= 30 ? listing.discount30Days : listing.discount7Days,
                })}
              </dt>
              <dd>−{money(breakdown.discount)}</dd>
            </div>
          )}
          {breakdown.accessories > 0 && (
            <div className="flex justify-between gap-3">
              <dt>{t('listings.preview.accessories-total')}</dt>
              <dd>{money(breakdown.accessories)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt>{t('listings.preview.service-fee')}</dt>
            <dd>{money(breakdown.serviceFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-neutral-100 pt-3 text-base font-bold text-neutral-900 dark:border-neutral-800 dark:text-white">
            <dt>{t('listings.preview.total')}</dt>
            <dd data-testid="preview-total">{money(breakdown.pricePaidByBuyer)}</dd>
          </div>
        </dl>
      )}
      {problemText && (
        <Alert tone="warning" className="mt-4">
          {problemText}
        </Alert>
      )}
      {isOwner ? (
        <OwnListingNotice listingId={listing.id} className="mt-5" />
      ) : problem ? (
        <Button size="lg" className="mt-5 w-full" disabled>
          <CalendarCheck className="size-5" aria-hidden="true" />
          {t('listings.preview.request')}
        </Button>
      ) : (
        <Button asChild size="lg" className="mt-5 w-full">
          <LocaleLink to={breakdown ? requestUrl : `/listing/${listing.id}/request`}>
            <CalendarCheck className="size-5" aria-hidden="true" />
            {t('listings.preview.request')}
          </LocaleLink>
        </Button>
      )}
      <p className="mt-3 text-center text-xs text-neutral-500 dark:text-neutral-400">
        {listing.depositCents > 0
          ? t('listings.preview.deposit-note', { deposit: formatMoney(listing.depositCents, listing.currency, locale) })
          : t('listings.preview.no-charge')}
      </p>
    </section>
  );
}
