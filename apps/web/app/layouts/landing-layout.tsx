import { Outlet } from 'react-router';
import { SiteFooter } from '../shell/chrome/lazy-footer';
import { SiteHeader } from '../shell/chrome/site-header';
import { guardPage } from '../routing/guard-page.server';
import { layoutClientLoader, layoutShouldRevalidate } from '../routing/layout-route';
import type { Route } from './+types/landing-layout';

export const loader = (args: Route.LoaderArgs) => guardPage(args);
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;

/** Full-bleed sections; the hero carries its own search, so the header does not repeat it. */
export default function LandingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader showSearch={false} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
