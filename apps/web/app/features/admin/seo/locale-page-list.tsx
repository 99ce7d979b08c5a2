import type { LocalePage } from '@biclou/contracts/seo';
import { ChevronRight } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';

/** Locale pages: the place, its language, which fields it overrides. */
export function LocalePageList({ pages }: { pages: LocalePage[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!pages.length)
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
        {t('admin-seo.pages.empty')}
      </p>
    );
  return (
    <ul
      className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="locale-page-list"
    >
      {pages.map((page) => {
        const fields = (['title', 'description', 'h1', 'body'] as const).filter((f) => page[f]);
        return (
          <li key={page.id}>
            <LocaleLink
              to={`/admin/seo/locale-pages/${page.id}`}
              className="flex items-center gap-4 px-5 py-4 hover:bg-neutral-50 dark:hover:bg-neutral-800/60"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900 dark:text-white">
                  {page.place.name}
                  <Badge>{page.locale.toUpperCase()}</Badge>
                  <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">
                    {t(`places.kind.${page.place.kind}`)}
                  </span>
                </p>
                <p className="mt-0.5 truncate text-xs text-neutral-500 dark:text-neutral-400">
                  {t('admin-seo.pages.overrides', { fields: fields.map((f) => t(`admin-seo.fields.${f}`)).join(', ') })}{' '}
                  ·{' '}
                  {t('admin-seo.updated', {
                    date: formatDate(page.updatedAt, locale, { dateStyle: 'medium' }),
                  })}
                </p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
            </LocaleLink>
          </li>
        );
      })}
    </ul>
  );
}
