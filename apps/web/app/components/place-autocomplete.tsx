import * as endpoints from '@biclou/contracts/endpoints';
import type { PlaceSummary } from '@biclou/contracts/places';
import { MapPin, Map as MapIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import type { ApiClient } from '../lib/api-client';
import { cn } from '../lib/cn';
import { useCombobox } from './ui/use-combobox';

/** Wait this long after the last key before asking the API (it answers in a few ms; typing is slower). */
const DEBOUNCE_MS = 120;
const LIMIT = 8;

/** The best match for what was typed, for a form submitted without picking a suggestion. */
export async function firstPlace(api: ApiClient, text: string): Promise<PlaceSummary | null> {
  const q = text.trim();
  if (!q) return null;
  const res = await api.call(endpoints.placeAutocomplete, { query: { q, limit: 1 }, quiet: true });
  return res.ok ? (res.data.places[0] ?? null) : null;
}

interface PlaceAutocompleteProps {
  /** The app's API client (components do not reach the shell: the caller passes `useApi()`). */
  api: ApiClient;
  label: string;
  placeholder?: string;
  /** The text shown at first (the name of the place already searched). */
  defaultText?: string;
  /** A suggestion was picked, or the text changed (null: no place chosen any more). */
  onSelect(place: PlaceSummary | null): void;
  onTextChange?(text: string): void;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  /** Form field name (the text typed; forms submit the chosen slug themselves). */
  name?: string;
  /** Accessible name only, visually hidden label. */
  hideLabel?: boolean;
}

/**
 * A place combobox (WAI-ARIA 1.2 pattern "combobox with listbox popup"): typing suggests places,
 * arrows move through them (aria-activedescendant), Enter picks, Escape closes then clears.
 * On phones the suggestions take their room in the page, pushing what follows down (a floating
 * list covered the form's Search button, and a tap there picked a suggestion); from `sm` they
 * float under the field, which forms keep clear of their submit button.
 */
export function PlaceAutocomplete({
  api,
  name = 'where',
  label,
  placeholder,
  defaultText = '',
  onSelect,
  onTextChange,
  className,
  labelClassName,
  inputClassName,
  hideLabel,
}: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(defaultText);
  // The text of the place already chosen: no suggestions for it.
  const query = useRef(defaultText);
  const combobox = useCombobox<PlaceSummary>({
    id,
    onPick(place) {
      query.current = place.name;
      setText(place.name);
      onSelect(place);
    },
    onClear() {
      if (!text) return false;
      setText('');
      onTextChange?.('');
      onSelect(null);
      return true;
    },
  });
  const { setOptions } = combobox;

  useEffect(() => {
    query.current = defaultText;
    setText(defaultText);
  }, [defaultText]);

  useEffect(() => {
    const q = text.trim();
    if (!q) return setOptions([]);
    if (q === query.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const res = await api.call(endpoints.placeAutocomplete, {
        query: { q, limit: LIMIT },
        quiet: true,
        signal: controller.signal,
      });
      if (res.ok) setOptions(res.data.places);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text, setOptions]);

  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={`${id}-input`} className={cn(hideLabel ? 'sr-only' : 'block', labelClassName)}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        name={name}
        type="text"
        {...combobox.inputProps}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value);
          combobox.onInput();
          onTextChange?.(e.target.value);
          onSelect(null);
        }}
        className={inputClass(inputClassName)}
      />
      <ul
        {...combobox.listboxProps}
        aria-label={t('search.autocomplete.suggestions')}
        className="z-50 mt-2 max-h-96 overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-1.5 dark:border-neutral-700 dark:bg-neutral-900 sm:absolute sm:top-full sm:right-0 sm:left-0 sm:min-w-64 sm:shadow-xl"
      >
        {combobox.options.map((place, i) => (
          <li
            key={place.slug}
            {...combobox.optionProps(i)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5',
              i === combobox.active && 'bg-neutral-100 dark:bg-neutral-800',
            )}
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
              {place.kind === 'city' ? (
                <MapPin className="size-4" aria-hidden="true" />
              ) : (
                <MapIcon className="size-4" aria-hidden="true" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900 dark:text-white">{place.name}</span>
              <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                {[
                  place.kind === 'city' ? null : t(`search.place-kinds.${place.kind}`),
                  place.parentName,
                  t(`countries.${place.country}`),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {place.listingCount > 0 && (
              <span className="shrink-0 text-xs font-medium text-primary-800 dark:text-primary-300">
                {t('search.autocomplete.bikes', { count: place.listingCount })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function inputClass(extra?: string) {
  return cn('w-full min-w-0 bg-transparent focus:outline-none', extra);
}
