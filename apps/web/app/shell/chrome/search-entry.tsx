import { Search } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';

/** The header's way into search: a pill on wide screens, an icon on phones. */
export function SearchEntry({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <LocaleLink
      to="/search"
      className={cn(
        'group flex h-11 min-w-0 items-center gap-3 rounded-full border border-neutral-200 bg-white pr-1.5 pl-4 text-sm shadow-xs transition-shadow hover:shadow-md dark:border-neutral-700 dark:bg-neutral-900',
        className,
      )}
    >
      <span className="min-w-0 flex-1 truncate text-left">
        <span className="font-semibold text-neutral-900 dark:text-white">{t('header.search-where')}</span>
        <span className="mx-2 text-neutral-300 dark:text-neutral-600" aria-hidden="true">
          ·
        </span>
        <span className="text-neutral-500 dark:text-neutral-400">{t('header.search-when')}</span>
      </span>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-600 text-white group-hover:bg-primary-700 dark:bg-primary-500 dark:text-primary-950">
        <Search className="size-4" aria-hidden="true" />
      </span>
    </LocaleLink>
  );
}

export function SearchIconLink() {
  const { t } = useTranslation();
  return (
    <LocaleLink
      to="/search"
      aria-label={t('nav.search')}
      className="grid size-10 place-items-center rounded-full border border-neutral-200 text-neutral-700 dark:border-neutral-700 dark:text-neutral-200"
    >
      <Search className="size-[18px]" aria-hidden="true" />
    </LocaleLink>
  );
}
