import type { CategoriesResponse } from '@biclou/contracts/catalog';
import { SlidersHorizontal, Zap } from 'lucide-react';
import { parisToday } from '@biclou/domain/paris-calendar';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n/use-locale';
import { localLabel, localName } from '../../lib/i18n/local-name';
import { formatDecimal } from '../../lib/money';
import { isOneDay, OWNER_TYPES, type SearchQuery } from './search-params';
import { pickupChange, returnTimesAfter, SEARCH_TIMES, todayChange } from './search-times';

interface SearchFiltersProps {
  query: SearchQuery;
  catalog: CategoriesResponse | null;
  onChange(changes: SearchQuery): void;
}

/** What the range filter offers, in km per charge (a shared link may name another figure). */
const MIN_RANGES_KM = [30, 50, 80, 100, 150];

const pill =
  'h-10 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
const pillIdle =
  'border-neutral-300 bg-white text-neutral-800 hover:border-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:border-neutral-300';
const pillOn = 'border-neutral-900 bg-neutral-900 text-white dark:border-white dark:bg-white dark:text-neutral-900';

/** Dates (or today, and then times), category, e-bike (and then its range), instant booking and a panel for the rest (sub-category, size, price, owner). */
export function SearchFilters({ query, catalog, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const category = catalog?.categories.find((c) => c.slug === query.category);
  const more = [query.subcategory, query.size, query.min_price, query.max_price, query.owner].filter(Boolean).length;

  return (
    <div className="space-y-3">
      <DateRange query={query} onChange={onChange} />
      {isOneDay(query) && <TimeRange from={query.from} to={query.to} onChange={onChange} />}
      {/* The chips wrap rather than scroll: a phone sees every one whole (at 390 px "Filters" went off the edge). */}
      <div className="flex flex-wrap items-center gap-2" data-testid="filter-chips">
        <label className="sr-only" htmlFor={`${panelId}-category`}>
          {t('search.filters.category')}
        </label>
        <select
          id={`${panelId}-category`}
          name="category"
          value={query.category ?? ''}
          onChange={(e) => onChange({ category: e.target.value || undefined })}
          className={cn(pill, query.category ? pillOn : pillIdle, 'max-w-40 shrink-0 pr-3 sm:max-w-52')}
        >
          <option value="">{t('search.filters.all-categories')}</option>
          {catalog?.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {localName(c, locale)}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-pressed={query.ebike === 'true'}
          onClick={() =>
            // A range only means something for e-bikes: leaving the e-bike filter forgets it.
            onChange(query.ebike === 'true' ? { ebike: undefined, min_range: undefined } : { ebike: 'true' })
          }
          className={cn(pill, 'inline-flex shrink-0 items-center gap-1.5', query.ebike === 'true' ? pillOn : pillIdle)}
        >
          <Zap className="size-4" aria-hidden="true" />
          {t('search.filters.ebike')}
        </button>
        {(query.ebike === 'true' || query.min_range) && (
          <>
            <label className="sr-only" htmlFor={`${panelId}-min-range`}>
              {t('search.filters.min-range')}
            </label>
            <select
              id={`${panelId}-min-range`}
              name="min_range"
              value={query.min_range ?? ''}
              onChange={(e) => onChange({ min_range: e.target.value || undefined })}
              className={cn(pill, query.min_range ? pillOn : pillIdle, 'max-w-44 shrink-0 pr-3')}
            >
              <option value="">{t('search.filters.any-range')}</option>
              {MIN_RANGES_KM.map((km) => (
                <option key={km} value={String(km)}>
                  {t('search.filters.range-at-least', { km: formatDecimal(km, locale, 0, 0) })}
                </option>
              ))}
              {query.min_range && !MIN_RANGES_KM.includes(Number(query.min_range)) && (
                <option value={query.min_range}>{t('search.filters.range-at-least', { km: query.min_range })}</option>
              )}
            </select>
          </>
        )}
        <button
          type="button"
          aria-pressed={query.instant === 'true'}
          onClick={() => onChange({ instant: query.instant === 'true' ? undefined : 'true' })}
          className={cn(
            pill,
            'inline-flex shrink-0 items-center gap-1.5',
            query.instant === 'true' ? pillOn : pillIdle,
          )}
        >
          <Zap className="size-4 fill-current" aria-hidden="true" />
          {t('search.filters.instant')}
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className={cn(pill, 'inline-flex shrink-0 items-center gap-1.5', more ? pillOn : pillIdle)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('search.filters.more')}
          {more > 0 && (
            <span className="grid size-5 place-items-center rounded-full bg-primary-700 text-xs text-white dark:bg-primary-300 dark:text-primary-950">
              {more}
            </span>
          )}
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('search.filters.subcategory')}>
            {(id) => (
              <select
                id={id}
                name="subcategory"
                value={query.subcategory ?? ''}
                disabled={!category}
                onChange={(e) => onChange({ subcategory: e.target.value || undefined })}
                className={selectClass}
              >
                <option value="">
                  {category ? t('search.filters.any') : t('search.filters.choose-category-first')}
                </option>
                {category?.subCategories.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {localName(s, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('search.filters.size')}>
            {(id) => (
              <select
                id={id}
                name="size"
                value={query.size ?? ''}
                onChange={(e) => onChange({ size: e.target.value || undefined })}
                className={selectClass}
              >
                <option value="">{t('search.filters.any')}</option>
                {catalog?.sizes.map((s) => (
                  <option key={s.code} value={s.code}>
                    {localLabel(s, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PriceRange min={query.min_price} max={query.max_price} onChange={onChange} />
          <fieldset>
            <legend className={labelClass}>{t('search.filters.owner')}</legend>
            <div className="mt-1.5 flex gap-2">
              {[undefined, ...OWNER_TYPES].map((owner) => (
                <button
                  key={owner ?? 'any'}
                  type="button"
                  aria-pressed={query.owner === owner}
                  onClick={() => onChange({ owner })}
                  className={cn(pill, query.owner === owner ? pillOn : pillIdle)}
                >
                  {t(`search.filters.owner-${owner ?? 'any'}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
    </div>
  );
}

const labelClass = 'text-sm font-semibold text-neutral-900 dark:text-white';
const selectClass =
  'mt-1.5 h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-sm text-neutral-900 disabled:opacity-60 dark:border-neutral-700 dark:bg-neutral-950 dark:text-white dark:[color-scheme:dark]';

function Field({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const dateClass =
  'h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:[color-scheme:dark]';
const smallLabel = 'text-xs font-semibold text-neutral-700 dark:text-neutral-300';

/**
 * Both dates or none: the URL changes only when the range is whole (or cleared). "Today" beside
 * them is the one-day search of today (the marketplace's day: Paris, as the API counts it).
 */
function DateRange({ query, onChange }: { query: SearchQuery; onChange(changes: SearchQuery): void }) {
  const { t } = useTranslation();
  const { start, end } = query;
  const [from, setFrom] = useState(start ?? '');
  const [to, setTo] = useState(end ?? '');
  useEffect(() => {
    setFrom(start ?? '');
    setTo(end ?? '');
  }, [start, end]);
  const today = parisToday(new Date());

  function commit(nextFrom: string, nextTo: string) {
    if (nextFrom && nextTo && nextTo < nextFrom) nextTo = '';
    setFrom(nextFrom);
    setTo(nextTo);
    if ((nextFrom && nextTo) || (!nextFrom && !nextTo))
      onChange({ start: nextFrom || undefined, end: nextTo || undefined });
  }

  const isToday = isOneDay(query) && start === today;
  // On a phone "Today" sits in the label row, above the end date, so both dates keep their width;
  // from `sm` it is a third column of the inputs' height.
  return (
    <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
      <label className="block min-w-0">
        <span className={cn(smallLabel, 'leading-7 sm:leading-4')}>{t('search.filters.start')}</span>
        <input
          type="date"
          name="start"
          value={from}
          min={today}
          onChange={(e) => commit(e.target.value, to)}
          className={dateClass}
        />
      </label>
      <label className="col-start-2 row-start-1 block min-w-0">
        <span className={cn(smallLabel, 'leading-7 sm:leading-4')}>{t('search.filters.end')}</span>
        <input
          type="date"
          name="end"
          value={to}
          min={from || today}
          onChange={(e) => commit(from, e.target.value)}
          className={dateClass}
        />
      </label>
      <button
        type="button"
        aria-pressed={isToday}
        onClick={() => onChange(todayChange(query, new Date()))}
        className={cn(
          'col-start-2 row-start-1 h-7 self-start justify-self-end rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          'sm:col-start-3 sm:h-11 sm:self-end sm:justify-self-auto sm:rounded-xl sm:text-sm',
          isToday ? pillOn : pillIdle,
        )}
      >
        {t('search.filters.today')}
      </button>
    </div>
  );
}

/** One day's pickup and return times: the return is always later, a half-day on by default. */
function TimeRange({ from, to, onChange }: { from?: string; to?: string; onChange(changes: SearchQuery): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">{t('search.filters.times')}</legend>
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={smallLabel}>
          {t('search.filters.pickup-time')}
        </label>
        <select
          id={`${id}-from`}
          name="from"
          value={from ?? ''}
          onChange={(e) => onChange(pickupChange(e.target.value, to))}
          className={dateClass}
        >
          <option value="">{t('search.filters.any-time')}</option>
          {SEARCH_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={smallLabel}>
          {t('search.filters.return-time')}
        </label>
        <select
          id={`${id}-to`}
          name="to"
          value={to ?? ''}
          disabled={!from}
          onChange={(e) => onChange({ from, to: e.target.value })}
          className={cn(dateClass, 'disabled:opacity-60')}
        >
          {!from && <option value="">{t('search.filters.any-time')}</option>}
          {from &&
            returnTimesAfter(from).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
        </select>
      </div>
      <p className="col-span-2 text-xs text-neutral-600 dark:text-neutral-400">{t('search.filters.times-hint')}</p>
    </fieldset>
  );
}

/** Whole euros per day; applied with the button (or Enter), not on every key. */
function PriceRange({ min, max, onChange }: { min?: string; max?: string; onChange(changes: SearchQuery): void }) {
  const { t } = useTranslation();
  const [low, setLow] = useState(min ?? '');
  const [high, setHigh] = useState(max ?? '');
  useEffect(() => {
    setLow(min ?? '');
    setHigh(max ?? '');
  }, [min, max]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const clean = (v: string) => (/^\d{1,4}$/.test(v.trim()) ? String(Number(v.trim())) : undefined);
    onChange({ min_price: clean(low), max_price: clean(high) });
  }

  const inputClass =
    'h-11 w-full rounded-xl border border-neutral-300 bg-white pr-8 pl-3 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-white';
  return (
    <form onSubmit={apply} className="sm:col-span-2">
      <fieldset>
        <legend className={labelClass}>{t('search.filters.price')}</legend>
        <div className="mt-1.5 flex items-end gap-2">
          <label className="relative block flex-1">
            <span className="text-xs text-neutral-600 dark:text-neutral-400">{t('search.filters.min-price')}</span>
            <input
              name="min_price"
              inputMode="numeric"
              pattern="[0-9]*"
              value={low}
              onChange={(e) => setLow(e.target.value)}
              className={inputClass}
            />
            <span
              className="pointer-events-none absolute right-3 bottom-2.5 text-sm text-neutral-500"
              aria-hidden="true"
            >
              €
            </span>
          </label>
          <label className="relative block flex-1">
            <span className="text-xs text-neutral-600 dark:text-neutral-400">{t('search.filters.max-price')}</span>
            <input
              name="max_price"
              inputMode="numeric"
              pattern="[0-9]*"
              value={high}
              onChange={(e) => setHigh(e.target.value)}
              className={inputClass}
            />
            <span
              className="pointer-events-none absolute right-3 bottom-2.5 text-sm text-neutral-500"
              aria-hidden="true"
            >
              €
            </span>
          </label>
          <Button type="submit" variant="secondary" className="h-11">
            {t('search.filters.apply')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
