import { CalendarX2, Copy, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { AffixInput } from '../../../components/ui/affix-input';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../lib/i18n/use-locale';
import {
  addClosedDate,
  copyMondayToEveryDay,
  removeClosedDate,
  setDay,
  WEEK,
  type DayValues,
  type HoursValues,
  type Weekday,
} from './hours-values';

interface HoursEditorProps {
  idPrefix: string;
  values: HoursValues;
  onChange(values: HoursValues): void;
  /** Translated, keyed by their path inside the hours: `week.mon.pickup.to`, `closedDates`, `minNoticeHours`. */
  errors: Record<string, string>;
  /** Today on the bike's clock: the closed-date picker starts there. */
  today: string;
}

const TIME_FIELDS = ['pickupFrom', 'pickupTo', 'returnFrom', 'returnTo'] as const;
type TimeField = (typeof TIME_FIELDS)[number];
const PATH: Record<TimeField, string> = {
  pickupFrom: 'pickup.from',
  pickupTo: 'pickup.to',
  returnFrom: 'return.from',
  returnTo: 'return.to',
};

/**
 * An owner's opening hours: per weekday a "Closed" checkbox or a pickup and a return window
 * (native time inputs, each labelled with its day and end), "Copy Monday to every day", closed
 * dates, and the notice in hours. Every control is a native one, so the keyboard works as the
 * browser's does: Tab between them, Space ticks "Closed", the arrows change a time.
 */
export function HoursEditor({ idPrefix, values, onChange, errors, today }: HoursEditorProps) {
  const { t } = useTranslation();
  const id = (name: string) => `${idPrefix}-${name}`;
  const weekError = errors.week;
  return (
    <div className="space-y-7">
      <div role="group" aria-labelledby={id('week-title')} aria-describedby={id('week-hint')}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id={id('week-title')} className="text-sm font-semibold text-neutral-900 dark:text-white">
              {t('listings.hours.week')}
            </h3>
            <p id={id('week-hint')} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
              {t('listings.hours.week-hint')}
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(copyMondayToEveryDay(values))}>
            <Copy className="size-4" aria-hidden="true" />
            {t('listings.hours.copy-monday')}
          </Button>
        </div>
        {weekError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
            {weekError}
          </p>
        )}
        <ul className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {WEEK.map((day) => (
            <DayRow
              key={day}
              id={id(day)}
              day={day}
              value={values.week[day]}
              onChange={(change) => onChange(setDay(values, day, change))}
              errors={errors}
            />
          ))}
        </ul>
      </div>
      <ClosedDates
        id={id('closed-dates')}
        values={values}
        onChange={onChange}
        error={errors.closedDates}
        today={today}
      />
      <Field
        id={id('notice')}
        label={t('listings.hours.notice')}
        hint={t('listings.hours.notice-hint')}
        error={errors.minNoticeHours}
        className="max-w-56"
      >
        <AffixInput
          suffix={t('listings.hours.hours-unit', {
            count: values.minNoticeHours.trim() ? Number(values.minNoticeHours) : Number.NaN,
          })}
          value={values.minNoticeHours}
          onChange={(e) => onChange({ ...values, minNoticeHours: e.target.value })}
          inputMode="numeric"
        />
      </Field>
    </div>
  );
}

interface DayRowProps {
  id: string;
  day: Weekday;
  value: DayValues;
  onChange(change: Partial<DayValues>): void;
  errors: Record<string, string>;
}

function DayRow({ id, day, value, onChange, errors }: DayRowProps) {
  const { t } = useTranslation();
  const dayName = t(`listings.hours.day.${day}`);
  const errorOf = (field: TimeField) => errors[`week.${day}.${PATH[field]}`];
  const error = value.closed ? undefined : TIME_FIELDS.map(errorOf).find(Boolean);
  const errorId = `${id}-error`;
  const windowGroup = (kind: 'pickup' | 'return') => {
    const [from, to] =
      kind === 'pickup' ? (['pickupFrom', 'pickupTo'] as const) : (['returnFrom', 'returnTo'] as const);
    const input = (field: TimeField, end: 'from' | 'to') => (
      <>
        <label htmlFor={`${id}-${field}`} className="sr-only">
          {t(`listings.hours.${kind}-${end}-label`, { day: dayName })}
        </label>
        <Input
          id={`${id}-${field}`}
          type="time"
          step={60}
          required
          value={value[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          invalid={Boolean(errorOf(field))}
          aria-describedby={errorOf(field) ? errorId : undefined}
          className="min-w-0 px-2! tabular-nums"
        />
      </>
    );
    return (
      <div role="group" aria-labelledby={`${id}-${kind}`} className="min-w-0">
        <span id={`${id}-${kind}`} className="mb-1 block text-xs font-medium text-neutral-600 dark:text-neutral-400">
          {t(`listings.hours.${kind}`)}
        </span>
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1.5">
          {input(from, 'from')}
          <span aria-hidden="true" className="text-neutral-500">
            –
          </span>
          {input(to, 'to')}
        </div>
      </div>
    );
  };
  return (
    <li>
      <div
        role="group"
        aria-labelledby={`${id}-name`}
        className="grid gap-x-5 gap-y-3 px-4 py-3.5 lg:grid-cols-[7.5rem_minmax(0,1fr)] lg:items-center"
      >
        <div className="flex items-center justify-between gap-3 lg:flex-col lg:items-start lg:gap-1.5">
          <span id={`${id}-name`} className="font-medium text-neutral-900 dark:text-white">
            {dayName}
          </span>
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
            <Checkbox
              checked={value.closed}
              onChange={(e) => onChange({ closed: e.target.checked })}
              className="mt-0"
            />
            {t('listings.hours.closed')}
          </label>
        </div>
        {value.closed ? (
          <p className="text-sm text-neutral-500 lg:py-2.5 dark:text-neutral-400">{t('listings.hours.closed-day')}</p>
        ) : (
          <div>
            <div className="grid gap-3 sm:grid-cols-2 sm:gap-5">
              {windowGroup('pickup')}
              {windowGroup('return')}
            </div>
            {error && (
              <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

interface ClosedDatesProps {
  id: string;
  values: HoursValues;
  onChange(values: HoursValues): void;
  error: string | undefined;
  today: string;
}

/** Dates the owner is away: a date picker and an "Add" button, then the list, each with its "Remove". */
function ClosedDates({ id, values, onChange, error, today }: ClosedDatesProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addClosedDate(values, draft));
    setDraft('');
  };
  // Enter adds the date instead of submitting the whole form.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={t('listings.hours.closed-dates')}
        hint={t('listings.hours.closed-dates-hint')}
        error={error}
      >
        <ClosedDateInput value={draft} min={today} onChange={setDraft} onKeyDown={onKeyDown} onAdd={add} />
      </Field>
      {values.closedDates.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('listings.hours.closed-dates')}>
          {values.closedDates.map((date) => {
            const written = formatDate(date, locale);
            return (
              <li
                key={date}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm text-neutral-800',
                  'dark:bg-neutral-800 dark:text-neutral-200',
                )}
              >
                <CalendarX2 className="size-3.5 text-neutral-500" aria-hidden="true" />
                {written}
                <button
                  type="button"
                  onClick={() => onChange(removeClosedDate(values, date))}
                  aria-label={t('listings.hours.remove-date', { date: written })}
                  className="grid size-6 place-items-center rounded-full text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-neutral-700 dark:hover:text-white"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('listings.hours.no-closed-dates')}</p>
      )}
    </div>
  );
}

interface ClosedDateInputProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  value: string;
  min: string;
  onChange(value: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  onAdd(): void;
}

/** The date picker and its "Add" button; `Field` hands the input its id, description and state. */
function ClosedDateInput({ value, min, onChange, onKeyDown, onAdd, ...wired }: ClosedDateInputProps) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-sm gap-2">
      <Input
        {...wired}
        type="date"
        min={min}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="button" variant="outline" onClick={onAdd} disabled={!value} className="h-11">
        {t('listings.hours.add-date')}
      </Button>
    </div>
  );
}
