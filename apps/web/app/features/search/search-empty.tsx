import { CalendarX2, Expand, SearchX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import type { SearchQuery } from './search-params';

interface SearchEmptyProps {
  query: SearchQuery;
  /** Twice the searched box, or null when nothing bounds the search. */
  widerBounds: string | null;
  onChange(changes: SearchQuery): void;
}

/** No result: offer what would most likely bring some — a wider area, no dates, no filters. */
export function SearchEmpty({ query, widerBounds, onChange }: SearchEmptyProps) {
  const { t } = useTranslation();
  const filtered = Boolean(
    query.category || query.ebike || query.instant || query.size || query.min_price || query.max_price || query.owner,
  );
  return (
    <div
      className="rounded-3xl border border-dashed border-neutral-300 px-6 py-12 text-center dark:border-neutral-700"
      data-testid="search-empty"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-neutral-100 text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-neutral-900 dark:text-white">{t('search.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-neutral-600 dark:text-neutral-400">{t('search.empty.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {widerBounds && (
          <Button variant="primary" onClick={() => onChange({ bounds: widerBounds })}>
            <Expand className="size-4" aria-hidden="true" />
            {t('search.empty.widen-area')}
          </Button>
        )}
        {query.start && (
          <Button variant="outline" onClick={() => onChange({ start: undefined, end: undefined })}>
            <CalendarX2 className="size-4" aria-hidden="true" />
            {t('search.empty.any-dates')}
          </Button>
        )}
        {filtered && (
          <Button
            variant="outline"
            onClick={() =>
              onChange({
                category: undefined,
                subcategory: undefined,
                ebike: undefined,
                instant: undefined,
                size: undefined,
                min_price: undefined,
                max_price: undefined,
                owner: undefined,
              })
            }
          >
            {t('search.empty.clear-filters')}
          </Button>
        )}
      </div>
    </div>
  );
}
