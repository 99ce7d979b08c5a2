import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { USER_LOCALES, type UserLocale, LANGUAGE_NAMES } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/ui/menu';
import { useChangeLocale } from '../../context/use-change-locale';
import type { Upgrade } from '../../components/deferred';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerContent } from './stand-ins';

export function LanguageSwitcher({
  className,
  align = 'end',
  showName = false,
  defaultOpen,
  autoFocus,
}: {
  className?: string;
  align?: 'start' | 'end';
  showName?: boolean;
} & Upgrade) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger className={cn(LANGUAGE_TRIGGER_CLASS, className)} autoFocus={autoFocus}>
        <LanguageTriggerContent showName={showName} />
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
