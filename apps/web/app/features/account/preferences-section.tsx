import { Palette } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CardSection } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { USER_LOCALES, type UserLocale, LANGUAGE_NAMES } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { THEME_PREFERENCES } from '../../lib/theme/theme';
import { THEME_ICONS } from '../../components/theme-icons';
import { useChangeLocale } from '../../context/use-change-locale';
import { useTheme } from '../../context/theme-context';

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-500/25',
        checked
          ? 'border-primary-600 bg-primary-50 text-primary-900 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-100'
          : 'border-neutral-200 text-neutral-700 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-300 dark:hover:bg-neutral-800',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}

/** Language and appearance: applied at once and saved on the account. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const changeLocale = useChangeLocale();
  const { preference, setPreference } = useTheme();
  return (
    <CardSection
      id="preferences"
      title={t('account.preferences.title')}
      description={t('account.preferences.description')}
      icon={<Palette className="size-5" />}
    >
      <div className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('fields.language')}</legend>
          <div className="mt-2.5 grid gap-2 sm:grid-cols-2">
            {USER_LOCALES.map((code) => (
              <Choice
                key={code}
                name="locale"
                value={code}
                checked={locale === code}
                onChange={() => changeLocale(code as UserLocale)}
              >
                <span className="grid size-7 place-items-center rounded-md bg-white text-xs font-bold text-neutral-700 ring-1 ring-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:ring-neutral-700">
                  {code.toUpperCase()}
                </span>
                <span lang={code}>{LANGUAGE_NAMES[code]}</span>
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('theme.label')}</legend>
          <div className="mt-2.5 grid gap-2 sm:grid-cols-3">
            {THEME_PREFERENCES.map((mode) => {
              const Icon = THEME_ICONS[mode];
              return (
                <Choice
                  key={mode}
                  name="theme"
                  value={mode}
                  checked={preference === mode}
                  onChange={() => setPreference(mode)}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`theme.${mode}`)}
                </Choice>
              );
            })}
          </div>
        </fieldset>
      </div>
    </CardSection>
  );
}
