import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Outlet } from 'react-router';
import { Logo, LogoMark } from '../components/brand/logo';
import { LocaleLink } from '../components/locale-link';
import { Badge } from '../components/ui/badge';
import { AdminSidebar } from '../features/admin/nav/admin-sidebar';
import { AccountMenu, LanguageSwitcher, ThemeSwitcher } from '../shell/chrome/lazy-shell';
import { SkipLink } from '../shell/chrome/site-header';
import { guardPage } from '../routing/guard-page.server';
import { layoutClientLoader, layoutShouldRevalidate } from '../routing/layout-route';
import type { Route } from './+types/admin-layout';

export const loader = (args: Route.LoaderArgs) => guardPage(args);
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;

/** Back office: its own top bar and menu, admins only (guarded by route metadata). */
export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 dark:bg-neutral-950">
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/90 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/90">
        <SkipLink />
        {/* Phones (390 px): the mark alone and tighter gaps, so the account menu stays on screen. */}
        <div className="flex h-16 items-center gap-1.5 px-4 sm:gap-3 sm:px-6">
          <LocaleLink
            to="/admin"
            className="flex shrink-0 items-center gap-2 rounded-lg"
            aria-label={t('titles.admin')}
          >
            <LogoMark className="sm:hidden" />
            <span className="hidden sm:inline-flex">
              <Logo />
            </span>
            <Badge color="primary">{t('admin.badge')}</Badge>
          </LocaleLink>
          <div className="flex-1" />
          <LocaleLink
            to="/"
            className="hidden items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-neutral-600 hover:bg-neutral-100 sm:flex dark:text-neutral-300 dark:hover:bg-neutral-800"
          >
            {t('admin.back-to-site')}
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </LocaleLink>
          <LanguageSwitcher />
          <ThemeSwitcher />
          <AccountMenu />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-(--container-site) flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:py-8">
        <aside className="lg:sticky lg:top-24 lg:w-60 lg:shrink-0 lg:self-start">
          <AdminSidebar />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
