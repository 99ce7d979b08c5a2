import { Outlet } from 'react-router';
import { SiteHeader } from '../shell/chrome/site-header';
import { guardPage } from '../routing/guard-page.server';
import { layoutClientLoader, layoutShouldRevalidate } from '../routing/layout-route';
import type { Route } from './+types/search-layout';

export const loader = (args: Route.LoaderArgs) => guardPage(args);
export const clientLoader = layoutClientLoader;
export const shouldRevalidate = layoutShouldRevalidate;

/**
 * Results and map fill the screen under the header: no footer. The header has no search entry
 * here: the page's own form at the top is the search (a pill would repeat it, or contradict it).
 */
export default function SearchLayout() {
  return (
    <div className="flex h-dvh flex-col">
      <SiteHeader showSearch={false} />
      <main id="main" className="min-h-0 flex-1 overflow-y-auto">
        <Outlet />
      </main>
    </div>
  );
}
