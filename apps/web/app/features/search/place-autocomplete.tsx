import type { PlaceSummary, PlacesResponse } from '@biclou/contracts/places';
import { MapPin, Map as MapIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/api-context';
import { cn } from '../../lib/cn';

/** Wait this long after the last key before asking the API (it answers in a few ms; typing is slower). */
const DEBOUNCE_MS = 120;
const LIMIT = 8;

/** The best match for what was typed, for a form submitted without picking a suggestion. */
export async function firstPlace(api: ApiClient, text: string): Promise<PlaceSummary | null> {
  const q = text.trim();
  if (!q) return null;
  const res = await api.request<PlacesResponse>('GET', `/places/autocomplete?q=${encodeURIComponent(q)}&limit=1`, undefined, { quiet: true });
  return res.ok ? (res.data.places[0] ?? null) : null;
}

export interface PlaceAutocompleteProps {
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
 */
export function PlaceAutocomplete({ name = 'where', label, placeholder, defaultText = '', onSelect, onTextChange, className, labelClassName, inputClassName, hideLabel }: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultText);
  const [places, setPlaces] = useState<PlaceSummary[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text of the place already chosen: no suggestions for it.
  const query = useRef(defaultText);

  useEffect(() => {
    query.current = defaultText;
    setText(defaultText);
  }, [defaultText]);

  useEffect(() => {
    const q = text.trim();
    if (!q || q === query.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const res = await api.request<PlacesResponse>('GET', `/places/autocomplete?q=${encodeURIComponent(q)}&limit=${LIMIT}`, undefined, { quiet: true, signal: controller.signal });
      if (!res.ok) return;
      setPlaces(res.data.places);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);

  const expanded = open && places.length > 0 && text.trim() !== '';

  function pick(place: PlaceSummary) {
    query.current = place.name;
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onSelect(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!places.length) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActive((i) => (!expanded ? (step > 0 ? 0 : places.length - 1) : (i + step + places.length) % places.length));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && places[active]) {
          event.preventDefault();
          pick(places[active]);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          onTextChange?.('');
          onSelect(null);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={`${id}-input`} className={cn(hideLabel ? 'sr-only' : 'block', labelClassName)}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          onTextChange?.(e.target.value);
          onSelect(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClass(inputClassName)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.autocomplete.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-96 min-w-64 overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-1.5 shadow-xl dark:border-neutral-700 dark:bg-neutral-900"
      >
        {places.map((place, i) => (
          <li
            key={place.slug}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(place)}
            onMouseMove={() => setActive(i)}
            className={cn('flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5', i === active && 'bg-neutral-100 dark:bg-neutral-800')}
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
              {place.kind === 'city' ? <MapPin className="size-4" aria-hidden="true" /> : <MapIcon className="size-4" aria-hidden="true" />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900 dark:text-white">{place.name}</span>
              <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                {[place.kind === 'city' ? null : t(`search.place-kinds.${place.kind}`), place.parentName, t(`countries.${place.country}`)].filter(Boolean).join(' · ')}
              </span>
            </span>
            {place.listingCount > 0 && <span className="shrink-0 text-xs font-medium text-primary-800 dark:text-primary-300">{t('search.autocomplete.bikes', { count: place.listingCount })}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function inputClass(extra?: string) {
  return cn('w-full min-w-0 bg-transparent focus:outline-none', extra);
}
