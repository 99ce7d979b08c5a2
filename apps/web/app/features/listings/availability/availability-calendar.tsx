import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { isInRanges, monthGrid, parseIsoDate, shiftMonth, type DateRange, type IsoDate } from '../../../lib/calendar';
import { cn } from '../../../lib/cn';
import { formatCalendarDate } from './calendar-dates';
import { formatLongDay } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { Locale } from '../../../lib/i18n/locales';

interface AvailabilityCalendarProps {
  blocked: readonly DateRange[];
  /** Dates a booking touches that still have free hours (the listing page's; none on the owner's). */
  partly?: readonly IsoDate[];
  /** Today, from the server clock, so both renders agree. */
  today: IsoDate;
  /** Months shown side by side from md up (the second hides on phones). */
  months?: 1 | 2;
  /** Management: days become buttons and the chosen range is highlighted. */
  onDayClick?(date: IsoDate): void;
  selection?: { start: IsoDate; end?: IsoDate } | null;
}

const WEEK = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];

/** The header row's days, Monday first, per locale: `long` for the title, `narrow` for the letter. */
const weekdays = new Map<Locale, { date: string; long: string; narrow: string }[]>();
function weekdaysOf(locale: Locale) {
  let days = weekdays.get(locale);
  if (!days) {
    days = WEEK.map((date) => ({
      date,
      long: formatCalendarDate(date, locale, { weekday: 'long' }),
      narrow: formatCalendarDate(date, locale, { weekday: 'narrow' }),
    }));
    weekdays.set(locale, days);
  }
  return days;
}

interface DayState {
  past: boolean;
  blocked: boolean;
  partly: boolean;
  today: boolean;
  selected: boolean;
  button: boolean;
}

function dayClassName({ past, blocked, partly, today, selected, button }: DayState): string {
  const classes = cn(
    'mx-auto grid size-9 place-items-center rounded-full text-sm tabular-nums',
    past && 'text-neutral-500 dark:text-neutral-400',
    !past && blocked && 'bg-red-50 text-red-700 line-through decoration-red-400 dark:bg-red-950/60 dark:text-red-300',
    !past && !blocked && partly && 'bg-amber-50 font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
    !past && !blocked && !partly && 'font-semibold text-neutral-900 dark:text-white',
    today && 'ring-2 ring-primary-600 ring-inset dark:ring-primary-400',
    selected && 'bg-primary-700! text-white! no-underline dark:bg-primary-500! dark:text-primary-950!',
  );
  return button ? cn(classes, 'hover:bg-neutral-100 dark:hover:bg-neutral-800') : classes;
}

const bit = (state: DayState) =>
  (state.past ? 1 : 0) |
  (state.blocked ? 2 : 0) |
  (state.today ? 4 : 0) |
  (state.selected ? 8 : 0) |
  (state.button ? 16 : 0) |
  (state.partly ? 32 : 0);

/** A day's class names for each of its 64 states, written once (a month draws ~30 days). */
const DAY_CLASS_NAMES = Array.from({ length: 64 }, (_, i) =>
  dayClassName({
    past: !!(i & 1),
    blocked: !!(i & 2),
    today: !!(i & 4),
    selected: !!(i & 8),
    button: !!(i & 16),
    partly: !!(i & 32),
  }),
);

const dayClasses = (state: DayState) => DAY_CLASS_NAMES[bit(state)]!;

function Month({ year, month, props }: { year: number; month: number; props: AvailabilityCalendarProps }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { blocked, partly = [], today, onDayClick, selection } = props;
  const title = formatCalendarDate(Date.UTC(year, month, 1), locale, { month: 'long', year: 'numeric' });
  const selEnd = selection?.end ?? selection?.start;
  const available = t('listings.availability.available');
  const unavailable = t('listings.availability.unavailable');
  const someFree = t('listings.availability.partly');
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-1 text-center text-sm">
      <caption className="pb-2 text-sm font-semibold text-neutral-900 capitalize dark:text-white">{title}</caption>
      <thead>
        <tr>
          {weekdaysOf(locale).map((d) => (
            <th key={d.date} scope="col" className="pb-1 text-xs font-medium text-neutral-500 dark:text-neutral-400">
              <abbr title={d.long} className="no-underline">
                {d.narrow}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(year, month).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((day) => {
              if (!day.inMonth) return <td key={day.date} aria-hidden="true" />;
              const past = day.date < today;
              const isBlocked = isInRanges(day.date, blocked);
              const isPartly = !isBlocked && partly.includes(day.date);
              const selected = Boolean(selection && selEnd && selection.start <= day.date && day.date <= selEnd);
              const date = formatLongDay(year, month, day.day, locale) ?? formatCalendarDate(day.date, locale);
              const state = isBlocked ? unavailable : past ? null : isPartly ? someFree : available;
              const label = state ? `${date}, ${state}` : date;
              const button = Boolean(onDayClick) && !past;
              const classes = dayClasses({
                past,
                blocked: isBlocked,
                partly: isPartly,
                today: day.date === today,
                selected,
                button,
              });
              return (
                <td key={day.date}>
                  {onDayClick && !past ? (
                    <button
                      type="button"
                      className={classes}
                      aria-label={label}
                      aria-pressed={selected}
                      onClick={() => onDayClick(day.date)}
                    >
                      {day.day}
                    </button>
                  ) : (
                    <span className={classes} aria-label={label} role="img">
                      {day.day}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Month grids of blocked days, with previous/next month; never before the current month. */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { t } = useTranslation();
  const todayDate = parseIsoDate(props.today);
  const first = { year: todayDate.getUTCFullYear(), month: todayDate.getUTCMonth() };
  const [view, setView] = useState(first);
  const atStart = view.year === first.year && view.month === first.month;
  const second = shiftMonth(view, 1);
  return (
    <div>
      <div className="relative grid gap-6 md:grid-cols-2">
        <div className="pointer-events-none absolute -top-1 right-0 left-0 z-10 flex justify-between [&>*]:pointer-events-auto">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            onClick={() => setView((v) => shiftMonth(v, -1))}
            disabled={atStart}
            aria-label={t('listings.availability.previous-month')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            onClick={() => setView((v) => shiftMonth(v, 1))}
            aria-label={t('listings.availability.next-month')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <Month year={view.year} month={view.month} props={props} />
        {props.months === 2 && (
          <div className="hidden md:block">
            <Month year={second.year} month={second.month} props={props} />
          </div>
        )}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-neutral-500 dark:text-neutral-400">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full border border-neutral-300 dark:border-neutral-600" />
          {t('listings.availability.available')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full bg-red-100 dark:bg-red-950" />
          {t('listings.availability.unavailable')}
        </span>
        {props.partly && props.partly.length > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-full bg-amber-100 dark:bg-amber-900" />
            {t('listings.availability.partly')}
          </span>
        )}
      </p>
    </div>
  );
}
