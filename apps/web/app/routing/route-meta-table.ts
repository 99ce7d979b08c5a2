import type { ForcedTheme } from '../lib/theme/theme';
import { ROUTES } from './route-table';

/** What the browser needs of a page's route-table entry: the rest (files, guards, params) stays on the server. */
export interface RouteMeta {
  id: string;
  /** Whether the page has a title of its own ("{page} - Biclou"). */
  title: boolean;
  theme?: ForcedTheme;
  /** Behind a guard, or a developer tool: never indexed. */
  private: boolean;
}

/**
 * Each page's meta by route-table id, derived from the table. The browser build gets this module
 * as the literal it evaluates to (vite.config.ts, biclou:route-meta-as-data): every page would
 * otherwise download the whole table, ~1.9 kB gzip, for these few fields.
 */
export const ROUTE_META: Readonly<Record<string, RouteMeta>> = Object.fromEntries(
  ROUTES.map((def) => [
    def.id,
    {
      id: def.id,
      title: def.title,
      ...(def.theme ? { theme: def.theme } : {}),
      private: def.guards.length > 0 || def.devOnly,
    },
  ]),
);
