import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { Input, NativeSelect } from '../../components/ui/input';

export const USER_FILTERS = ['role', 'pro', 'verified', 'suspended', 'country'] as const;
const COUNTRIES = ['FR', 'BE', 'CH', 'LU'];

/** Search (debounced, in the URL) and the filters of the users list. */
export function UserFilters({
  q,
  filters,
  onSearch,
  onFilter,
  onReset,
}: {
  q: string;
  filters: Record<string, string>;
  onSearch(q: string): void;
  onFilter(name: string, value: string): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  const select = (name: string, options: [string, string][]) => (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-neutral-600 dark:text-neutral-400">
      {t(`admin-users.filter.${name}`)}
      <NativeSelect
        value={filters[name] ?? ''}
        onChange={(e) => onFilter(name, e.target.value)}
        className="h-9 text-sm"
      >
        <option value="">{t('admin-ui.table.any')}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  const yesNo: [string, string][] = [
    ['yes', t('admin-users.filter.yes')],
    ['no', t('admin-users.filter.no')],
  ];
  const active = Boolean(q) || Object.values(filters).some(Boolean);

  return (
    <div className="mb-4 space-y-3">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
        className="relative"
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('admin-users.search')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('admin-users.search')}
          className="pl-9"
        />
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {select('role', [
          ['user', t('admin-users.role.user')],
          ['admin', t('admin-users.role.admin')],
        ])}
        {select('pro', yesNo)}
        {select('verified', yesNo)}
        {select('suspended', yesNo)}
        {select(
          'country',
          COUNTRIES.map((c) => [c, c]),
        )}
        <div className="flex items-end">
          {active && (
            <Button type="button" variant="ghost" size="sm" onClick={onReset} className="w-full">
              <X className="size-4" aria-hidden="true" />
              {t('admin-ui.table.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
