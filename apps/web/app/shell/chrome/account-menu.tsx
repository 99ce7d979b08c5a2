import { LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { useLocale } from '../../lib/i18n/use-locale';
import { useLogout } from '../../features/auth/use-logout';
import { useUser } from '../../context/session-context';
import { DASHBOARD_NAV } from './nav-items';
import type { Upgrade } from '../../components/deferred';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerContent } from './account-trigger';

/** The member's menu (visitors see `AuthLinks` in its place). */
export function AccountMenu({ defaultOpen, autoFocus }: Upgrade) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const logout = useLogout();
  if (!user) return null;

  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger className={ACCOUNT_TRIGGER_CLASS} autoFocus={autoFocus}>
        <AccountTriggerContent firstname={user.firstname} lastname={user.lastname} />
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
