import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Outlet } from 'react-router';
import { LocaleNavLink } from '../components/locale-link';
import { Container } from '../components/ui/container';
import { DASHBOARD_NAV } from '../features/app-shell/nav-items';
import { cn } from '../lib/cn';

/** Dashboard side navigation (tabs that scroll on phones) around every dashboard page. */
export default function DashboardShell() {
  const { t } = useTranslation();
  return (
    <Container className="flex flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <p className="mb-3 hidden px-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase lg:block">{t('nav.dashboard')}</p>
        <nav aria-label={t('nav.dashboard')} className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:sticky lg:top-24 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {DASHBOARD_NAV.map(({ to, label, icon: Icon }) => (
            <LocaleNavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex shrink-0 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-primary-50 text-primary-800 ring-1 ring-primary-600/15 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-400/20'
                    : 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800/70 dark:hover:text-white',
                )
              }
            >
              <Icon className="size-[18px]" aria-hidden="true" />
              {t(label)}
            </LocaleNavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </Container>
  );
}
