import { Search, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input, NativeSelect } from '../../components/ui/input';
import { useTranslation } from '../../lib/i18n/tiny-i18n';

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The search box and the filters above an admin table. Each change goes to the URL (the caller's
 * `useTableUrlState`), so a filtered view can be shared; the search is sent on submit.
 */
export function FilterBar({
  q,
  searchLabel,
  onSearch,
  selects,
  onFilter,
  onReset,
  children,
}: {
  q: string;
  searchLabel: string;
  onSearch(q: string): void;
  selects: readonly FilterSelect[];
  onFilter(name: string, value: string): void;
  onReset(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const active = q !== '' || selects.some((s) => s.value !== '');
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <form
        role="search"
        className="relative w-full sm:w-72"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <label htmlFor="admin-market-search" className="sr-only">
          {searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden="true"
        />
        <Input
          id="admin-market-search"
          type="search"
          value={text}
          placeholder={searchLabel}
          className="pl-9"
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      {selects.map((s) => (
        <div key={s.name} className="w-[calc(50%-0.375rem)] sm:w-auto">
          <label
            htmlFor={`admin-market-filter-${s.name}`}
            className="mb-1 block text-xs font-medium text-neutral-600 dark:text-neutral-400"
          >
            {s.label}
          </label>
          <NativeSelect
            id={`admin-market-filter-${s.name}`}
            value={s.value}
            className="h-10 sm:min-w-36"
            onChange={(e) => onFilter(s.name, e.target.value)}
          >
            <option value="">{t('admin-market.filters.any')}</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {children}
      {active && (
        <Button type="button" variant="ghost" size="sm" className="h-10" onClick={onReset}>
          <X className="size-4" aria-hidden="true" />
          {t('admin-market.filters.clear')}
        </Button>
      )}
    </div>
  );
}
