import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { serwist } from '@serwist/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { keysCatalogue, type Catalogue } from './app/lib/i18n/keys-catalogue';
import { ROUTE_META } from './app/routing/route-meta-table';
import { USER_LOCALES } from './app/lib/i18n/locales';
import { manifestUrl, offlinePageUrl, SERVICE_WORKER_URL } from './app/lib/pwa/pwa-paths';
import { webManifest } from './app/lib/pwa/web-manifest';
import { offlinePageHtml } from './app/lib/pwa/offline-page';

const langDir = path.resolve(import.meta.dirname, 'public/app/lang');
const readCatalogue = (code: string) =>
  JSON.parse(readFileSync(path.join(langDir, `${code}.json`), 'utf8')) as Catalogue;

/** Busts the browser cache of /app/lang/*.json when a catalogue changes. */
const catalogueVersion = createHash('sha256')
  .update(['en', 'fr'].map((c) => readFileSync(path.join(langDir, `${c}.json`), 'utf8')).join('\n'))
  .digest('hex')
  .slice(0, 10);

/** Serves and emits /app/lang/test.json: the English keys, each showing its own key path. */
function testLocale(): Plugin {
  const source = () => JSON.stringify(keysCatalogue(readCatalogue('en')));
  return {
    name: 'biclou:test-locale',
    configureServer(server) {
      server.middlewares.use('/app/lang/test.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(source());
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'app/lang/test.json', source: source() });
    },
  };
}

/**
 * The installable app's files of each locale, from its catalogue: the web app manifest and the
 * offline page (app/lib/pwa), at the paths `manifestUrl` and `offlinePageUrl` name. Emitted into
 * the client build before the service worker's precache list is made (serwist below), served by
 * the development server.
 */
function pwaFiles(): Plugin {
  const files = () =>
    USER_LOCALES.flatMap((locale) => {
      const catalogue = readCatalogue(locale);
      const logo = readFileSync(path.resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8');
      return [
        {
          url: manifestUrl(locale),
          type: 'application/manifest+json',
          source: JSON.stringify(webManifest(locale, catalogue)),
        },
        {
          url: offlinePageUrl(locale),
          type: 'text/html; charset=utf-8',
          source: offlinePageHtml(locale, catalogue, logo),
        },
      ];
    });
  return {
    name: 'biclou:pwa-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files().find((f) => f.url === req.url);
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.source);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of files()) this.emitFile({ type: 'asset', fileName: file.url.slice(1), source: file.source });
    },
  };
}

/**
 * The service worker (sw/service-worker.ts, decisions "Installable app"), built after the client
 * bundle into build/client/sw.js with the list of files it precaches: the app shell every page
 * loads (the entry, vendor and shell chunks, the root route, the stylesheet), the offline pages,
 * the manifests and the mark they show. The other hashed files are cached as pages ask for them.
 */
const serviceWorker = () =>
  serwist({
    swSrc: 'sw/service-worker.ts',
    swDest: SERVICE_WORKER_URL.slice(1),
    swUrl: SERVICE_WORKER_URL,
    globDirectory: path.resolve(import.meta.dirname, 'build/client'),
    globPatterns: [
      'assets/{entry.client,vendor,shell,root,app}-*.{js,css}',
      '{,fr/}offline.html',
      '{,fr/}manifest.webmanifest',
      'favicon.svg',
    ],
    rollupFormat: 'iife',
  });

/**
 * `import { Search } from 'lucide-react'` → `import Search from 'lucide-react/dist/esm/icons/search.mjs?in=…'`
 * in the client build:
 * - one icon file, not the barrel (what Next.js's optimizePackageImports does): the barrel statically
 *   imports all ~2,000 icons, and a manual chunk takes in every static dependency of its modules;
 * - a copy of the icon for each importing module (`?in=`): an icon is ~150 bytes of code, shared
 *   between pages it would be a chunk of its own, each costing a request and ~250 bytes gzip; with
 *   its importer it costs ~80. (The icon runtime, createLucideIcon, stays shared.)
 */
function lucideDirectImports(): Plugin {
  const barrel = readFileSync(
    path.resolve(import.meta.dirname, '../../node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const fileOf = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  return {
    name: 'biclou:lucide-direct-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return;
      const importer = createHash('sha256')
        .update(path.relative(import.meta.dirname, id))
        .digest('hex')
        .slice(0, 8);
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, list: string) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => s.split(/\s+as\s+/));
        if (specifiers.some(([name]) => !fileOf.has(name!))) return statement;
        return specifiers
          .map(
            ([name, local]) =>
              `import ${local ?? name} from 'lucide-react/dist/esm/icons/${fileOf.get(name!)}.mjs?in=${importer}';`,
          )
          .join('\n');
      });
    },
  };
}

/**
 * lucide's `Icon` draws each shape of an icon (path, circle…) as a React element of its own. In
 * the server build, an icon without children of its own draws as one `<svg>` element whose inner
 * HTML is those same shapes (app/lib/icons/icon-inner-html.ts): the same HTML for a fraction of
 * the render work, and an icon's attributes and merged class names are built once per set of props
 * (app/lib/icons/icon-build-cache.ts; docs/benchmarks.md, "Icons as one element"). The server
 * build bundles lucide for it (`ssr.noExternal`). The browser keeps lucide's own (it hydrates the same DOM either way;
 * the rewrite would cost every page 0.2 kB gzip). The build fails if lucide's code changes shape.
 */
function lucideIconsAsOneElement(): Plugin {
  const innerHtml = path.resolve(import.meta.dirname, 'app/lib/icons/icon-inner-html.ts');
  const buildCache = path.resolve(import.meta.dirname, 'app/lib/icons/icon-build-cache.ts');
  const build = 'buildLucideIconForReact(icon, {';
  const merge = 'className: mergeClasses(contextClass, className),';
  const render = /return createElement\(\s*name,\s*\{\s*ref,\s*\.\.\.svgAttributes\s*\},/;
  let rewritten = false;
  return {
    name: 'biclou:lucide-icons-as-one-element',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    // The HTML is the same either way, so no test would notice a rewrite that stopped happening
    // (lucide's file moved, lucide no longer bundled): the server build fails instead.
    buildEnd(error) {
      if (!error && !rewritten)
        this.error(
          "lucide-react's Icon.mjs was not rewritten in the server build: see biclou:lucide-icons-as-one-element",
        );
    },
    transform(code, id) {
      if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/.test(id.split('?')[0]!)) return;
      rewritten = true;
      if (
        !render.test(code) ||
        !code.includes(build) ||
        !code.includes(merge) ||
        !code.includes('contextNonScalingStroke')
      )
        throw new Error("lucide-react's Icon.mjs changed: update biclou:lucide-icons-as-one-element (vite.config.ts)");
      const oneElement =
        'if (children == null && !(nonScalingStroke ?? contextNonScalingStroke))\n' +
        '      return createElement(name, { ref, ...svgAttributes, dangerouslySetInnerHTML: iconInnerHtml(icon.node) });\n    ';
      return (
        `import { iconInnerHtml } from ${JSON.stringify(innerHtml)};\n` +
        `import { cachedIconBuild, cachedMergeClasses } from ${JSON.stringify(buildCache)};\n` +
        code
          .replace(render, (call) => oneElement + call)
          .replace(build, 'cachedIconBuild(buildLucideIconForReact, icon, {')
          .replace(merge, 'className: cachedMergeClasses(mergeClasses, contextClass, className),')
      );
    },
  };
}

/**
 * The browser build gets app/routing/route-meta-table.ts as the literal it evaluates to: each
 * page's title flag, forced theme and privacy, without the route table it is derived from (files,
 * guards, params: ~1.9 kB gzip on every page). The server and the tests run the module itself, so
 * both read the same values. The build fails if the module was not replaced (moved, renamed).
 */
function routeMetaAsData(): Plugin {
  const file = path.resolve(import.meta.dirname, 'app/routing/route-meta-table.ts');
  let replaced = false;
  return {
    name: 'biclou:route-meta-as-data',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'app/routing/route-meta-table.ts was not replaced in the client build: see biclou:route-meta-as-data',
        );
    },
    load(id) {
      if (id.split('?')[0] !== file) return;
      replaced = true;
      return `export const ROUTE_META = ${JSON.stringify(ROUTE_META)};\n`;
    },
  };
}

/**
 * React Router's package exports only its build with development warnings on (ENABLE_DEV_WARNINGS);
 * the same code with them off ships beside it, in dist/production. The browser gets that one, and
 * so does the server build, which bundles it (`ssr.noExternal`) and hands its own
 * `createRequestHandler` to the API's server (entry.server.tsx): one copy of React Router serves a
 * request, ~1.5 ms of CPU less per page than the development build (docs/benchmarks.md).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'biclou:react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      const file = files[source];
      if (file) return path.join(dist, file);
    },
  };
}

const appDir = path.resolve(import.meta.dirname, 'app');
/** React Router's client build enters each route module through this query. */
const routeEntry = (file: string) => `${path.join(appDir, file)}?__react-router-build-client-route`;
/** The layouts of the public pages (routes.ts): what all three load is loaded by every public page. */
const PUBLIC_LAYOUTS = ['layouts/default-layout.tsx', 'layouts/landing-layout.tsx', 'layouts/search-layout.tsx'];
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The shell: every module the entry, the root route and all the public layouts import statically,
 * i.e. JavaScript every public page loads anyway. One chunk instead of ~40 small ones (each gzipped
 * alone: ~7 kB more on every page). React, React DOM and React Router keep their own chunks: they
 * change less often than the app.
 */
function shellModules(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getModuleInfo(id);
      // Not through a package nor a barrel (a module tree-shaken away): what a barrel re-exports is
      // used by the pages that import it. Rollup adds to the chunk the dependencies its modules use.
      for (const dep of info?.importedIds ?? [])
        if (!/[\\/]node_modules[\\/]/.test(dep) && getModuleInfo(dep)?.isIncluded !== false) stack.push(dep);
    }
    return seen;
  };
  const layouts = PUBLIC_LAYOUTS.map((file) => closure(routeEntry(file)));
  const shared = [...layouts[0]!].filter((id) => layouts.every((l) => l.has(id)));
  const all = new Set([
    ...closure(path.join(appDir, 'entry.client.tsx')),
    ...closure(routeEntry('root.tsx')),
    ...shared,
  ]);
  all.delete(path.join(appDir, 'entry.client.tsx'));
  return new Set(
    [...all].filter((id) => !id.includes('?__react-router-build-client-route') && !/\.css($|\?)/.test(id)),
  );
}
let shell: Set<string> | undefined;

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    testLocale(),
    lucideDirectImports(),
    lucideIconsAsOneElement(),
    routeMetaAsData(),
    reactRouterProductionBuild(),
    pwaFiles(),
    serviceWorker(),
  ],
  define: { __CATALOGUE_VERSION__: JSON.stringify(catalogueVersion) },
  // Workspace packages are TypeScript sources: bundle them into the server build. React Router too,
  // in its production build (reactRouterProductionBuild), and lucide (lucideIconsAsOneElement).
  ssr: { noExternal: [/^@biclou\//, 'react-router', 'lucide-react'] },
  // The server build stays readable: its names show in CPU profiles and stack traces (terser
  // saves nothing that matters on the server).
  environments: { ssr: { build: { minify: false } } },
  build: {
    assetsInlineLimit: 0,
    // No <link rel="modulepreload"> injected for a lazy chunk's imports: appending those links
    // cost ~20 ms of main thread during hydration on the landing page (decisions: "First paint
    // before scripts"). A lazy chunk's few imports of its own load when it does; CSS still preloads.
    modulePreload: false,
    // Terser: ~4 kB gzip less than esbuild's minifier on every page (React DOM and React Router
    // above all), for ~15 s more build (decisions: "Lighter pages").
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      output: {
        // Leaflet's stylesheet, shared by both lazy maps, in a file named after it (not after
        // whatever module the shared chunk happens to start with). CSS only: a manual chunk of
        // JavaScript would pull shared modules in with it, onto every page.
        manualChunks(id, { getModuleInfo }) {
          if (/[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet\.css$/.test(id)) return 'leaflet-styles';
          shell ??= shellModules(getModuleInfo);
          if (VENDOR.test(id)) return 'vendor';
          if (shell.has(id)) return 'shell';
        },
      },
    },
  },
});
