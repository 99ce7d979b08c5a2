import { Building2, Map as MapIcon, MapPin, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import type { PlaceLinkLists } from '../lib/places/place-link';
import { LocaleLink } from './locale-link';

const COLUMNS: readonly { key: keyof PlaceLinkLists; icon: LucideIcon }[] = [
  { key: 'cities', icon: MapPin },
  { key: 'departments', icon: Building2 },
  { key: 'regions', icon: MapIcon },
];

/**
 * The cities, departments and regions with the most live listings, one column each, linking to
 * their place pages; an empty list shows no column. The landing lists every place it loaded but
 * keeps phones to `phoneLimit` per column; the place page shows at most `limit`.
 */
export function PlaceLinkColumns({
  lists,
  limit,
  phoneLimit,
  testId,
}: {
  lists: PlaceLinkLists;
  limit?: number;
  phoneLimit?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid={testId}>
      {COLUMNS.filter(({ key }) => lists[key].length > 0).map(({ key, icon: Icon }) => (
        <div
          key={key}
          className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
        >
          <h3 className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
            <Icon className="size-5 text-primary-700 dark:text-primary-400" aria-hidden="true" />
            {t(`places.popular.${key}`)}
          </h3>
          <ul className="mt-3 divide-y divide-neutral-100 dark:divide-neutral-800">
            {lists[key].slice(0, limit).map((place, i) => (
              <li
                key={place.slug}
                className={phoneLimit !== undefined && i >= phoneLimit ? 'hidden md:block' : undefined}
              >
                <LocaleLink
                  to={`/place/${place.slug}`}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm hover:text-primary-800 dark:hover:text-primary-300"
                >
                  <span className="min-w-0 truncate font-medium text-neutral-800 dark:text-neutral-200">
                    {place.name}
                  </span>
                  <span className="shrink-0 text-neutral-600 dark:text-neutral-400">
                    {t('places.bikes', { count: place.listingCount })}
                  </span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
