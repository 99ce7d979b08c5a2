import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { USER_LOCALES, type UserLocale } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/ui/menu';
import { useChangeLocale } from '../use-change-locale';

export const LANGUAGE_NAMES: Record<UserLocale, string> = { en: 'English', fr: 'Français' };

export function LanguageSwitcher({
  className,
  align = 'end',
  showName = false,
}: {
  className?: string;
  align?: 'start' | 'end';
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <Menu modal={false}>
      <MenuTrigger
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 data-[state=open]:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=open]:bg-neutral-800',
          className,
        )}
      >
        <Languages className="size-4" aria-hidden="true" />
        {/* The visible text stays part of the accessible name ("Language English"), WCAG 2.5.3 label in name. */}
        <span className="sr-only">{t('nav.language')} </span>
        <span>{showName ? (LANGUAGE_NAMES[locale as UserLocale] ?? locale) : locale.toUpperCase()}</span>
        <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align={align}>
        <MenuLabel>{t('nav.language')}</MenuLabel>
        <MenuRadioGroup value={locale} onValueChange={(value) => changeLocale(value as UserLocale)}>
          {USER_LOCALES.map((code) => (
            <MenuRadioItem key={code} value={code}>
              <span lang={code}>{LANGUAGE_NAMES[code]}</span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
