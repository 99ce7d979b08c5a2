import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Outlet } from 'react-router';
import { LocaleNavLink } from '../components/locale-link';
import { Container } from '../components/ui/container';
import { DASHBOARD_NAV } from '../shell/chrome/nav-items';
import { cn } from '../lib/cn';

/**
 * Dashboard navigation around every dashboard page: a side column from `lg`, tabs that wrap between
 * `sm` and `lg`, and on phones a 3-column grid of icon-over-label tiles, so every label shows whole
 * (a scrolling strip cut the fourth tab to "C…"): nine pages, three full rows.
 */
export default function DashboardShell() {
  const { t } = useTranslation();
  return (
    <Container className="flex flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <p className="mb-3 hidden px-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase lg:block">
          {t('nav.dashboard')}
        </p>
        <nav
          aria-label={t('nav.dashboard')}
          data-testid="dashboard-nav"
          className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap lg:sticky lg:top-24 lg:flex-col"
        >
          {DASHBOARD_NAV.map(({ to, label, icon: Icon }) => (
            <LocaleNavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-w-0 flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs leading-tight font-medium transition-colors sm:flex-row sm:gap-3 sm:px-3 sm:py-2.5 sm:text-left sm:text-sm sm:whitespace-nowrap',
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
