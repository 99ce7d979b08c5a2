import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { LocaleLink } from '../../components/locale-link';

interface SearchPaginationProps {
  page: number;
  pages: number;
  /** The site path of a page, without the locale prefix (real links: crawlers and middle-clicks follow them). */
  href(page: number): string;
}

/** `pagesAround(5, 10)` → [1, null, 4, 5, 6, null, 10]: first, last and the neighbours; null is a gap. */
export function pagesAround(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? [null, p] : [p]));
}

export function SearchPagination({ page, pages, href }: SearchPaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const item = 'grid h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('search.pagination.label')} className="mt-10 flex items-center justify-center gap-1">
      {page > 1 ? (
        <LocaleLink
          to={href(page - 1)}
          rel="prev"
          className={cn(item, 'hover:bg-neutral-100 dark:hover:bg-neutral-800')}
          aria-label={t('search.pagination.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </LocaleLink>
      ) : null}
      {pagesAround(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="px-1 text-neutral-500" aria-hidden="true">
            …
          </span>
        ) : (
          <LocaleLink
            key={p}
            to={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('search.pagination.page', { page: p })}
            className={cn(
              item,
              p === page
                ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
                : 'text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
            )}
          >
            {p}
          </LocaleLink>
        ),
      )}
      {page < pages ? (
        <LocaleLink
          to={href(page + 1)}
          rel="next"
          className={cn(item, 'hover:bg-neutral-100 dark:hover:bg-neutral-800')}
          aria-label={t('search.pagination.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </LocaleLink>
      ) : null}
    </nav>
  );
}
