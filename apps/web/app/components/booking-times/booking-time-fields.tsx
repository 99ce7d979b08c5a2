import { freeSpans, sameClockOn, type BookingDay } from '@biclou/domain/booking-day';
import { formatTimeOfDay, readerTimeZone } from '@biclou/domain/date-time-range';
import { zoneLabel } from '@biclou/domain/time-zones';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import type { Locale } from '../../lib/i18n/locales';
import { NativeSelect } from '../ui/input';

/** One picker's state (the request pages' `useBookingTimes` gives it). */
export interface TimeFieldState {
  day: BookingDay | null;
  loading: boolean;
  failed: boolean;
  /** The free times, "HH:MM" on the listing's clock. */
  options: readonly string[];
  time: string;
  choose(time: string): void;
}

interface BookingTimeFieldsProps {
  id: string;
  pickup: TimeFieldState;
  return: TimeFieldState;
  /** The errors the server gave each field, already in the reader's words. */
  errors?: { pickupTime?: string; returnTime?: string };
  labelClassName?: string;
  /** The gap of the two pickers' row, the same as the date fields' above them. */
  gapClassName?: string;
  className?: string;
}

/** A time as the booking's pages write it, on a 24-hour clock: "14:00". */
const clock = (time: string, locale: Locale) => formatTimeOfDay(time, locale === 'fr' ? 'fr' : 'en');

/** Ends of a span around a dash, as Intl writes a range: "08:00 – 10:00". */
const range = (from: string, to: string, locale: Locale) => `${clock(from, locale)}\u2009–\u2009${clock(to, locale)}`;

/**
 * The pickup and return time pickers of a request (decisions "Booking times: choosing times"):
 * native selects of the free quarter hours on the listing's clock, written as the reader's language
 * writes times, each with why it offers nothing when it does not; then the free hours of the chosen
 * days, and the clock's name when the reader's own differs that day ("All times are Paris time.").
 */
export function BookingTimeFields({
  id,
  pickup,
  return: back,
  errors = {},
  labelClassName,
  gapClassName = 'gap-2',
  className,
}: BookingTimeFieldsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const days = [pickup.day, back.day !== pickup.day ? back.day : null].filter((d): d is BookingDay => d !== null);
  const first = days[0];
  // A closed day has no hours to show: each picker already says so.
  const open = days.filter((day) => day.pickup || day.return);
  // Read in the browser only: the days come from an effect, never in a server render.
  const zone = useMemo(
    () => (first && !sameClockOn(first.date, first.timeZone, readerTimeZone()) ? first.timeZone : null),
    [first],
  );
  const zoneId = `${id}-zone`;
  return (
    <div className={cn('space-y-3', className)} data-testid="booking-times">
      <div className={cn('grid grid-cols-2', gapClassName)}>
        <TimeField
          id={`${id}-pickup`}
          kind="pickup"
          state={pickup}
          error={errors.pickupTime}
          zoneId={zone ? zoneId : undefined}
          labelClassName={labelClassName}
        />
        <TimeField
          id={`${id}-return`}
          kind="return"
          state={back}
          error={errors.returnTime}
          zoneId={zone ? zoneId : undefined}
          labelClassName={labelClassName}
        />
      </div>
      {open.length > 0 && (
        <ul className="space-y-2" data-testid="free-hours">
          {open.map((day) => (
            <FreeHours key={day.date} day={day} locale={locale} />
          ))}
        </ul>
      )}
      {zone && (
        <p id={zoneId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {t('booking-times.zone', { zone: zoneLabel(zone, locale) })}
        </p>
      )}
    </div>
  );
}

function TimeField({
  id,
  kind,
  state,
  error,
  zoneId,
  labelClassName,
}: {
  id: string;
  kind: 'pickup' | 'return';
  state: TimeFieldState;
  error?: string;
  zoneId?: string;
  labelClassName?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const hint = state.failed
    ? t('booking-times.failed')
    : state.day && !state.options.length
      ? t(`booking-times.${emptyReason(state.day, kind)}`)
      : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="min-w-0 space-y-1.5">
      <label
        htmlFor={id}
        className={cn('block text-sm font-medium text-neutral-800 dark:text-neutral-200', labelClassName)}
      >
        {t(`booking-times.${kind}`)}
      </label>
      <NativeSelect
        id={id}
        name={`${kind}Time`}
        value={state.time}
        disabled={state.options.length === 0}
        invalid={Boolean(error)}
        aria-describedby={[hintId, errorId, zoneId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => state.choose(e.target.value)}
        className="tabular-nums dark:[color-scheme:dark]"
      >
        {state.options.length ? (
          state.options.map((time) => (
            <option key={time} value={time}>
              {clock(time, locale)}
            </option>
          ))
        ) : (
          <option value="">{state.loading ? t('booking-times.loading') : '—'}</option>
        )}
      </NativeSelect>
      {hint && (
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Why a picker offers nothing: the owner's closed, the notice reaches past the window, or all is taken. */
function emptyReason(day: BookingDay, kind: 'pickup' | 'return'): string {
  const window = day[kind];
  if (!window) return `closed-${kind}`;
  const { date, time } = day.earliestPickup;
  if (kind === 'pickup' && (day.date < date || (day.date === date && time > window.to))) return 'too-soon';
  return `none-${kind}`;
}

/** A day's free hours: a strip of its opening with the free parts in green, and the same in words. */
function FreeHours({ day, locale }: { day: BookingDay; locale: Locale }) {
  const { t } = useTranslation();
  const windows = [day.pickup, day.return].filter((w) => w !== null);
  const date = formatDate(day.date, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const free = freeSpans(day);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const open = Math.min(...windows.map((w) => minutes(w.from)));
  const length = Math.max(Math.max(...windows.map((w) => minutes(w.to))) - open, 1);
  return (
    <li className="text-xs text-neutral-600 dark:text-neutral-400">
      <div
        aria-hidden="true"
        className="relative mb-1 h-1.5 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        {free.map((s) => (
          <span
            key={s.from}
            className="absolute inset-y-0 rounded-full bg-emerald-500 dark:bg-emerald-400"
            style={{
              left: `${((minutes(s.from) - open) / length) * 100}%`,
              width: `${((minutes(s.to) - minutes(s.from)) / length) * 100}%`,
            }}
          />
        ))}
      </div>
      {free.length ? (
        <>
          {t('booking-times.day-free', { date })}{' '}
          {free.map((s, i) => (
            <span key={s.from}>
              {i > 0 && ', '}
              <span className="whitespace-nowrap">{range(s.from, s.to, locale)}</span>
            </span>
          ))}
        </>
      ) : (
        t('booking-times.day-full', { date })
      )}
    </li>
  );
}
