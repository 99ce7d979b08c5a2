import { Search, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../ui/button';
import { Input, NativeSelect } from '../ui/input';

/** One select filter of a toolbar: its URL name, label, current value ('' = any) and options. */
export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled control in a toolbar (a date, an id…), beside the selects. */
export function ToolbarField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex w-[calc(50%-0.375rem)] flex-col gap-1 sm:w-auto sm:min-w-32">
      <label htmlFor={htmlFor} className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The search box, filters and "clear" above an admin data table. Each change goes to
 * the URL through the caller's `useTableUrlState` (`setSearch`, `setFilter`, `reset`), so a filtered
 * view can be shared. The search is sent on submit, or after a pause when `debounceMs` is given.
 * `children` are extra fields (dates: `ToolbarField`); `active` shows "clear" (by default: a search
 * or a select is set).
 */
export function TableToolbar({
  q,
  searchLabel,
  onSearch,
  debounceMs,
  selects = [],
  onFilter,
  onReset,
  active,
  children,
}: {
  q?: string;
  searchLabel?: string;
  onSearch?(q: string): void;
  debounceMs?: number;
  selects?: readonly FilterSelect[];
  onFilter?(name: string, value: string): void;
  onReset?(): void;
  active?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q ?? '');
  useEffect(() => setText(q ?? ''), [q]);
  useEffect(() => {
    if (debounceMs === undefined || !onSearch || text.trim() === (q ?? '')) return;
    const timer = setTimeout(() => onSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, q, onSearch, debounceMs]);
  const isActive = active ?? (Boolean(q) || selects.some((s) => s.value !== ''));
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {onSearch && (
        <form
          role="search"
          className="relative w-full sm:max-w-sm sm:min-w-56 sm:flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(text);
          }}
        >
          <label htmlFor={`${id}-q`} className="sr-only">
            {searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            placeholder={searchLabel}
            className="pl-9"
            onChange={(e) => setText(e.target.value)}
          />
        </form>
      )}
      {selects.map((s) => (
        <ToolbarField key={s.name} label={s.label} htmlFor={`${id}-${s.name}`}>
          <NativeSelect
            id={`${id}-${s.name}`}
            value={s.value}
            className="h-10"
            onChange={(e) => onFilter?.(s.name, e.target.value)}
          >
            <option value="">{t('admin-ui.table.any')}</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </ToolbarField>
      ))}
      {children}
      {isActive && onReset && (
        <Button type="button" variant="ghost" size="sm" className="h-10" onClick={onReset}>
          <X className="size-4" aria-hidden="true" />
          {t('admin-ui.table.clear')}
        </Button>
      )}
    </div>
  );
}
