import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleNavLink } from '../../../components/locale-link';
import { cn } from '../../../lib/cn';
import { ADMIN_NAV } from './admin-nav';

export function AdminSidebar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('admin.menu')}
      className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:gap-5 lg:overflow-visible lg:pb-0"
    >
      {ADMIN_NAV.map((group, i) => (
        <div key={group.title ?? i} className="flex gap-1 lg:flex-col">
          {group.title && (
            <p className="hidden px-3 pb-1 text-[11px] font-semibold tracking-wider text-neutral-500 uppercase lg:block dark:text-neutral-500">
              {t(group.title)}
            </p>
          )}
          {group.items.map(({ to, label, icon: Icon, end }) => (
            <LocaleNavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900'
                    : 'text-neutral-600 hover:bg-neutral-200/60 hover:text-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800 dark:hover:text-white',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </LocaleNavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
