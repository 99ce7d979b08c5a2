import type { Category } from '@biclou/contracts/catalog';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n/use-locale';
import { categoryIcon } from '../category-icon';
import { localName } from '../../../lib/i18n/local-name';

interface CategoryPickerProps {
  categories: readonly Category[];
  value: string;
  onChange(id: string): void;
  error?: string;
}

/** Categories as radio cards with an icon: one tap on a phone. */
export function CategoryPicker({ categories, value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <fieldset aria-describedby={error ? 'infos-category-error' : undefined}>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t('listings.fields.category')}
      </legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
        {categories.map((c) => {
          const Icon = categoryIcon(c.slug);
          const checked = value === c.id;
          return (
            <label
              key={c.id}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2.5 text-left text-sm font-medium transition-colors sm:flex-col sm:gap-1.5 sm:px-2 sm:py-3 sm:text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked
                  ? 'border-primary-600 bg-primary-50 text-primary-900 ring-1 ring-primary-600 dark:border-primary-500 dark:bg-primary-950/50 dark:text-primary-100 dark:ring-primary-500'
                  : error
                    ? 'border-red-300 text-neutral-700 dark:border-red-800 dark:text-neutral-300'
                    : 'border-neutral-200 text-neutral-700 hover:border-neutral-300 hover:bg-neutral-50 dark:border-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-800/60',
              )}
            >
              <input
                type="radio"
                name="categoryId"
                value={c.id}
                checked={checked}
                onChange={() => onChange(c.id)}
                className="sr-only"
              />
              <Icon
                className={cn(
                  'size-5 shrink-0 sm:size-6',
                  checked ? 'text-primary-700 dark:text-primary-300' : 'text-neutral-500 dark:text-neutral-400',
                )}
                aria-hidden="true"
              />
              <span className="leading-tight">{localName(c, locale)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="infos-category-error" role="alert" className="mt-2 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
