// Lint with enforced import boundaries (docs/architecture.md):
//   domain ← contracts ← api/web, domain ← db ← api; web never imports db or api; domain has no I/O.
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

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
// Web app layers (docs/architecture.md "Web app"): lib and components are the bottom and import
// neither the shell nor a feature; a feature imports no other feature, except maps (a shared
// widget). A page that combines areas composes them in its route module.
const WEB = './apps/web/app';
const WEB_FEATURES = readdirSync(new URL('apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webLayerZones = [
  ...['lib', 'components'].map((layer) => ({
    target: `${WEB}/${layer}`,
    from: [`${WEB}/shell`, `${WEB}/features`],
    message: `apps/web ${layer} is shared by every page: it imports neither shell nor features (pass what it needs in).`,
  })),
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [...new Set([feature, 'maps'])].map((f) => `./${f}`),
    message: 'A feature does not import another feature (maps excepted): move the shared piece to components/ or lib/.',
  })),
];

// API modules (docs/architecture.md "Module links"): a module imports another module only along
// these links, and only through its public surface (modules/<x>/index.ts). The links run one way
// (stripe-webhooks → bookings/payouts → money); modules/index.ts, jobs.ts, run-due-jobs.ts and
// module-deps.ts compose the modules and may import any of them. Tests are exempt (they compose too).
const API = './apps/api/src';
const API_MODULES = readdirSync(new URL('apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const API_MODULE_LINKS = {
  account: ['auth', 'bookings', 'users'],
  'admin-dashboard': ['admin'],
  'admin-users': ['account', 'admin', 'auth', 'messaging', 'money', 'users'],
  backoffice: ['admin'],
  'admin-media': ['admin', 'admin-money', 'media'],
  'admin-templates': ['admin'],
  // handover: a dispute shows whether the booking has its handover reports (its evidence).
  // deposits: the admin decides a damage claim (captures the hold) in the dispute tools.
  'admin-money': ['admin', 'bookings', 'deposits', 'handover', 'messaging', 'money', 'payouts'],
  auth: ['users'],
  blog: ['content'],
  bookings: ['listings', 'money', 'settings'],
  content: ['settings'],
  // A deposit hold belongs to a booking, is placed on its payment's card and waits for its handover reports;
  // admin: the claim's decision is audited.
  deposits: ['admin', 'bookings', 'handover', 'money'],
  devices: ['auth'],
  // A handover report belongs to a booking (its parties, its lock, its events); its photos go through the media pipeline.
  handover: ['bookings', 'media'],
  listings: ['catalog', 'media', 'members'],
  // admin: an admin writing in or closing two members' conversation is audited.
  messaging: ['admin', 'bookings', 'media', 'notifications'],
  notifications: ['bookings'],
  payouts: ['account', 'money', 'settings', 'users'],
  phone: ['users'],
  reviews: ['bookings', 'listings', 'members'],
  search: ['bookings', 'listings', 'places', 'settings'],
  // admin: page templates and locale pages are admin writes, audited.
  seo: ['admin', 'content', 'listings', 'places'],
  // deposits: a lapsed card hold (payment_intent.canceled, reason automatic) marks the hold expired.
  'stripe-webhooks': ['bookings', 'deposits', 'money', 'payouts'],
};
// Composition files a module may use: the dev module runs every module's jobs (/dev/jobs/run).
const API_MODULE_ROOT_LINKS = { dev: ['run-due-jobs.ts'] };
const apiModuleZones = API_MODULES.flatMap((mod) => {
  const links = API_MODULE_LINKS[mod] ?? [];
  return [
    {
      target: `${API}/modules/${mod}`,
      from: `${API}/modules`,
      except: [mod, ...links, ...(API_MODULE_ROOT_LINKS[mod] ?? [])].map((m) => `./${m}`),
      message: `The ${mod} module ${links.length ? `may import only ${links.join(', ')}` : 'imports no other module'} (API_MODULE_LINKS in eslint.config.js; a new link needs a reason and no cycle).`,
    },
    ...links.map((link) => ({
      target: `${API}/modules/${mod}`,
      from: `${API}/modules/${link}`,
      except: ['./index.ts'],
      message: `Import the ${link} module through its public surface (modules/${link}/index.ts), never its internal files.`,
    })),
  ];
});

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** One typed API client (issue 12): no string URL to the API in the web app. */
const NO_API_STRING_URLS = [
  "CallExpression[callee.property.name='request'][arguments.1.type='Literal']",
  "CallExpression[callee.property.name='request'][arguments.1.quasis.0.value.raw=/^\\//]",
  "TemplateLiteral:has(> Identifier[name='API_BASE']) > TemplateElement[value.raw=/^\\//]",
  "BinaryExpression[left.name='API_BASE']",
  'Literal[value=/^\\/api\\/v1\\//]',
].map((selector) => ({
  selector,
  message: 'No string URLs to the API: call an endpoint of @biclou/contracts/endpoints (api.call, serverCall).',
}));
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
    rules: restrict(
      [
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
      'The web app talks to the API only through its typed client: never db or api internals.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webLayerZones }],
      // disableScc: the precomputed graph only knows files on disk, so linting a text (the boundaries test) crashed.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    // API platform (decisions "Boundaries: API platform"): the HTTP, auth, config, mail, sms, rate
    // limit, ssr, deps and job-scheduler plumbing every module stands on imports no module; what it
    // needs from one is handed in from app.ts / main.ts (modules/module-deps.ts, runDueJobs).
    files: ['apps/api/src/platform/**/*.ts'],
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
          ],
        },
      ],
    },
  },
  {
    // API modules: allowed links and public surfaces (API_MODULE_LINKS above).
    files: ['apps/api/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: apiModuleZones }] },
  },
  {
    // No import cycles in apps/api (issue 12). `disableScc` as for the web app and packages/.
    files: ['apps/api/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    // Operations reach the database through their module's repository (issue 12, decisions
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
    },
  },
  {
    // The site must work on plain http too (a LAN demo, a staging server without TLS): browser
    // APIs that exist only in secure contexts are not used (decisions "Sweep: plain http").
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          ['randomUUID', 'crypto.randomUUID exists only in secure contexts: use randomId() from lib/random-id.'],
          ['subtle', 'crypto.subtle exists only in secure contexts (https, localhost).'],
          ['clipboard', 'navigator.clipboard exists only in secure contexts (https, localhost).'],
          ['serviceWorker', 'navigator.serviceWorker exists only in secure contexts (https, localhost).'],
        ].map(([property, message]) => ({ property, message })),
      ],
    },
  },
  {
    // One typed API client (issue 12, decisions "Boundaries: typed API client"): the web calls an
    // endpoint of packages/contracts/src/endpoints.ts (api.call, serverCall), never a string URL.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.ts', ...READS_RAW_REQUEST_URL],
    rules: { 'no-restricted-syntax': ['error', ...NO_API_STRING_URLS, NO_RAW_REQUEST_URL] },
  },
  {
    // The few places that read the raw request's URL on purpose (see NO_RAW_REQUEST_URL).
    files: READS_RAW_REQUEST_URL,
    rules: { 'no-restricted-syntax': ['error', ...NO_API_STRING_URLS] },
  },
  {
    // No import cycles inside the shared packages (issue 12, decisions "Boundaries: db schema and
    // packages"). The import plugin resolves relative imports only (it does not follow our exports
    // maps), which is what a cycle inside a package is made of; between workspaces the one-way
    // rules above already forbid cycles. apps/web and apps/api have their own blocks above. `disableScc`: the cycle search
    // starts from the text being linted, not a graph cached from disk (editors, lintText in tests).
    files: ['packages/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: { 'import/no-cycle': ['error', { disableScc: true }] },
  },
);
