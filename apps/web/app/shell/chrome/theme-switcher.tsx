import type { Upgrade } from '../../components/deferred';
import { THEME_TRIGGER_CLASS, ThemeTriggerContent } from './stand-ins';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/ui/menu';
import { Tooltip } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { THEME_PREFERENCES, type ThemePreference } from '../../lib/theme/theme';
import { THEME_ICONS } from '../../components/theme-icons';
import { useTheme } from '../../context/theme-context';

export function ThemeSwitcher({ className, defaultOpen, autoFocus }: { className?: string } & Upgrade) {
  const { t } = useTranslation();
  const { preference, forced, setPreference } = useTheme();
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <Tooltip content={t('theme.label')}>
        <MenuTrigger className={cn(THEME_TRIGGER_CLASS, className)} aria-label={t('theme.label')} autoFocus={autoFocus}>
          <ThemeTriggerContent />
        </MenuTrigger>
      </Tooltip>
      <MenuContent>
        <MenuLabel>{t('theme.label')}</MenuLabel>
        <MenuRadioGroup value={preference} onValueChange={(value) => setPreference(value as ThemePreference)}>
          {THEME_PREFERENCES.map((mode) => {
            const Icon = THEME_ICONS[mode];
            return (
              <MenuRadioItem key={mode} value={mode}>
                <Icon className="size-4" aria-hidden="true" />
                {t(`theme.${mode}`)}
              </MenuRadioItem>
            );
          })}
        </MenuRadioGroup>
        {forced && (
          <p className="px-2.5 py-1.5 text-xs text-neutral-500 dark:text-neutral-400">
            {t('theme.forced', { mode: t(`theme.${forced}`) })}
          </p>
        )}
      </MenuContent>
    </Menu>
  );
}
