import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { PHONE_DROPDOWN_MIN_SPACE_BELOW_PX } from '../../lib/constants';
import { intlLocale } from '../../lib/i18n/locales';
import { displayNames } from '../../lib/intl-cache';
import { useLocale } from '../../lib/i18n/use-locale';
import { PHONE_COUNTRIES, sortPhoneCountries, type PhoneCountry } from './phone-countries';
import { createTypeahead, opensAbove } from './typeahead';

interface CountrySelectProps {
  value: PhoneCountry;
  onChange(country: PhoneCountry): void;
  disabled?: boolean;
}

/** Dial-code picker: a listbox with arrow keys, type-to-find (700 ms) and smart placement. */
export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef(createTypeahead());

  const names = useMemo(() => displayNames(intlLocale(locale), { type: 'region' }), [locale]);
  const nameOf = (c: PhoneCountry) => names.of(c.code) ?? c.name;
  const countries = useMemo(
    () => sortPhoneCountries(PHONE_COUNTRIES, (c) => names.of(c.code) ?? c.name, intlLocale(locale)),
    [names, locale],
  );

  function openList() {
    const rect = triggerRef.current?.getBoundingClientRect();
    setAbove(rect ? opensAbove(window.innerHeight - rect.bottom, PHONE_DROPDOWN_MIN_SPACE_BELOW_PX) : false);
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.code === value.code),
      ),
    );
    setOpen(true);
  }

  function choose(country: PhoneCountry | undefined) {
    if (country) onChange(country);
    setOpen(false);
    triggerRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!listRef.current?.contains(e.target as Node) && !triggerRef.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function onListKey(e: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 8),
      PageUp: Math.max(0, active - 8),
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key] ?? active);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(countries[active]);
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      setOpen(false);
      if (e.key === 'Escape') triggerRef.current?.focus();
    } else if (e.key.length === 1 && /\S/.test(e.key)) {
      const found = typeahead.current.type(e.key, countries.map(nameOf), Date.now());
      if (found >= 0) setActive(found);
    }
  }

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('phone.country', { country: nameOf(value) })}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            openList();
          }
        }}
        className="flex h-11 items-center gap-1.5 rounded-l-lg border border-r-0 border-neutral-300 bg-neutral-50 px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus:z-10 focus:ring-4 focus:ring-primary-500/20 focus:outline-none disabled:opacity-60 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
      >
        <span className="font-semibold">{value.code}</span>
        <span className="text-neutral-500 dark:text-neutral-400">+{value.dialCode}</span>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('phone.countries')}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onListKey}
          className={cn(
            'absolute left-0 z-50 max-h-64 w-72 overflow-y-auto rounded-xl border border-neutral-200 bg-white p-1 shadow-xl outline-none dark:border-neutral-700 dark:bg-neutral-900',
            above ? 'bottom-full mb-2' : 'top-full mt-2',
          )}
        >
          {countries.map((country, index) => (
            <li
              key={country.code}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={country.code === value.code}
              onPointerEnter={() => setActive(index)}
              onClick={() => choose(country)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                index === active ? 'bg-neutral-100 dark:bg-neutral-800' : '',
                country.code === value.code
                  ? 'font-semibold text-primary-700 dark:text-primary-300'
                  : 'text-neutral-800 dark:text-neutral-200',
                index === 3 && 'mb-1 border-b border-neutral-100 pb-2.5 dark:border-neutral-800',
              )}
            >
              <span className="w-7 text-xs font-semibold text-neutral-500">{country.code}</span>
              <span className="flex-1 truncate">{nameOf(country)}</span>
              <span className="text-neutral-500 tabular-nums">+{country.dialCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
