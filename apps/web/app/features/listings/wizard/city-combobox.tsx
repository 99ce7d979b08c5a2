import * as endpoints from '@biclou/contracts/endpoints';
import type { Place } from '@biclou/contracts/catalog';
import { MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Input } from '../../../components/ui/input';
import { useCombobox } from '../../../components/ui/use-combobox';
import { useApi } from '../../../context/api-context';
import { cn } from '../../../lib/cn';
import { numberFormat } from '../../../lib/intl-cache';

const DEBOUNCE_MS = 200;
const MAX_OPTIONS = 8;

interface CityComboboxProps {
  id: string;
  value: string;
  /** The country searched in (the listing's). */
  country: Place['country'];
  invalid?: boolean;
  'aria-describedby'?: string;
  onText(value: string): void;
  onPick(place: Place): void;
}

/** City input with suggestions from the offline geocoder (GET /geocode), keyboard-first (ARIA combobox). */
export function CityCombobox({ id, value, country, invalid, onText, onPick, ...aria }: CityComboboxProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const typed = useRef(false);
  const combobox = useCombobox<Place>({
    onPick(place) {
      typed.current = false;
      onPick(place);
    },
  });
  const { setOptions } = combobox;

  useEffect(() => {
    const q = value.trim();
    if (!typed.current || q.length < 2) return setOptions([]);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const res = await api.call(endpoints.geocode, {
        query: { q, ...(country ? { country } : {}) },
        signal: controller.signal,
        quiet: true,
      });
      if (res.ok) setOptions(res.data.places.slice(0, MAX_OPTIONS));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, value, country, setOptions]);

  const nf = numberFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-US');

  return (
    <div className="relative">
      <Input
        id={id}
        {...combobox.inputProps}
        aria-describedby={aria['aria-describedby']}
        invalid={invalid}
        value={value}
        autoComplete="off"
        maxLength={100}
        onChange={(e) => {
          typed.current = true;
          combobox.onInput();
          onText(e.target.value);
        }}
      />
      <ul
        {...combobox.listboxProps}
        aria-label={t('listings.address.suggestions')}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-72 overflow-auto rounded-xl border border-neutral-200 bg-white p-1.5 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
      >
        {combobox.options.map((place, i) => (
          <li
            key={`${place.name}-${place.lat}-${place.lng}`}
            {...combobox.optionProps(i)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
              i === combobox.active
                ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                : 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
            )}
          >
            <MapPin className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
            <span className="flex-1 font-medium">{place.name}</span>
            <span className="text-xs text-neutral-500 dark:text-neutral-400">
              {t(`countries.${place.country}`)}
              {place.population > 0 &&
                ` · ${t('listings.address.inhabitants', { count: place.population, formatted: nf.format(place.population) })}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
