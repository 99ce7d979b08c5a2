import { CalendarDays, MapPin, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n/use-locale';
import { buildSearchUrl } from './build-search-url';

const inputClass =
  'w-full min-w-0 bg-transparent text-[15px] font-medium text-neutral-900 placeholder:font-normal placeholder:text-neutral-400 focus:outline-none dark:text-white dark:[color-scheme:dark]';

/** Place and dates: goes to /search with them as query parameters. */
export function HeroSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const [place, setPlace] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void navigate(buildSearchUrl(lp('/search'), { place, start, end }));
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      action={lp('/search')}
      className="grid gap-1 rounded-3xl border border-neutral-200 bg-white p-2 shadow-xl shadow-neutral-900/5 sm:grid-cols-[1fr_1fr_auto] dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-black/30"
    >
      <label className="flex items-center gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 sm:col-span-3 dark:focus-within:bg-neutral-800">
        <MapPin className="size-5 shrink-0 text-primary-600 dark:text-primary-400" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-neutral-900 dark:text-white">{t('landing.search.where')}</span>
          <input name="place" value={place} onChange={(e) => setPlace(e.target.value)} placeholder={t('landing.search.where-placeholder')} autoComplete="address-level2" className={inputClass} />
        </span>
      </label>
      <div aria-hidden="true" className="mx-3 h-px bg-neutral-100 sm:col-span-3 dark:bg-neutral-800" />
      <label className="flex items-center gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 dark:focus-within:bg-neutral-800">
        <CalendarDays className="size-5 shrink-0 text-neutral-400" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-neutral-900 dark:text-white">{t('landing.search.from')}</span>
          <input name="start" type="date" value={start} onChange={(e) => setStart(e.target.value)} className={inputClass} />
        </span>
      </label>
      <label className="relative flex items-center gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 sm:before:absolute sm:before:inset-y-3 sm:before:-left-0.5 sm:before:w-px sm:before:bg-neutral-200 dark:focus-within:bg-neutral-800 dark:sm:before:bg-neutral-700">
        <CalendarDays className="size-5 shrink-0 text-neutral-400" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-neutral-900 dark:text-white">{t('landing.search.to')}</span>
          <input name="end" type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} className={inputClass} />
        </span>
      </label>
      <Button type="submit" size="lg" className="mt-1 sm:mt-1 sm:h-auto sm:self-stretch sm:rounded-2xl sm:px-7">
        <Search className="size-5" aria-hidden="true" />
        {t('landing.search.submit')}
      </Button>
    </form>
  );
}
