import type { PageTemplate } from '@biclou/contracts/seo';
import { ChevronRight } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';

/** Every template: kind, language, its title pattern and when it changed. */
export function PageTemplateList({ templates }: { templates: PageTemplate[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!templates.length)
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-sm text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
        {t('admin-seo.templates.empty')}
      </p>
    );
  return (
    <ul
      className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="page-template-list"
    >
      {templates.map((tpl) => (
        <li key={tpl.id}>
          <LocaleLink
            to={`/admin/seo/page-templates/${tpl.id}`}
            className="flex items-center gap-4 px-5 py-4 hover:bg-neutral-50 dark:hover:bg-neutral-800/60"
          >
            <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
              <div className="flex shrink-0 gap-1.5 sm:w-40">
                <Badge color="primary">{t(`admin-seo.kind-short.${tpl.kind}`)}</Badge>
                <Badge>{tpl.locale.toUpperCase()}</Badge>
              </div>
              <div className="mt-1.5 min-w-0 flex-1 sm:mt-0">
                <p className="truncate font-mono text-sm text-neutral-900 dark:text-white">{tpl.title}</p>
                <p className="mt-0.5 truncate text-xs text-neutral-500 dark:text-neutral-400">
                  {t('admin-seo.updated', {
                    date: formatDate(tpl.updatedAt, locale, { dateStyle: 'medium' }),
                  })}
                </p>
              </div>
            </div>
            <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
