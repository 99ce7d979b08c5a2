import { ChevronDown, Languages, Menu as MenuIcon, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/i18n/use-locale';
import { LANGUAGE_NAMES, type UserLocale } from '../../lib/i18n/locales';
import type { StandInProps } from '../../components/deferred';

/**
 * The header's menus as the server draws them and the browser first hydrates them: each closed
 * trigger, a plain button with the same look and accessible name, and none of Radix
 * (components/deferred.tsx: `upgraded`). The full controls draw their triggers from the same parts below.
 */

export const LANGUAGE_TRIGGER_CLASS =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 data-[state=open]:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=open]:bg-neutral-800';

export function LanguageTriggerContent({ showName }: { showName: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <Languages className="size-4" aria-hidden="true" />
      {/* The visible text stays part of the accessible name ("Language English"), WCAG 2.5.3 label in name. */}
      <span className="sr-only">{t('nav.language')} </span>
      <span>{showName ? (LANGUAGE_NAMES[locale as UserLocale] ?? locale) : locale.toUpperCase()}</span>
      <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
    </>
  );
}

export const THEME_TRIGGER_CLASS =
  'grid size-9 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 data-[state=open]:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=open]:bg-neutral-800';

/** Both icons are rendered; CSS shows the one for the current mode, so SSR never guesses. */
export function ThemeTriggerContent() {
  return (
    <>
      <Sun className="size-[18px] dark:hidden" aria-hidden="true" />
      <Moon className="hidden size-[18px] dark:block" aria-hidden="true" />
    </>
  );
}

export const MOBILE_MENU_TRIGGER_CLASS =
  'grid size-10 place-items-center rounded-full border border-neutral-200 text-neutral-700 dark:border-neutral-700 dark:text-neutral-200';

export function MobileMenuTriggerContent() {
  return <MenuIcon className="size-[18px]" aria-hidden="true" />;
}

/** A closed trigger as Radix draws it (`aria-expanded`, `data-state`), without Radix. */
export function StandInButton({
  popup,
  className,
  label,
  trigger,
  children,
}: StandInProps & { popup: 'menu' | 'dialog'; className: string; label?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded="false"
      data-state="closed"
      className={className}
      aria-label={label}
      {...trigger}
    >
      {children}
    </button>
  );
}

export function LanguageStandIn({
  className,
  showName = false,
  trigger,
}: StandInProps & { className?: string; showName?: boolean }) {
  return (
    <StandInButton popup="menu" className={cn(LANGUAGE_TRIGGER_CLASS, className)} trigger={trigger}>
      <LanguageTriggerContent showName={showName} />
    </StandInButton>
  );
}

export function ThemeStandIn({ className, trigger }: StandInProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <StandInButton
      popup="menu"
      className={cn(THEME_TRIGGER_CLASS, className)}
      label={t('theme.label')}
      trigger={trigger}
    >
      <ThemeTriggerContent />
    </StandInButton>
  );
}

export function MobileMenuStandIn({ trigger }: StandInProps) {
  const { t } = useTranslation();
  return (
    <StandInButton popup="dialog" className={MOBILE_MENU_TRIGGER_CLASS} label={t('nav.open-menu')} trigger={trigger}>
      <MobileMenuTriggerContent />
    </StandInButton>
  );
}
