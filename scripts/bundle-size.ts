/**
 * `npm run size` (after `npm run build`): the JavaScript a browser downloads before a page is
 * interactive, gzip-compressed, read from React Router's build manifest.
 *
 *   initial(page) = entry client + its static imports + every route module of the page's branch
 *                   (root → layout → page) and their static imports + the route manifest the
 *                   server inlines for that branch
 *
 * React Router discovers routes lazily (`routeDiscovery` "lazy", the default with SSR): the page
 * never loads the whole route manifest (`manifest-*.js`); the HTML inlines the manifest of the
 * page's own branch and links fetch `/__manifest` for theirs as they appear.
 *   map chunk     = the lazy Leaflet search map and what it imports that the page did not load yet
 *
 * Goal: ≤ 130 kB gzip initial on EVERY public page (each route of the
 * route table a visitor may open: no guard but `guest`, not admin, not the dashboard, not dev-only),
 * the map and the route table never in it. Exits with 1 when a goal is missed; CI runs it after the build (.ci/run).
 * Deterministic: it reads files, it times nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../apps/web/app/routing/route-table';

const GOAL_KB = 130;
const root = process.env.SIZE_ROOT ?? path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'apps/web/build');
const clientDir = path.join(buildDir, 'client');

interface RouteAsset {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Assets {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAsset>;
}

const { assets } = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as { assets: Assets };

const fileOf = (url: string) => path.join(clientDir, url.replace(/^\//, ''));
const gzipBytes = new Map<string, number>();
function gz(file: string): number {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipBytes.get(file)!;
}

/** A module and everything it imports statically (`import … from "./x.js"`), not its lazy `import()`s. */
function closure(files: string[], seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const deps = [...code.matchAll(/(?:^|[;}\s/])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g)].map(
      (m) => path.resolve(path.dirname(file), m[1]!),
    );
    closure(deps, seen);
  }
  return seen;
}

function branch(routeId: string): RouteAsset[] {
  const chain: RouteAsset[] = [];
  for (
    let r: RouteAsset | undefined = assets.routes[routeId];
    r;
    r = r.parentId ? assets.routes[r.parentId] : undefined
  )
    chain.unshift(r);
  if (!chain.length) throw new Error(`no route ${routeId} in the build`);
  return chain;
}

function initialFiles(routeId: string): Set<string> {
  const urls = [
    assets.entry.module,
    ...assets.entry.imports,
    ...branch(routeId).flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  return closure(urls.map(fileOf));
}

/** The manifest inlined in the HTML: the entry and the page's branch only (lazy route discovery). */
function inlineManifestBytes(routeId: string): number {
  const routes = Object.fromEntries(branch(routeId).map((r) => [r.id, r]));
  return gzipSync(JSON.stringify({ entry: assets.entry, routes, url: assets.url }), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);

const assetsDir = path.join(clientDir, 'assets');
const lazyChunk = (name: string) => {
  const file = readdirSync(assetsDir).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${name} chunk in the build`);
  return path.join(assetsDir, file);
};

/** Every page a visitor may open without an account (the guest-only auth pages included). */
const pages = ROUTES.filter(
  (d) => !d.devOnly && d.layout !== 'admin' && !d.shell && d.guards.every((g) => g === 'guest'),
).map((d) => ({ name: d.path === '' ? '/' : `/${d.path}`, route: d.id }));
let failed = false;
const rows: string[][] = [];
for (const page of pages) {
  const files = initialFiles(page.route);
  const bytes = sum(files) + inlineManifestBytes(page.route);
  // Leaflet's own code names its container class; no other module does.
  const withMap = [...files].some((f) => readFileSync(f, 'utf8').includes('leaflet-container'));
  // The route table's builder names its errors; the browser gets the pages' meta instead
  // (routing/route-meta-table.ts, replaced by its values in the client build).
  const withTable = [...files].some((f) => readFileSync(f, 'utf8').includes('Unknown route guard'));
  const ok = bytes <= GOAL_KB * 1024 && !withMap && !withTable;
  if (!ok) failed = true;
  rows.push([
    page.name,
    kb(bytes),
    String(files.size),
    withMap ? 'yes' : 'no',
    withTable ? 'yes' : 'no',
    ok ? 'ok' : 'OVER',
  ]);
}
const searchInitial = initialFiles('search');
// The help centre, a help question and a blog post load no more JavaScript than the search page.
const searchBytes = sum(searchInitial) + inlineManifestBytes('search');
for (const [name, route] of [
  ['/help', 'help'],
  ['/help/:question', 'help-question'],
  ['/blog/:slug', 'blog-post'],
] as const) {
  const bytes = sum(initialFiles(route)) + inlineManifestBytes(route);
  if (bytes > searchBytes) {
    console.error(`${name} loads more JavaScript (${kb(bytes)}) than /search (${kb(searchBytes)})`);
    failed = true;
  }
}
const listingInitial = initialFiles('listing');
for (const [name, chunk, initial] of [
  ['search map (lazy)', 'leaflet-search-map', searchInitial],
  ['listing map (lazy)', 'leaflet-map', listingInitial],
] as const) {
  const files = [...closure([lazyChunk(chunk)])].filter((f) => !initial.has(f));
  rows.push([name, kb(sum(files)), String(files.length), '', '', '']);
}

const header = ['page', 'initial JS (gzip)', 'files', 'map inside', 'route table inside', `≤ ${GOAL_KB} kB`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));

// Where the bytes go on each page: the largest files, so the next saving is easy to find.
for (const [name, initial] of [
  ['/search', searchInitial],
  ['/listing/:id', listingInitial],
  ['/blog/:slug', initialFiles('blog-post')],
  ['/ (landing)', initialFiles('home')],
  // SIZE_DETAIL=login,messages: the same list for other route ids.
  ...(process.env.SIZE_DETAIL ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => [id, initialFiles(id)] as const),
] as const) {
  console.log(`\nlargest files on ${name} (gzip):`);
  const largest = [...initial]
    .map((f) => [gz(f), path.relative(clientDir, f)] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, Number(process.env.SIZE_TOP ?? 12));
  for (const [bytes, file] of largest) console.log(`  ${kb(bytes).padStart(8)}  ${file}`);
}
process.exit(failed ? 1 : 0);
