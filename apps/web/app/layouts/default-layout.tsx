import { Outlet } from 'react-router';
import { SiteFooter } from '../shell/chrome/lazy-footer';
import { SiteHeader } from '../shell/chrome/site-header';
import { guardPage } from '../routing/guard-page.server';
import { layoutClientLoader, layoutShouldRevalidate } from '../routing/layout-route';
import type { Route } from './+types/default-layout';

export const loader = (args: Route.LoaderArgs) => guardPage(args);
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;

export default function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
