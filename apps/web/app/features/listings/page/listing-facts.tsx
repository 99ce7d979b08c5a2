import {
  BatteryCharging,
  CalendarClock,
  Clock,
  Gauge,
  Hourglass,
  Percent,
  Ruler,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation, type TFunction } from '../../../lib/i18n/tiny-i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { localLabel } from '../../../lib/i18n/local-name';
import { formatNumber } from '../../../lib/numbers';
import type { ListingDisplay } from './listing-display';

/**
 * Size, an e-bike's motor, battery and range, deposit, minimum duration, notice, half-day and hourly
 * prices and long-stay discounts, as a grid of facts.
 */
export function ListingFacts({ listing }: { listing: ListingDisplay }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const facts: Fact[] = [
    {
      icon: ShieldCheck,
      label: t('listings.fields.deposit'),
      value: listing.depositCents
        ? formatMoney(listing.depositCents, listing.currency, locale)
        : t('listings.page.no-deposit'),
    },
    {
      icon: CalendarClock,
      label: t('listings.fields.min-booking-days'),
      value: t('listings.earnings.days', { count: listing.minBookingDays }),
    },
    {
      icon: Clock,
      label: t('listings.fields.notice-days'),
      value: listing.noticeDays
        ? t('listings.page.notice', { count: listing.noticeDays })
        : t('listings.page.no-notice'),
    },
  ];
  if (listing.isElec) facts.unshift(...ebikeFacts(listing, t, locale));
  if (listing.size)
    facts.unshift({ icon: Ruler, label: t('listings.fields.size'), value: localLabel(listing.size, locale) });
  if (listing.pricePerHalfDayCents !== null || listing.pricePerHourCents !== null) {
    const money = (cents: number) => formatMoney(cents, listing.currency, locale);
    const parts = [
      listing.pricePerHalfDayCents !== null &&
        t('listings.page.per-half-day', { price: money(listing.pricePerHalfDayCents) }),
      listing.pricePerHourCents !== null && t('listings.page.per-hour', { price: money(listing.pricePerHourCents) }),
    ];
    facts.push({
      icon: Hourglass,
      label: t('listings.page.shorter'),
      value: parts.filter(Boolean).join(' · '),
      wide: true,
    });
  }
  if (listing.discount7Days || listing.discount30Days) {
    const parts = [
      listing.discount7Days && t('listings.preview.discount', { pct: listing.discount7Days, count: 7 }),
      listing.discount30Days && t('listings.preview.discount', { pct: listing.discount30Days, count: 30 }),
    ];
    facts.push({
      icon: Percent,
      label: t('listings.page.discounts'),
      value: parts.filter(Boolean).join(' · '),
      wide: true,
    });
  }
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:gap-3" data-testid="listing-facts">
      {/* Each group is a <div> holding one <dt> and one <dd> (valid HTML); the icon sits inside the <dt>. */}
      {facts.map(({ icon: Icon, label, value, wide }) => (
        <div
          key={label}
          className={cn(
            'relative rounded-xl border border-neutral-200 p-3 min-[400px]:pl-[3.75rem] sm:p-3.5 sm:min-[400px]:pl-16 dark:border-neutral-800',
            wide && 'col-span-2',
          )}
        >
          <dt className="text-xs text-neutral-500 dark:text-neutral-400">
            <span className="absolute top-3 left-3 hidden size-9 place-items-center rounded-lg bg-primary-50 text-primary-700 min-[400px]:grid sm:top-3.5 sm:left-3.5 dark:bg-primary-950 dark:text-primary-300">
              <Icon className="size-[18px]" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="font-semibold text-neutral-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Fact = { icon: LucideIcon; label: string; value: string; wide?: boolean };

/** The e-bike's facts it has (an e-bike listed before they were asked may have none yet). */
function ebikeFacts(listing: ListingDisplay, t: TFunction, locale: Locale): Fact[] {
  const n = (value: number) => formatNumber(value, locale);
  const facts: Fact[] = [];
  if (listing.motorType)
    facts.push({
      icon: Zap,
      label: t('listings.ebike.motor'),
      value: t(`listings.ebike.motor-types.${listing.motorType}`),
    });
  if (listing.batteryWh !== null)
    facts.push({
      icon: BatteryCharging,
      label: t('listings.ebike.battery'),
      value: t('listings.ebike.battery-wh', { wh: n(listing.batteryWh) }),
    });
  const { rangeMinKm: min, rangeMaxKm: max } = listing;
  if (min !== null && max !== null)
    facts.push({
      icon: Gauge,
      label: t('listings.ebike.range'),
      value: t('listings.ebike.range-km', { range: min === max ? n(min) : `${n(min)}–${n(max)}` }),
    });
  return facts;
}
