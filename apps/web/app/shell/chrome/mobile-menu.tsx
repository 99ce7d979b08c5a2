import { LogIn, LogOut, ShieldCheck, UserPlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Logo } from '../../components/brand/logo';
import { LocaleLink } from '../../components/locale-link';
import { Avatar, initials } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/use-logout';
import { useUser } from '../../context/session-context';
import { LanguageSwitcher } from './language-switcher';
import { DASHBOARD_NAV } from './nav-items';
import { ThemeSwitcher } from './theme-switcher';
import type { Upgrade } from '../../components/deferred';
import { MOBILE_MENU_TRIGGER_CLASS, MobileMenuTriggerContent } from './stand-ins';

const linkClass =
  'flex items-center gap-3 rounded-xl px-3 py-3 text-[15px] font-medium text-neutral-800 hover:bg-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-800';

/** Phones: everything of the header in a sheet. */
export function MobileMenu({ defaultOpen = false, autoFocus }: Upgrade) {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={MOBILE_MENU_TRIGGER_CLASS} aria-label={t('nav.open-menu')} autoFocus={autoFocus}>
        <MobileMenuTriggerContent />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-neutral-950/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col bg-white shadow-2xl dark:bg-neutral-900">
          <div className="flex h-16 items-center justify-between border-b border-neutral-100 px-4 dark:border-neutral-800">
            <Dialog.Title asChild>
              <span>
                <Logo />
                <span className="sr-only">{t('nav.menu')}</span>
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('nav.menu')}</Dialog.Description>
            <Dialog.Close
              className="grid size-10 place-items-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav className="flex-1 overflow-y-auto p-3" aria-label={t('nav.menu')}>
            {user ? (
              <>
                <div className="mb-2 flex items-center gap-3 rounded-xl bg-neutral-50 p-3 dark:bg-neutral-800/60">
                  <Avatar name={initials(user.firstname, user.lastname)} size={40} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-neutral-900 dark:text-white">
                      {user.firstname} {user.lastname}
                    </p>
                    <p className="truncate text-sm text-neutral-500 dark:text-neutral-400">{user.email}</p>
                  </div>
                </div>
                {DASHBOARD_NAV.map(({ to, label, icon: Icon }) => (
                  <LocaleLink key={to} to={to} className={linkClass} onClick={close}>
                    <Icon className="size-5 text-neutral-500" aria-hidden="true" />
                    {t(label)}
                  </LocaleLink>
                ))}
                {user.role === 'admin' && (
                  <LocaleLink to="/admin" className={linkClass} onClick={close}>
                    <ShieldCheck className="size-5 text-neutral-500" aria-hidden="true" />
                    {t('nav.admin')}
                  </LocaleLink>
                )}
                <button
                  type="button"
                  className={`${linkClass} w-full`}
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  <LogOut className="size-5 text-neutral-500" aria-hidden="true" />
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <div className="grid gap-2 p-1">
                <Button asChild size="lg">
                  <LocaleLink to="/auth/register" onClick={close}>
                    <UserPlus className="size-4" aria-hidden="true" />
                    {t('nav.register')}
                  </LocaleLink>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <LocaleLink to="/auth/login" onClick={close}>
                    <LogIn className="size-4" aria-hidden="true" />
                    {t('nav.login')}
                  </LocaleLink>
                </Button>
              </div>
            )}
            <div className="mt-3 border-t border-neutral-100 pt-3 dark:border-neutral-800">
              <LocaleLink to="/listing/create" className={linkClass} onClick={close}>
                {t('nav.list-your-bike')}
              </LocaleLink>
              <LocaleLink to="/help" className={linkClass} onClick={close}>
                {t('nav.help')}
              </LocaleLink>
            </div>
          </nav>
          <div className="flex items-center justify-between border-t border-neutral-100 px-4 py-3 dark:border-neutral-800">
            <LanguageSwitcher align="start" showName />
            <ThemeSwitcher />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
