import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { LOCALE_PREFIXES, type LocalePrefix } from './lib/i18n/locales';
import { LAYOUT_NAMES, type RouteDef } from './routing/route-def';
import { routeId } from './routing/resolve-route';
import { ROUTES } from './routing/route-table';

const LAYOUT_FILES = {
  default: 'layouts/default-layout.tsx',
  landing: 'layouts/landing-layout.tsx',
  search: 'layouts/search-layout.tsx',
  admin: 'layouts/admin-layout.tsx',
} as const;

/**
 * `/test` is both the spec's test page and the `test` locale's home. The page wins: it is a
 * real route of the English table, shown in English (`prefixFromPath('/test')` is '').
 */
function isShadowed(prefix: LocalePrefix, def: RouteDef): boolean {
  return prefix !== '' && def.path === '' && ROUTES.some((d) => d.path === prefix);
}

function page(prefix: LocalePrefix, def: RouteDef): RouteConfigEntry {
  const id = routeId(prefix, def.id);
  if (!prefix) return def.path === '' ? index(def.file, { id }) : route(def.path, def.file, { id });
  return route(def.path === '' ? prefix : `${prefix}/${def.path}`, def.file, { id });
}

/** One locale prefix: each layout (chosen by route metadata) wraps its pages. */
function localeTree(prefix: LocalePrefix): RouteConfigEntry[] {
  return LAYOUT_NAMES.map((name) => {
    const defs = ROUTES.filter((d) => d.layout === name && !isShadowed(prefix, d));
    const plain = defs.filter((d) => !d.shell).map((d) => page(prefix, d));
    const dashboard = defs.filter((d) => d.shell === 'dashboard').map((d) => page(prefix, d));
    const children = dashboard.length
      ? [...plain, layout('layouts/dashboard-shell.tsx', { id: routeId(prefix, 'shell-dashboard') }, dashboard)]
      : plain;
    return layout(LAYOUT_FILES[name], { id: routeId(prefix, `layout-${name}`) }, children);
  });
}

/**
 * The route table (routing/route-table.ts) for every locale prefix: `/` is English, and
 * `/en`, `/fr`, `/test` are literal segments, so `/member/fr` is never read as a locale.
 */
export default LOCALE_PREFIXES.flatMap(localeTree) satisfies RouteConfig;
