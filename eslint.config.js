// Lint with enforced import boundaries (docs/architecture.md):
//   domain ← contracts ← api/web, domain ← db ← api; web never imports db or api; domain has no I/O.
// Import cycles (type-only ones too) are dependency-cruiser's: .dependency-cruiser.mjs, `npm run lint:cycles`.
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { tsImport } from 'tsx/esm/api';

const ioModules = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'os',
  'stream',
  'pg',
  'ioredis',
  'nodemailer',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'sharp',
  'stripe',
  'socket.io',
  'socket.io-client',
  'react',
  'react-dom',
  'react-router',
];
// Web app layers (docs/architecture.md "Web app"), one way: routes and the shell (chrome, layouts,
// the root) → features → components, context → lib (and routing, the route table's helpers).
// lib, routing, components and context import nothing above them, and components and context not
// each other (a component takes what it needs from context as a prop). A feature imports no other
// feature, except maps (a shared widget), nor the shell, nor what composes features (routes,
// layouts, the root). A page that combines areas composes them in its route module.
const WEB = './apps/web/app';
const dirsOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
/**
 * The admin's features are areas of features/admin/ (features/admin/<area>), each a feature of its own;
 * only the admin's pages (routes/admin/, layouts/admin-layout.tsx) and the admin areas import them.
 */
const WEB_ADMIN = 'admin';
const WEB_FEATURES = dirsOf('apps/web/app/features/').flatMap((dir) =>
  dir === WEB_ADMIN ? dirsOf(`apps/web/app/features/${dir}/`).map((area) => `${dir}/${area}`) : [dir],
);
/** What composes features: a feature importing one of these reaches the features it composes. */
const WEB_COMPOSERS = ['routes', 'routes.ts', 'layouts', 'root.tsx', 'entry.client.tsx', 'entry.server.tsx'];
const webLayerZones = [
  ...[
    ['lib', ['lib', 'routing']],
    ['routing', ['lib', 'routing']],
    ['components', ['lib', 'routing', 'components']],
    ['context', ['lib', 'routing', 'context']],
  ].map(([layer, below]) => ({
    target: `${WEB}/${layer}`,
    from: WEB,
    except: below.map((dir) => `./${dir}`),
    message: `apps/web ${layer} is shared by every page: it imports only ${below.join(', ')} (pass what it needs in), never shell, features, routes or layouts.`,
  })),
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    // Outside the admin, the admin zone below answers for features/admin/.
    except: [...new Set([feature, 'maps', ...(feature.startsWith(`${WEB_ADMIN}/`) ? [] : [WEB_ADMIN])])].map(
      (f) => `./${f}`,
    ),
    message: 'A feature does not import another feature (maps excepted): move the shared piece to components/ or lib/.',
  })),
  {
    // The admin zone: what is not the admin's (other features, other routes and layouts, the shell,
    // the root, the entries) imports no admin feature. The layers below features import none anyway.
    target: [
      `${WEB}/features/!(${WEB_ADMIN}){,/**}`,
      `${WEB}/routes/!(${WEB_ADMIN}){,/**}`,
      `${WEB}/layouts/!(admin-layout.tsx)`,
      `${WEB}/!(features|routes|layouts|lib|routing|components|context){,/**}`,
    ],
    from: `${WEB}/features/${WEB_ADMIN}`,
    message: `The admin (features/${WEB_ADMIN}/) is a zone of its own: only its pages (routes/${WEB_ADMIN}/, layouts/admin-layout.tsx) and its areas import an admin feature. A page outside the admin takes the piece from components/ or its own feature.`,
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/shell`,
    message:
      'A feature does not import the shell: the shell composes features. Shared state and hooks live in context/, shared UI in components/.',
  },
];
/** Tests compose (a feature's test may drive the route's loader it feeds); source files may not. */
const webComposerZone = {
  target: `${WEB}/features`,
  from: WEB_COMPOSERS.map((file) => `${WEB}/${file}`),
  message:
    'A feature does not import a route module, a layout or the root: they compose features, so a feature reaches other features through them. Move the shared piece to components/ or lib/.',
};
/** The shell composes features and does not republish them: a feature would reach another feature through it. */
const NO_SHELL_REEXPORT = [
  'ExportAllDeclaration',
  'ExportNamedDeclaration[declaration=null]',
  'ExportDefaultDeclaration > Identifier.declaration',
].map((selector) => ({
  selector,
  message:
    'The shell does not re-export: declare what it exports in place (export function/const); a feature piece is imported from its feature by whoever composes it.',
}));

// API zones (docs/architecture.md "Module links"), from one data file that the docs test reads too:
// apps/api/src/modules/module-links.ts. A module imports another module only along MODULE_LINKS, and
// only through its public surface (modules/<x>/index.ts). The composition files of modules/
// (MODULE_COMPOSITION_FILES) import any module; the composition root (COMPOSITION_ROOT: main.ts,
// app.ts…) imports a module only through its index.ts; platform/ imports no module. Tests are exempt
// (they compose too). tsx loads the TypeScript data file: Node 20 does not import .ts by itself.
const { MODULE_LINKS, MODULE_ROOT_LINKS, COMPOSITION_ROOT, MODULE_COMPOSITION_FILES, ADMIN_ZONE, ADMIN_SHARED } =
  await tsImport('./apps/api/src/modules/module-links.ts', import.meta.url);
const API = './apps/api/src';
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
/** A module is a folder of modules/, or an area of the admin zone (modules/admin/<area>, named 'admin/<area>'). */
const API_MODULES = subfolders('apps/api/src/modules/').flatMap((dir) =>
  dir === ADMIN_ZONE ? subfolders(`apps/api/src/modules/${dir}/`).map((area) => `${dir}/${area}`) : [dir],
);
const inAdminZone = (mod) => mod.startsWith(`${ADMIN_ZONE}/`);
const apiModuleZones = API_MODULES.flatMap((mod) => {
  const links = MODULE_LINKS[mod] ?? [];
  const outsideAdmin = !inAdminZone(mod);
  return [
    {
      target: `${API}/modules/${mod}`,
      from: `${API}/modules`,
      // Outside the admin zone, the admin zone's own rule below answers for modules/admin/.
      except: [mod, ...links, ...(MODULE_ROOT_LINKS[mod] ?? []), ...(outsideAdmin ? [ADMIN_ZONE] : [])].map(
        (m) => `./${m}`,
      ),
      message: `The ${mod} module ${links.length ? `may import only ${links.join(', ')}` : 'imports no other module'} (MODULE_LINKS in apps/api/src/modules/module-links.ts; a new link needs a reason and no cycle).`,
    },
    // The admin zone: a module outside it imports no admin area, only admin/shared where it is linked.
    ...(outsideAdmin
      ? [
          {
            target: `${API}/modules/${mod}`,
            from: `${API}/modules/${ADMIN_ZONE}`,
            except: links
              .filter((link) => link === ADMIN_SHARED)
              .map((link) => `./${link.slice(ADMIN_ZONE.length + 1)}`),
            message: `The admin (modules/${ADMIN_ZONE}/) is a zone of its own: a module outside it imports no admin area, only ${ADMIN_SHARED} (audit rows, the admin guard, keyset pages) through its index.ts, where MODULE_LINKS links it${links.includes(ADMIN_SHARED) ? '' : ` (the ${mod} module does not)`}. An admin page's endpoints go in modules/${ADMIN_ZONE}/<area>/.`,
          },
        ]
      : []),
    ...links.map((link) => ({
      target: `${API}/modules/${mod}`,
      from: `${API}/modules/${link}`,
      except: ['./index.ts'],
      message: `Import the ${link} module through its public surface (modules/${link}/index.ts), never its internal files.`,
    })),
  ];
});
/** What sits above a module or beside it: the composition root, and test-only code. */
const API_ABOVE_MODULES = {
  from: API,
  except: ['./modules', './platform'],
  message:
    'A module imports platform/ and other modules, never a file at the root of apps/api/src (app.ts, main.ts… compose the modules; a shared helper belongs in platform/) nor test/ (test-only code).',
};
/** The composition root reaches a module through its public surface, like another module would. */
const compositionRootZones = API_MODULES.map((mod) => ({
  target: COMPOSITION_ROOT.map((file) => `${API}/${file}`),
  from: `${API}/modules/${mod}`,
  except: ['./index.ts'],
  message: `Import the ${mod} module through its public surface (modules/${mod}/index.ts), never its internal files.`,
}));
/** Every file of apps/api/src belongs to a zone: a module, platform/, test/, or a listed composition file. */
const NO_ZONE = {
  selector: 'Program',
  message:
    'This file belongs to no zone of apps/api/src: put it in a module (modules/<x>/), in platform/ (shared plumbing) or in test/; a new composition file is listed in apps/api/src/modules/module-links.ts.',
};
/** drizzle-orm and the tables reached by a dynamic import() would escape the repository rule below. */
const NO_DYNAMIC_ORM = [
  'ImportExpression[source.value=/^(drizzle-orm|@biclou\\/db\\/schema)(\\/|$)/]',
  'ImportExpression > TemplateLiteral[quasis.0.value.raw=/^(drizzle-orm|@biclou\\/db\\/schema)(\\/|$)/]',
].map((selector) => ({
  selector,
  message:
    "SQL lives in the module's repository (repository.ts or *-repository.ts): call a function of it that takes the Tx | Db first.",
}));
/** A computed specifier escapes every import rule. */
const NO_COMPUTED_IMPORT = {
  selector: "ImportExpression:not([source.type='Literal'])",
  message: 'A dynamic import() in a module names its file literally, so the boundary rules can check it.',
};

/**
 * A workspace importing itself by its package name (`@biclou/api/modules/bookings/repositories/booking-repository`)
 * skips the path-based zones: inside a workspace, imports are relative.
 */
const OWN_PACKAGE_NAME = (name, dir) => ({
  group: [name, `${name}/*`],
  message: `Inside ${dir}, import by a relative path: ${name}/… skips the boundary rules (a module's index.ts, the layers).`,
});

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * One typed API client: no string URL to the API in the web app. The raw `request` is
 * called only with a path built by endpointUrl (lib/server-api.ts), never a literal or a variable.
 */
const NO_API_STRING_URLS = [
  "CallExpression[callee.property.name='request'][arguments.length>1]:not(:has(CallExpression[callee.name='endpointUrl']))",
  "TemplateLiteral:has(> Identifier[name='API_BASE']) > TemplateElement[value.raw=/^\\//]",
  "BinaryExpression[left.name='API_BASE']",
  'Literal[value=/^\\/api\\/v1\\//]',
  'TemplateElement[value.raw=/\\/api\\/v1\\//]',
].map((selector) => ({
  selector,
  message: 'No string URLs to the API: call an endpoint of @biclou/contracts/endpoints (api.call, serverCall).',
}));
/** A URL glued from a base and a path string (`base + '/user'`) is the string URL above in disguise. */
const NO_GLUED_URL = {
  selector: "BinaryExpression[operator='+'][left.name!='API_BASE'][right.type='Literal'][right.value=/^\\//]",
  message:
    "No URL glued from a base and a '/path' string: an API URL comes from an endpoint of @biclou/contracts/endpoints (api.call, serverCall, endpointUrl), a page path from a template or the routing helpers.",
};
/**
 * Loaders and actions get React Router's raw request (`future.v8_passThroughRequests`): its URL can
 * end in `.data` and carry `_routes` or an empty `index` (decisions "Loaders get the raw request").
 */
const NO_RAW_REQUEST_URL = {
  selector: "MemberExpression[object.name='request'][property.name='url']",
  message:
    "Read the page's URL with pageUrl(request) (lib/server-api.ts): a loader's request is React Router's raw one.",
};
/** pageUrl itself, the document request's handler and a client loader reading only the locale prefix. */
const READS_RAW_REQUEST_URL = [
  'apps/web/app/lib/server-api.ts',
  'apps/web/app/entry.server.tsx',
  'apps/web/app/routing/layout-route.ts',
];

/** Browser APIs that exist only in secure contexts (https, localhost). */
const SECURE_CONTEXT_ONLY = [
  ['randomUUID', 'crypto.randomUUID exists only in secure contexts: use randomId() from lib/random-id.'],
  ['subtle', 'crypto.subtle exists only in secure contexts (https, localhost).'],
  ['clipboard', 'navigator.clipboard exists only in secure contexts (https, localhost).'],
  ['serviceWorker', 'navigator.serviceWorker exists only in secure contexts (https, localhost).'],
].map(([property, message]) => ({ property, message }));
/**
 * The one web file that reaches `navigator.serviceWorker`: it registers the service worker behind
 * `isSecureContext`, so on plain http it does nothing and the site works the same (decisions
 * "Installable app"). The other secure-context APIs stay refused there too.
 */
const SECURE_CONTEXT_HELPERS = ['apps/web/app/lib/pwa/service-worker-client.ts'];
const SECURE_CONTEXT_ONLY_BUT_WORKER = SECURE_CONTEXT_ONLY.filter((rule) => rule.property !== 'serviceWorker');

/**
 * One helper per kind of figure (decisions "Formatting: one helper per kind"): numbers, percentages,
 * sizes, distances, money and dates are written through `@biclou/domain/formats` (Intl, with its
 * formatters kept) or the helpers built on it, never by `toFixed`, `toLocaleString` or an Intl
 * object made on the spot. Only the files below make Intl objects.
 */
const FORMAT_HELPERS = ['packages/domain/src/formats.ts'];
const FORMAT_HELP =
  'write it with a format helper: @biclou/domain/formats (formatNumber, formatPercent, formatBytes, formatDistance, ' +
  "formatMoney, formatCalendarDate/Range, plainDecimal for machine text, the Intl caches), the web's lib/dates, " +
  "lib/money, lib/sizes, lib/numbers, lib/intl-cache, or the API's mailFormat.";
const NO_AD_HOC_FORMATS = [
  ...['toFixed', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
    property,
    message: `${property} formats on the spot: ${FORMAT_HELP}`,
  })),
  { object: 'Intl', message: `An Intl object made on the spot is rebuilt on every call: ${FORMAT_HELP}` },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/dist/**',
      'packages/db/migrations/**',
      // Generated from the API document (npm run api:client).
      'apps/api/src/test/api-client/schema.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      [
        ...ioModules,
        '@biclou/db',
        '@biclou/db/*',
        '@biclou/contracts',
        '@biclou/contracts/*',
        '@biclou/api',
        '@biclou/api/*',
        '@biclou/web',
        '@biclou/web/*',
      ],
      'packages/domain is pure: no I/O and no dependency on other workspaces.',
    ),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict(
      [
        '@biclou/db',
        '@biclou/db/*',
        '@biclou/api',
        '@biclou/api/*',
        '@biclou/web',
        '@biclou/web/*',
        'node:*',
        'pg',
        'drizzle-orm',
        'drizzle-orm/*',
      ],
      'contracts depends only on domain and zod.',
    ),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict(
      ['@biclou/api', '@biclou/api/*', '@biclou/web', '@biclou/web/*', '@biclou/contracts', '@biclou/contracts/*'],
      'db depends only on domain.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@biclou/db',
                '@biclou/db/*',
                '@biclou/api',
                '@biclou/api/*',
                '**/apps/api/**',
                '../../api/**',
                '../../../api/**',
                '**/packages/db/**',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'fastify',
              ],
              message: 'The web app talks to the API only through its typed client: never db or api internals.',
            },
            OWN_PACKAGE_NAME('@biclou/web', 'apps/web'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...webLayerZones, webComposerZone] }] },
  },
  {
    // API platform (decisions "Boundaries: API platform"): the HTTP, auth, config, mail, sms, rate
    // limit, ssr, deps and job-scheduler plumbing every module stands on imports no module; what it
    // needs from one is handed in from app.ts / main.ts (modules/module-deps.ts, runDueJobs).
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/platform',
              from: './apps/api/src/modules',
              message:
                'platform imports no module: have the module provide it through a parameter set up in app.ts or main.ts.',
            },
            {
              target: './apps/api/src/platform',
              from: API,
              except: ['./platform', './modules'],
              message:
                'platform imports nothing above it: not the composition root (app.ts, main.ts… hand it what it needs) nor test/ (test-only code).',
            },
          ],
        },
      ],
    },
  },
  {
    // API modules: allowed links and public surfaces (MODULE_LINKS above); nothing above them.
    files: ['apps/api/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...apiModuleZones, { target: `${API}/modules`, ...API_ABOVE_MODULES }] },
      ],
    },
  },
  {
    // The composition root reaches modules through their index.ts (COMPOSITION_ROOT above).
    files: COMPOSITION_ROOT.map((file) => `apps/api/src/${file}`),
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: compositionRootZones }] },
  },
  {
    // Inside apps/api, imports are relative (the package name would skip the zones above).
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OWN_PACKAGE_NAME('@biclou/api', 'apps/api')] }] },
  },
  {
    // Operations reach the database through their module's repository (decisions
    // "Boundaries: repositories"). A repository is a file named `repository.ts` or `*-repository.ts`
    // (also under jobs/); only it imports drizzle-orm's query builders and operators or the table
    // objects of @biclou/db/schema. Type imports (`import type { Tx }`, `type SQL`) stay allowed.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/platform/**/*.ts'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts', 'apps/api/src/platform/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@biclou/db/schema', '@biclou/db/schema/*'],
              allowTypeImports: true,
              message:
                "SQL lives in the module's repository (repository.ts or *-repository.ts): call a function of it that takes the Tx | Db first.",
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...NO_DYNAMIC_ORM],
    },
  },
  {
    // A module's dynamic imports name their file (platform/ssr loads the web build by its path).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_DYNAMIC_ORM, NO_COMPUTED_IMPORT] },
  },
  {
    // Every file of apps/api/src is in a zone: a module, platform/, test/, a composition file or a test.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/modules/*/**',
      'apps/api/src/platform/**',
      'apps/api/src/test/**',
      '**/*.test.ts',
      ...COMPOSITION_ROOT.map((file) => `apps/api/src/${file}`),
      ...MODULE_COMPOSITION_FILES.map((file) => `apps/api/src/modules/${file}`),
    ],
    rules: { 'no-restricted-syntax': ['error', NO_ZONE, ...NO_DYNAMIC_ORM] },
  },
  {
    // The admin zone holds areas only: a file at the root of modules/admin/ belongs to no module.
    files: [`apps/api/src/modules/${ADMIN_ZONE}/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `This file belongs to no area of the admin zone: put it in modules/${ADMIN_ZONE}/<area>/ (what every area shares goes in ${ADMIN_SHARED}/).`,
        },
        ...NO_DYNAMIC_ORM,
        NO_COMPUTED_IMPORT,
      ],
    },
  },
  {
    // The site must work on plain http too (a LAN demo, a staging server without TLS): browser
    // APIs that exist only in secure contexts are not used (decisions "Sweep: plain http").
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: SECURE_CONTEXT_HELPERS,
    rules: { 'no-restricted-properties': ['error', ...SECURE_CONTEXT_ONLY] },
  },
  {
    // Figures, dates and sizes go through the format helpers (NO_AD_HOC_FORMATS); tests may ask Intl itself.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: [...FORMAT_HELPERS, '**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: { 'no-restricted-properties': ['error', ...NO_AD_HOC_FORMATS] },
  },
  {
    // The web's files take both lists (a later block's options replace an earlier one's).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [...FORMAT_HELPERS, ...SECURE_CONTEXT_HELPERS, '**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: { 'no-restricted-properties': ['error', ...SECURE_CONTEXT_ONLY, ...NO_AD_HOC_FORMATS] },
  },
  {
    // The service worker's registration (SECURE_CONTEXT_HELPERS): every rule above but that one.
    files: SECURE_CONTEXT_HELPERS,
    rules: { 'no-restricted-properties': ['error', ...SECURE_CONTEXT_ONLY_BUT_WORKER, ...NO_AD_HOC_FORMATS] },
  },
  {
    // One typed API client (decisions "Boundaries: typed API client"): the web calls an
    // endpoint of packages/contracts/src/endpoints.ts (api.call, serverCall), never a string URL.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.ts', ...READS_RAW_REQUEST_URL],
    rules: { 'no-restricted-syntax': ['error', ...NO_API_STRING_URLS, NO_GLUED_URL, NO_RAW_REQUEST_URL] },
  },
  {
    // The few places that read the raw request's URL on purpose (see NO_RAW_REQUEST_URL).
    files: READS_RAW_REQUEST_URL,
    rules: { 'no-restricted-syntax': ['error', ...NO_API_STRING_URLS, NO_GLUED_URL] },
  },
  {
    // The shell composes features and republishes none (NO_SHELL_REEXPORT); its files read no raw request URL.
    files: ['apps/web/app/shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_API_STRING_URLS, NO_GLUED_URL, NO_RAW_REQUEST_URL, ...NO_SHELL_REEXPORT],
    },
  },
);
