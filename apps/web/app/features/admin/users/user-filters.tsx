import { TableToolbar, type FilterSelect } from '../../../components/data-table';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';

export const USER_FILTERS = ['role', 'pro', 'verified', 'suspended', 'country'] as const;
const COUNTRIES = ['FR', 'BE', 'CH', 'LU'];

/** Search (debounced, in the URL) and the filters of the users list, in the shared table toolbar. */
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
  const yesNo = [
    { value: 'yes', label: t('admin-users.filter.yes') },
    { value: 'no', label: t('admin-users.filter.no') },
  ];
  const select = (name: string, options: FilterSelect['options']): FilterSelect => ({
    name,
    label: t(`admin-users.filter.${name}`),
    value: filters[name] ?? '',
    options,
  });
  return (
    <TableToolbar
      q={q}
      searchLabel={t('admin-users.search')}
      onSearch={onSearch}
      debounceMs={300}
      onFilter={onFilter}
      onReset={onReset}
      selects={[
        select('role', [
          { value: 'user', label: t('admin-users.role.user') },
          { value: 'admin', label: t('admin-users.role.admin') },
        ]),
        select('pro', yesNo),
        select('verified', yesNo),
        select('suspended', yesNo),
        select(
          'country',
          COUNTRIES.map((c) => ({ value: c, label: c })),
        ),
      ]}
    />
  );
}
