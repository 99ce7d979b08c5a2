import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/ui/menu';
import { Tooltip } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { THEME_PREFERENCES, type ThemePreference } from '../../lib/theme/theme';
import { useTheme } from '../theme-context';

export const THEME_ICONS: Record<ThemePreference, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, forced, setPreference } = useTheme();
  return (
    <Menu modal={false}>
      <Tooltip content={t('theme.label')}>
        <MenuTrigger
          className={cn(
            'grid size-9 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 data-[state=open]:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=open]:bg-neutral-800',
            className,
          )}
          aria-label={t('theme.label')}
        >
          {/* Both icons are rendered; CSS shows the one for the current mode, so SSR never guesses. */}
          <Sun className="size-[18px] dark:hidden" aria-hidden="true" />
          <Moon className="hidden size-[18px] dark:block" aria-hidden="true" />
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
