import type { PlaceSummary } from '@biclou/contracts/places';
import { CalendarDays, MapPin, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useApi } from '../../context/api-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { firstPlace, PlaceAutocomplete } from '../../components/place-autocomplete';
import { buildSearchUrl } from './build-search-url';

const inputClass =
  'w-full min-w-0 bg-transparent text-[15px] font-medium text-neutral-900 placeholder:font-normal placeholder:text-neutral-500 focus:outline-none dark:text-white dark:placeholder:text-neutral-400 dark:[color-scheme:dark]';

/**
 * Place and dates: goes to /search?place=<slug>&start=&end=. A place typed but not picked is
 * resolved to the best match for the text (an exact name first: "Montpellier" is Montpellier);
 * without JavaScript the form still submits its fields. The Search button stays clear of the
 * suggestions: beside the place and dates from `sm`, below the list on phones.
 */
export function HeroSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const { lp } = useLocale();
  const [place, setPlace] = useState<PlaceSummary | null>(null);
  const [text, setText] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const chosen = place ?? (await firstPlace(api, text));
    setBusy(false);
    const dates = start && end && end >= start ? { start, end } : {};
    void navigate(buildSearchUrl(lp('/search'), { place: chosen?.slug, ...dates }));
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      action={lp('/search')}
      className="grid gap-1 rounded-3xl border border-neutral-200 bg-white p-2 shadow-xl shadow-neutral-900/5 sm:grid-cols-[1fr_1fr_auto] dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-black/30"
    >
      <div className="flex items-start gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 sm:col-span-2 sm:items-center dark:focus-within:bg-neutral-800">
        <MapPin className="mt-2.5 size-5 shrink-0 text-primary-600 sm:mt-0 dark:text-primary-400" aria-hidden="true" />
        <PlaceAutocomplete
          api={api}
          label={t('landing.search.where')}
          placeholder={t('landing.search.where-placeholder')}
          onSelect={setPlace}
          onTextChange={setText}
          className="flex flex-1 flex-col"
          labelClassName="text-xs font-semibold text-neutral-900 dark:text-white"
          inputClassName={inputClass}
        />
      </div>
      <div aria-hidden="true" className="mx-3 h-px bg-neutral-100 sm:col-span-2 dark:bg-neutral-800" />
      <label className="flex items-center gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 dark:focus-within:bg-neutral-800">
        <CalendarDays className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-neutral-900 dark:text-white">{t('landing.search.from')}</span>
          <input
            name="start"
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            className={inputClass}
          />
        </span>
      </label>
      <label className="relative flex items-center gap-3 rounded-2xl px-4 py-3 focus-within:bg-neutral-50 sm:before:absolute sm:before:inset-y-3 sm:before:-left-0.5 sm:before:w-px sm:before:bg-neutral-200 dark:focus-within:bg-neutral-800 dark:sm:before:bg-neutral-700">
        <CalendarDays className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-neutral-900 dark:text-white">{t('landing.search.to')}</span>
          <input
            name="end"
            type="date"
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.target.value)}
            className={inputClass}
          />
        </span>
      </label>
      <Button
        type="submit"
        size="lg"
        loading={busy}
        className="mt-1 bg-primary-700 hover:bg-primary-800 sm:col-start-3 sm:row-span-3 sm:row-start-1 sm:mt-0 sm:h-auto sm:self-stretch sm:rounded-2xl sm:px-7"
      >
        {!busy && <Search className="size-5" aria-hidden="true" />}
        {t('landing.search.submit')}
      </Button>
    </form>
  );
}
