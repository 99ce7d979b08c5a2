import { LocaleLink } from '../../components/locale-link';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';

/** A tag's name in the reader's language (the slug itself when the catalogue has none). */
export function useTagName() {
  const { t } = useTranslation();
  return (tag: string) => {
    const key = `blog.tags.${tag}`;
    const name = t(key);
    return name === key ? tag : name;
  };
}

/** A tag as a small pill linking to its page, `/blog/tag/<tag>`. */
export function TagLink({ tag, active = false, count }: { tag: string; active?: boolean; count?: number }) {
  const name = useTagName();
  return (
    <LocaleLink
      to={`/blog/tag/${tag}`}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold transition-colors',
        active
          ? 'bg-primary-700 text-white dark:bg-primary-400 dark:text-primary-950'
          : 'bg-primary-50 text-primary-800 hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-200 dark:hover:bg-primary-900',
      )}
    >
      {name(tag)}
      {count !== undefined && <span className="opacity-75">({count})</span>}
    </LocaleLink>
  );
}
