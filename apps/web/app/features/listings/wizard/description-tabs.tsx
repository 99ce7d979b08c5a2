import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../lib/i18n/use-locale';

const DESCRIPTION_MAX = 5000;
type Lang = 'fr' | 'en';

interface DescriptionTabsProps {
  values: Record<Lang, string>;
  onChange(lang: Lang, value: string): void;
  errors: Partial<Record<Lang, string>>;
}

/** One tab per language; a dot marks the ones already written. The visitor's language comes first. */
export function DescriptionTabs({ values, onChange, errors }: DescriptionTabsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const langs: Lang[] = locale === 'fr' ? ['fr', 'en'] : ['en', 'fr'];
  const [active, setActive] = useState<Lang>(() => (errors.fr ? 'fr' : errors.en ? 'en' : (langs[0] as Lang)));

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('listings.fields.description')}
        className="mb-3 inline-flex rounded-xl bg-neutral-100 p-1 dark:bg-neutral-800"
      >
        {langs.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`description-tab-${lang}`}
            aria-selected={active === lang}
            aria-controls={`description-panel-${lang}`}
            tabIndex={active === lang ? 0 : -1}
            onClick={() => setActive(lang)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const other = langs.find((l) => l !== lang) as Lang;
                setActive(other);
                document.getElementById(`description-tab-${other}`)?.focus();
              }
            }}
            className={cn(
              'inline-flex items-center gap-2 rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
              active === lang
                ? 'bg-white text-neutral-900 shadow-sm dark:bg-neutral-950 dark:text-white'
                : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            )}
          >
            {t(`listings.fields.description-tab-${lang}`)}
            {values[lang].trim() && <span aria-hidden="true" className="size-1.5 rounded-full bg-primary-500" />}
          </button>
        ))}
      </div>
      {langs.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`description-panel-${lang}`}
          aria-labelledby={`description-tab-${lang}`}
          hidden={active !== lang}
        >
          <Field
            id={`details-description-${lang}`}
            label={t(`listings.fields.description-${lang}`)}
            optional={`${values[lang].length}/${DESCRIPTION_MAX}`}
            hint={t('listings.details.description-hint')}
            error={errors[lang]}
          >
            <Textarea
              value={values[lang]}
              onChange={(e) => onChange(lang, e.target.value)}
              maxLength={DESCRIPTION_MAX}
              rows={7}
              lang={lang}
              placeholder={t('listings.details.description-placeholder')}
            />
          </Field>
        </div>
      ))}
    </div>
  );
}
