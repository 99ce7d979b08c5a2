import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../components/locale-link';
import { Avatar, initials } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { useLocale } from '../../lib/i18n/use-locale';
import { useLogout } from '../../features/auth/use-logout';
import { useUser } from '../session-context';
import { DASHBOARD_NAV } from './nav-items';

/** Log in / sign up when logged out; the member's menu when logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const logout = useLogout();

  if (!user) {
    return (
      <div className="flex items-center gap-1.5">
        <Button asChild variant="ghost" size="sm">
          <LocaleLink to="/auth/login">{t('nav.login')}</LocaleLink>
        </Button>
        <Button asChild size="sm">
          <LocaleLink to="/auth/register">{t('nav.register')}</LocaleLink>
        </Button>
      </div>
    );
  }

  return (
    <Menu modal={false}>
      <MenuTrigger className="inline-flex h-10 items-center gap-2 rounded-full border border-neutral-200 bg-white py-1 pr-2.5 pl-1 text-sm font-medium text-neutral-800 shadow-xs hover:shadow-md data-[state=open]:shadow-md dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100">
        <span className="sr-only">{t('nav.account-menu')}</span>
        <Avatar name={initials(user.firstname, user.lastname)} size={32} />
        <span className="max-w-28 truncate">{user.firstname}</span>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-neutral-900 dark:text-white">
            {user.firstname} {user.lastname}
          </p>
          <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{user.email}</p>
        </div>
        <MenuSeparator />
        {DASHBOARD_NAV.map(({ to, label, icon: Icon }) => (
          <MenuItem key={to} onSelect={() => navigate(lp(to))}>
            <Icon className="size-4 opacity-70" aria-hidden="true" />
            {t(label)}
          </MenuItem>
        ))}
        {user.role === 'admin' && (
          <>
            <MenuSeparator />
            <MenuItem onSelect={() => navigate(lp('/admin'))}>
              <ShieldCheck className="size-4 opacity-70" aria-hidden="true" />
              {t('nav.admin')}
            </MenuItem>
          </>
        )}
        <MenuSeparator />
        <MenuItem onSelect={() => void logout()}>
          <LogOut className="size-4 opacity-70" aria-hidden="true" />
          {t('nav.logout')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
