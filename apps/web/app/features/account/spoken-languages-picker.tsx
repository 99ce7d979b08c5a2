import { SpokenLanguageSchema } from '@biclou/contracts/account';
import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n/use-locale';
import { languageName } from '../../lib/i18n/language-names';

const OPTIONS = SpokenLanguageSchema.options;

/** Multi-select as toggle chips: every choice visible, one tap each, keyboard friendly. */
export function SpokenLanguagesPicker({
  value,
  onChange,
  id,
}: {
  value: string[];
  onChange(next: string[]): void;
  id: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toggle = (code: string) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset>
      <legend id={id} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t('fields.spoken-languages')}
      </legend>
      <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">{t('account.profile.languages-hint')}</p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        {OPTIONS.map((code) => {
          const on = value.includes(code);
          return (
            <button
              key={code}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(code)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                on
                  ? 'border-primary-600 bg-primary-50 text-primary-800 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-200'
                  : 'border-neutral-300 text-neutral-700 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-300 dark:hover:bg-neutral-800',
              )}
            >
              {on && <Check className="size-3.5" aria-hidden="true" />}
              {languageName(code, locale)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
