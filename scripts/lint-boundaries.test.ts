import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['apps/web/app/routes/x.tsx', "import { openDb } from '@biclou/db/client';"],
    ['apps/web/app/routes/x.tsx', "import { buildApp } from '@biclou/api/app';"],
    ['apps/web/app/routes/x.tsx', "import { buildApp } from '../../../api/src/app';"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/domain/src/x.ts', "import pg from 'pg';"],
    ['packages/domain/src/x.ts', "import { users } from '@biclou/db/schema';"],
    ['packages/contracts/src/x.ts', "import { users } from '@biclou/db/schema';"],
    ['packages/db/src/x.ts', "import { buildApp } from '@biclou/api/app';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/app/routes/x.tsx', "import { MeSchema } from '@biclou/contracts/account';"],
    ['apps/api/src/x.ts', "import { openDb } from '@biclou/db/client';"],
    ['packages/contracts/src/x.ts', "import { missingProfileFields } from '@biclou/domain/profile';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(0);
  });
});

async function ruleErrors(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('web app layers', () => {
  const layerErrors = (file: string, code: string) => ruleErrors('import/no-restricted-paths', file, code);

  it.each([
    ['apps/web/app/lib/x.ts', "import { AppProviders } from '../shell/app-providers';"],
    ['apps/web/app/lib/x.ts', "import { useApi } from '../context/api-context';"],
    ['apps/web/app/lib/i18n/x.ts', "import { useSession } from '../../context/session-context';"],
    ['apps/web/app/lib/x.ts', "import { BOOKING_ACTION_REQUEST } from '../features/bookings/use-booking-action';"],
    ['apps/web/app/routing/x.ts', "import { SearchPage } from '../features/search/search-page';"],
    ['apps/web/app/components/x.tsx', "import { useToast } from '../context/toasts/toast-context';"],
    ['apps/web/app/components/x.tsx', "import { SiteHeader } from '../shell/chrome/site-header';"],
    ['apps/web/app/components/ui/x.tsx', "import { SearchPage } from '../../features/search/search-page';"],
    // context is shared state below the features: it imports lib and routing, nothing above.
    ['apps/web/app/context/x.tsx', "import { useLogout } from '../features/auth/use-logout';"],
    ['apps/web/app/context/x.tsx', "import { AppProviders } from '../shell/app-providers';"],
    ['apps/web/app/context/x.tsx', "import { loader } from '../routes/home';"],
    ['apps/web/app/context/x.tsx', "import { Button } from '../components/ui/button';"],
    // A feature sits below the shell: the shell composes it.
    ['apps/web/app/features/search/x.tsx', "import { SiteHeader } from '../../shell/chrome/site-header';"],
    ['apps/web/app/features/search/x.test.tsx', "import { AppProviders } from '../../shell/app-providers';"],
    ['apps/web/app/features/search/x.tsx', "import { StatusBadge } from '../listings/status-badge';"],
    ['apps/web/app/features/listings/page/x.tsx', "import { SearchPage } from '../../search/search-page';"],
    ['apps/web/app/features/account/x.tsx', "import { BookingList } from '../bookings/booking-list';"],
    // The links that predated the rule are gone: no feature pair is allowed any more.
    ['apps/web/app/features/account/x.tsx', "import { BankingSection } from '../payouts/banking-section';"],
    ['apps/web/app/features/bookings/x.tsx', "import { BookingReviewPanel } from '../reviews/booking-review-panel';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/app/components/x.tsx', "import { cn } from '../lib/cn';"],
    ['apps/web/app/context/x.tsx', "import { createApiClient } from '../lib/api-client';"],
    ['apps/web/app/context/x.tsx', "import { useSession } from './session-context';"],
    ['apps/web/app/features/search/x.tsx', "import { useApi } from '../../context/api-context';"],
    ['apps/web/app/features/search/x.tsx', "import { deferred } from '../../components/deferred';"],
    ['apps/web/app/features/search/x.tsx', "import { ListingCard } from '../../components/listing-card';"],
    ['apps/web/app/features/search/x.tsx', "import { SearchMap } from '../maps/search-map';"],
    ['apps/web/app/features/listings/page/x.tsx', "import { coverFirst } from '../photos/reorder';"],
    // A feature's own test may drive the route loader it feeds.
    ['apps/web/app/features/search/x.test.ts', "import { loader } from '../../routes/search';"],
    ['apps/web/app/shell/x.tsx', "import { useLogout } from '../features/auth/use-logout';"],
    ['apps/web/app/shell/x.tsx', "import { useUser } from '../context/session-context';"],
    ['apps/web/app/layouts/x.tsx', "import { SiteHeader } from '../shell/chrome/site-header';"],
    // A route module composes areas.
    ['apps/web/app/routes/dashboard/x.tsx', "import { BankingSection } from '../../features/payouts/banking-section';"],
    ['apps/web/app/routes/admin/x.tsx', "import { useApi } from '../../context/api-context';"],
  ])('%s may: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(0);
  });
});

describe('API platform imports no module', () => {
  const platformErrors = (file: string, code: string) => ruleErrors('import/no-restricted-paths', file, code);

  it.each([
    ['apps/api/src/platform/auth/x.ts', "import type { UserRow } from '../../modules/users/user-repository';"],
    ['apps/api/src/platform/x.ts', "import { createModuleDeps } from '../modules/module-deps';"],
    ['apps/api/src/platform/jobs/x.ts', "import { runDueJobs } from '../../modules/run-due-jobs';"],
    // The payment providers are built by the money module and handed in (modules/module-deps.ts).
    ['apps/api/src/platform/deps-factory.ts', "import { createMoneyDeps } from '../modules/money';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await platformErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/modules/users/x.ts', "import type { UserRow } from '../../platform/auth/session-repository';"],
    ['apps/api/src/modules/index.ts', "import { startJobScheduler } from '../platform/jobs/scheduler';"],
    ['apps/api/src/platform/auth/x.ts', "import { AppError } from '../http/app-error';"],
  ])('%s may: %s', async (file, code) => {
    expect(await platformErrors(file, code)).toHaveLength(0);
  });
});

describe('secure-context-only browser APIs', () => {
  it.each([
    'const id = crypto.randomUUID();',
    'const id = globalThis.crypto.randomUUID();',
    'void window.crypto.subtle.digest("SHA-256", new Uint8Array());',
    'void navigator.clipboard.writeText("x");',
    'void navigator.serviceWorker.register("/sw.js");',
  ])('the web app may not: %s', async (code) => {
    const [result] = await eslint.lintText(code, { filePath: 'apps/web/app/features/x.ts' });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties')).toHaveLength(1);
  });

  it.each([
    ['void navigator.serviceWorker.register("/sw.js");', 0],
    ['void navigator.clipboard.writeText("x");', 1],
    ['const x = (1.5).toFixed(1);', 1],
  ])('the service worker registration (behind isSecureContext) may: %s (errors: %i)', async (code, errors) => {
    const [result] = await eslint.lintText(code, { filePath: 'apps/web/app/lib/pwa/service-worker-client.ts' });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties')).toHaveLength(errors);
  });
});

/**
 * No import cycle in the repository, type-only and dynamic imports included (dependency-cruiser,
 * .dependency-cruiser.mjs, run by `npm run lint:cycles`). Each case copies real files into a tree of
 * its own and writes one of them so that it imports back a file that already imports it; one
 * cruise over all the trees, with the repository's configuration, must report exactly that loop.
 */
describe('no import cycles (dependency-cruiser)', () => {
  const W = 'apps/web/app';
  const M = 'apps/api/src/modules';
  const P = 'apps/api/src/platform';
  /** Each case: the files copied as they are, the file written, its text, and the loop's files. */
  const cases: [string, string[], string, string, string[]][] = [
    [
      'a value import closing a loop in lib',
      [`${W}/lib/api-client.ts`],
      `${W}/lib/constants.ts`,
      "import { createApiClient } from './api-client';\nexport const API_BASE = '/api/v1';\nexport const client = createApiClient;",
      [`${W}/lib/api-client.ts`, `${W}/lib/constants.ts`],
    ],
    [
      'the root data typed from the root module (import type)',
      [`${W}/root.tsx`],
      `${W}/context/root-data.ts`,
      "import type { loader } from '../root';\nexport type RootData = Awaited<ReturnType<typeof loader>>;",
      [`${W}/root.tsx`, `${W}/context/root-data.ts`],
    ],
    [
      'a control loaded by import() typing its props from its loader',
      [`${W}/shell/chrome/lazy-shell.tsx`],
      `${W}/shell/chrome/theme-switcher.tsx`,
      "import type { ThemeSwitcher as Self } from './lazy-shell';\nexport const ThemeSwitcher: typeof Self = () => null;",
      [`${W}/shell/chrome/lazy-shell.tsx`, `${W}/shell/chrome/theme-switcher.tsx`],
    ],
    [
      'a type re-exported back (export type … from)',
      [`${P}/deps.ts`],
      `${P}/page-cache/page-cache.ts`,
      "export type { Deps as PageCacheDeps } from '../deps';\nexport interface PageCache { invalidate(): void }",
      [`${P}/deps.ts`, `${P}/page-cache/page-cache.ts`],
    ],
    [
      'a repository importing its operation (API)',
      [`${M}/bookings/operations/pay-booking.ts`],
      `${M}/bookings/repositories/booking-repository.ts`,
      "import { payBooking } from '../operations/pay-booking';\nexport const pay = payBooking;\nexport const findBooking = () => null;",
      [`${M}/bookings/repositories/booking-repository.ts`, `${M}/bookings/operations/pay-booking.ts`],
    ],
    [
      'a table importing a table that references it (packages)',
      ['packages/db/src/schema/bookings.ts'],
      'packages/db/src/schema/users.ts',
      "import { bookings } from './bookings';\nexport const b = bookings;\nexport const users = {};",
      ['packages/db/src/schema/bookings.ts', 'packages/db/src/schema/users.ts'],
    ],
  ];
  /** The same files, as they are in the repository: no loop. */
  const clean = [`${W}/root.tsx`, `${W}/context/root-data.ts`, `${P}/deps.ts`, `${P}/page-cache/page-cache.ts`];

  let tree = '';
  let cycles: string[][] = [];
  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const place = (at: string, file: string, text = readFileSync(file, 'utf8')) => {
      mkdirSync(dirname(join(tree, at, file)), { recursive: true });
      writeFileSync(join(tree, at, file), text);
    };
    cases.forEach(([, copied, written, text], i) => {
      for (const file of copied) place(`case-${i}`, file);
      place(`case-${i}`, written, text);
    });
    for (const file of clean) place('clean', file);
    const cli = join(process.cwd(), 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const config = join(process.cwd(), '.dependency-cruiser.mjs');
    const run = spawnSync(process.execPath, [cli, '.', '--config', config, '--output-type', 'json'], {
      cwd: tree,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const result = JSON.parse(run.stdout) as {
      summary: { violations: { rule: { name: string }; cycle?: ({ name: string } | string)[] }[] };
    };
    cycles = result.summary.violations
      .filter((v) => v.rule.name === 'no-import-cycle')
      .map((v) => (v.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name)));
  }, 120_000);
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it.each(cases.map((c, i) => [c[0], i, c[4]] as const))('%s fails lint', (_case, i, loop) => {
    const found = cycles.filter((cycle) => cycle.every((file) => file.startsWith(`case-${i}/`)));
    expect(found.map((cycle) => cycle.map((file) => file.slice(`case-${i}/`.length)).sort())).toEqual([
      [...loop].sort(),
    ]);
  });

  it('the same files as they are make no loop', () => {
    expect(cycles.filter((cycle) => cycle.some((file) => file.startsWith('clean/')))).toEqual([]);
  });

  it('npm run lint cruises the whole repository', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain('npm run lint:cycles');
    expect(scripts['lint:cycles']).toMatch(/^depcruise \. --config \.dependency-cruiser\.mjs\b/);
  });
});

describe('one typed API client', () => {
  const urlErrors = (file: string, code: string) => ruleErrors('no-restricted-syntax', file, code);

  it.each([
    ['apps/web/app/features/x/x.tsx', "void api.request('POST', '/auth/login', body);"],
    [
      'apps/web/app/features/x/x.tsx',
      "void api.request<{ listing: OwnerListing }>('PUT', `/listings/${id}/price`, body);",
    ],
    ['apps/web/app/routes/x.tsx', "void fetch('/api/v1/user');"],
    ['apps/web/app/routes/x.tsx', 'void fetch(`${API_BASE}/bookings/${id}`);'],
    ['apps/web/app/routes/x.tsx', "void fetch(API_BASE + '/user');"],
  ])('%s may not: %s', async (file, code) => {
    expect(await urlErrors(file, code)).toEqual([
      'No string URLs to the API: call an endpoint of @biclou/contracts/endpoints (api.call, serverCall).',
    ]);
  });

  it.each([
    ['apps/web/app/features/x/x.tsx', 'void api.call(endpoints.login, { body, quiet: true });'],
    [
      'apps/web/app/routes/x.tsx',
      "void serverCall(context.api, endpoints.getListing, { params: { listingId: 'x' } });",
    ],
    ['apps/web/app/routes/x.tsx', 'void fetch(`${API_BASE}${endpointUrl(endpoints.getBooking, { params })}`);'],
  ])('%s may: %s', async (file, code) => {
    expect(await urlErrors(file, code)).toHaveLength(0);
  });
});

describe('API module links and public surfaces', () => {
  const linkErrors = (file: string, code: string) => ruleErrors('import/no-restricted-paths', file, code);
  const M = 'apps/api/src/modules';

  it.each([
    // A module that is not in the importer's API_MODULE_LINKS entry.
    [`${M}/bookings/x.ts`, "import { returnPayout } from '../payouts';", 'may import only listings, money, settings'],
    [
      `${M}/bookings/jobs/x.ts`,
      "import { mailPayout } from '../../payouts';",
      'may import only listings, money, settings',
    ],
    [`${M}/money/x.ts`, "import { publishPaid } from '../bookings';", 'imports no other module'],
    // listings ↔ bookings was a cycle: listings asks through deps.listingBookings instead.
    [
      `${M}/listings/x.ts`,
      "import { userHasBookingIn } from '../bookings';",
      'may import only catalog, favourites, media, members',
    ],
    [`${M}/search/x.ts`, "import { runDueJobs } from '../run-due-jobs';", 'may import only bookings'],
    // A listed module, but one of its internal files instead of its index.ts.
    [`${M}/stripe-webhooks/x.ts`, "import { postLedger } from '../money/ledger-repository';", 'public surface'],
    [
      `${M}/reviews/x.ts`,
      "import type { BookingRow } from '../bookings/repositories/booking-repository';",
      'public surface',
    ],
    [`${M}/bookings/x.ts`, "import { listingTitle } from '../listings/listing-view';", 'public surface'],
  ])('%s may not: %s', async (file, code, reason) => {
    const errors = await linkErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    [`${M}/bookings/x.ts`, "import { postLedger } from '../money';"],
    [`${M}/bookings/x.ts`, "import { listingTitle } from '../listings';"],
    [`${M}/bookings/x.ts`, "import { lockBooking } from './repositories/booking-repository';"],
    [`${M}/stripe-webhooks/x.ts`, "import { applyProviderPayment } from '../bookings';"],
    [`${M}/stripe-webhooks/x.ts`, "import { mailPayout } from '../payouts';"],
    [`${M}/payouts/x.ts`, "import { postLedger } from '../money';"],
    [`${M}/dev/x.ts`, "import { runDueJobs } from '../run-due-jobs';"],
    // The composition files import any module; tests compose modules too.
    [`${M}/index.ts`, "import { bookingsRoutes } from './bookings/routes';"],
    [`${M}/module-deps.ts`, "import { createMoneyDeps } from './money';"],
    [`${M}/bookings/x.test.ts`, "import { returnPayout } from '../payouts/decide-payout';"],
  ])('%s may: %s', async (file, code) => {
    expect(await linkErrors(file, code)).toHaveLength(0);
  });
});

describe('operations reach the database through their repository', () => {
  const ormErrors = (file: string, code: string) => ruleErrors('@typescript-eslint/no-restricted-imports', file, code);

  it.each([
    ['apps/api/src/modules/bookings/operations/cancel-booking.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/operations/cancel-booking.ts', "import { sql, type SQL } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/jobs/credit-balances.ts', "import { bookings } from '@biclou/db/schema';"],
    ['apps/api/src/modules/reviews/routes.ts', "import { and, desc } from 'drizzle-orm';"],
    ['apps/api/src/modules/x/x.ts', "import { pgTable } from 'drizzle-orm/pg-core';"],
    ['apps/api/src/platform/mail/x.ts', "import { outbox } from '@biclou/db/schema';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await ormErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/modules/bookings/repositories/booking-repository.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/modules/members/repository.ts', "import { users } from '@biclou/db/schema';"],
    ['apps/api/src/modules/bookings/jobs/timer-repository.ts', "import { and, sql } from 'drizzle-orm';"],
    ['apps/api/src/platform/db/x.ts', "import { sql } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/x.test.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/test/x.ts', "import { bookings } from '@biclou/db/schema';"],
    ['apps/api/src/modules/bookings/operations/cancel-booking.ts', "import type { Tx } from '@biclou/db/client';"],
    ['apps/api/src/modules/bookings/x.ts', "import type { SQL } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/x.ts', "import type { bookings } from '@biclou/db/schema';"],
    ['apps/api/src/modules/bookings/x.ts', "import { type SQL } from 'drizzle-orm';"],
  ])('%s may: %s', async (file, code) => {
    expect(await ormErrors(file, code)).toHaveLength(0);
  });
});

/**
 * Each boundary violation below is written into the tree (as that file's text) and must fail lint
 * with its rule; docs/architecture.md ("Boundary violations lint catches") lists the same ones.
 */
describe('boundary violations lint catches', () => {
  const M = 'apps/api/src/modules';
  const W = 'apps/web/app';
  const SQL = "SQL lives in the module's repository";
  const URL = 'No string URLs to the API';

  it.each([
    // 1-2. A workspace's own package name skips the path-based zones.
    [
      "another module's internal file through @biclou/api",
      `${M}/reviews/x.ts`,
      "import type { BookingRow } from '@biclou/api/modules/bookings/repositories/booking-repository';",
      'no-restricted-imports',
      'skips the boundary rules',
    ],
    [
      "another feature's file through @biclou/web",
      `${W}/features/search/x.tsx`,
      "import { BookingList } from '@biclou/web/app/features/bookings/booking-list';",
      'no-restricted-imports',
      'skips the boundary rules',
    ],
    // 3-6. Every file of apps/api/src is in a zone; the composition root uses a module's index.ts.
    [
      'a helper at the root of apps/api/src',
      'apps/api/src/format-money.ts',
      'export const x = 1;',
      'no-restricted-syntax',
      'belongs to no zone',
    ],
    [
      'a new folder beside modules/ and platform/',
      'apps/api/src/helpers/x.ts',
      'export const x = 1;',
      'no-restricted-syntax',
      'belongs to no zone',
    ],
    [
      'a file at the root of modules/ that is no composition file',
      `${M}/shared.ts`,
      'export const x = 1;',
      'no-restricted-syntax',
      'belongs to no zone',
    ],
    [
      "the composition root importing a module's internal file",
      'apps/api/src/seed-demo-data.ts',
      "import { publicPointOf } from './modules/listings/owned-listing';",
      'import/no-restricted-paths',
      'public surface (modules/listings/index.ts)',
    ],
    // 7-11. Nothing imports the composition root or test code.
    [
      'a module importing app.ts',
      `${M}/bookings/x.ts`,
      "import { buildApp } from '../../app';",
      'import/no-restricted-paths',
      'never a file at the root',
    ],
    [
      'a module importing main.ts through import()',
      `${M}/bookings/x.ts`,
      "export const boot = () => import('../../main');",
      'import/no-restricted-paths',
      'never a file at the root',
    ],
    [
      'a module importing a helper at the root of apps/api/src',
      `${M}/settings/x.ts`,
      "import { operatorNodeEnv } from '../../boot-env';",
      'import/no-restricted-paths',
      'a shared helper belongs in platform/',
    ],
    [
      'a module importing modules/jobs.ts',
      `${M}/search/x.ts`,
      "import { apiJobs } from '../jobs';",
      'import/no-restricted-paths',
      'may import only',
    ],
    [
      'platform importing app.ts',
      'apps/api/src/platform/http/x.ts',
      "import { buildApp } from '../../app';",
      'import/no-restricted-paths',
      'platform imports nothing above it',
    ],
    [
      'a module importing test code',
      `${M}/bookings/x.ts`,
      "import { createUser } from '../../test/helpers';",
      'import/no-restricted-paths',
      'test/ (test-only code)',
    ],
    // 12-14. SQL stays in repositories, whatever the import's form.
    [
      'drizzle-orm through import()',
      `${M}/bookings/cancel-booking.ts`,
      "export const orm = () => import('drizzle-orm');",
      'no-restricted-syntax',
      SQL,
    ],
    [
      'the tables through import()',
      'apps/api/src/platform/mail/x.ts',
      'export const tables = () => import(`@biclou/db/schema`);',
      'no-restricted-syntax',
      SQL,
    ],
    [
      'a computed import() in a module',
      `${M}/bookings/x.ts`,
      "const orm = 'drizzle-orm';\nexport const load = () => import(orm);",
      'no-restricted-syntax',
      'names its file literally',
    ],
    // 15-17. The web calls the API through the endpoint table only.
    [
      'a template-literal API URL',
      `${W}/features/bookings/x.tsx`,
      'void fetch(`/api/v1/bookings/${id}`);',
      'no-restricted-syntax',
      URL,
    ],
    [
      'a URL glued from a base',
      `${W}/features/bookings/x.tsx`,
      "void fetch(base + '/user');",
      'no-restricted-syntax',
      'No URL glued',
    ],
    [
      'api.request with a variable path',
      `${W}/features/bookings/x.tsx`,
      "void api.request('GET', path);",
      'no-restricted-syntax',
      URL,
    ],
    // 18-22. Web layers: what composes features sits above them; lib and components at the bottom.
    [
      'a feature importing a route module',
      `${W}/features/search/x.tsx`,
      "import { loader } from '../../routes/dashboard/dashboard-booking';",
      'import/no-restricted-paths',
      'A feature does not import a route module',
    ],
    [
      'the shell re-exporting a feature',
      `${W}/shell/bookings.ts`,
      "export { BookingList } from '../features/bookings/booking-list';",
      'no-restricted-syntax',
      'The shell does not re-export',
    ],
    [
      'the shell re-exporting an imported feature piece',
      `${W}/shell/bookings.ts`,
      "import { BookingList } from '../features/bookings/booking-list';\nexport { BookingList };",
      'no-restricted-syntax',
      'The shell does not re-export',
    ],
    [
      'lib importing a route module',
      `${W}/lib/x.ts`,
      "import { meta } from '../routes/home';",
      'import/no-restricted-paths',
      'apps/web lib',
    ],
    [
      'components importing a layout',
      `${W}/components/x.tsx`,
      "import { AdminLayout } from '../layouts/admin-layout';",
      'import/no-restricted-paths',
      'apps/web components',
    ],
    [
      'a feature importing a layout',
      `${W}/features/search/x.tsx`,
      "import { SearchLayout } from '../../layouts/search-layout';",
      'import/no-restricted-paths',
      'A feature does not import a route module, a layout',
    ],
    // 24-29. The shell composes features; context (shared state) sits below them, beside components.
    [
      'a feature importing the shell',
      `${W}/features/search/x.tsx`,
      "import { SiteHeader } from '../../shell/chrome/site-header';",
      'import/no-restricted-paths',
      'A feature does not import the shell',
    ],
    [
      "a feature's test importing the shell",
      `${W}/features/messages/x.test.tsx`,
      "import { AppProviders } from '../../shell/app-providers';",
      'import/no-restricted-paths',
      'A feature does not import the shell',
    ],
    [
      'context importing a feature',
      `${W}/context/x.tsx`,
      "import { useLogout } from '../features/auth/use-logout';",
      'import/no-restricted-paths',
      'apps/web context',
    ],
    [
      'context importing the shell',
      `${W}/context/x.tsx`,
      "import { MemberSync } from '../shell/chrome/lazy-shell';",
      'import/no-restricted-paths',
      'apps/web context',
    ],
    [
      'components importing context',
      `${W}/components/x.tsx`,
      "import { useApi } from '../context/api-context';",
      'import/no-restricted-paths',
      'apps/web components',
    ],
    [
      'lib importing context',
      `${W}/lib/x.ts`,
      "import { useSession } from '../context/session-context';",
      'import/no-restricted-paths',
      'apps/web lib',
    ],
    // 30-33. The admin is a zone of its own: nothing outside it reaches an admin area.
    [
      'a module outside the admin zone importing an admin area',
      `${M}/bookings/x.ts`,
      "import { adminMoneyRoutes } from '../admin/money';",
      'import/no-restricted-paths',
      'The admin (modules/admin/) is a zone of its own',
    ],
    [
      'a module linked to admin/shared importing an admin area',
      `${M}/seo/x.ts`,
      "import { adminUsersRoutes } from '../admin/users';",
      'import/no-restricted-paths',
      'a module outside it imports no admin area',
    ],
    [
      'a module outside the admin zone importing admin/shared without the link',
      `${M}/reviews/jobs/x.ts`,
      "import { recordAdminAction } from '../../admin/shared';",
      'import/no-restricted-paths',
      '(the reviews module does not)',
    ],
    [
      'a file at the root of modules/admin/, in no area',
      `${M}/admin/helpers.ts`,
      'export const x = 1;',
      'no-restricted-syntax',
      'belongs to no area of the admin zone',
    ],
    // 34-37. The web's admin zone: features/admin/<area> is imported by the admin's pages only.
    [
      'a page outside the admin importing an admin feature',
      `${W}/routes/dashboard/x.tsx`,
      "import { UserTable } from '../../features/admin/users/user-table';",
      'import/no-restricted-paths',
      'The admin (features/admin/) is a zone of its own',
    ],
    [
      'a feature outside the admin importing an admin feature',
      `${W}/features/bookings/x.tsx`,
      "import { BookingsTable } from '../admin/money/bookings-table';",
      'import/no-restricted-paths',
      'The admin (features/admin/) is a zone of its own',
    ],
    [
      'the shell importing an admin feature',
      `${W}/shell/chrome/x.tsx`,
      "import { AdminSidebar } from '../../features/admin/nav/admin-sidebar';",
      'import/no-restricted-paths',
      'The admin (features/admin/) is a zone of its own',
    ],
    [
      'an admin area importing another admin area',
      `${W}/features/admin/money/x.tsx`,
      "import { UserBadges } from '../users/user-badges';",
      'import/no-restricted-paths',
      'A feature does not import another feature',
    ],
  ])('%s fails lint', async (_violation, file, code, rule, fragment) => {
    const errors = await ruleErrors(rule, file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(fragment);
  });

  it.each([
    [
      'the composition root through a module index',
      'apps/api/src/seed-demo-data.ts',
      "import { publicPointOf } from './modules/listings';",
    ],
    ['a composition file of modules/', `${M}/jobs.ts`, "import { bookingsJobs } from './bookings/jobs/bookings-jobs';"],
    [
      'a shared helper in platform/',
      `${M}/settings/x.ts`,
      "import { createTtlCache } from '../../platform/cache/ttl-cache';",
    ],
    [
      'a repository importing drizzle-orm through import()',
      `${M}/bookings/repositories/booking-repository.ts`,
      "export const orm = () => import('drizzle-orm');",
    ],
    [
      'platform loading the web build by its path',
      'apps/api/src/platform/ssr/x.ts',
      'export const load = (file: string) => import(file);',
    ],
    [
      'a page link glued in a template',
      `${W}/features/handover/x.tsx`,
      'export const to = (base: string) => `${base}/checkin`;',
    ],
    [
      'the raw request with an endpoint URL',
      `${W}/lib/server-api.ts`,
      'void api.request(endpoint.method, `${API_BASE}${endpointUrl(endpoint, input)}`);',
    ],
    ['the shell declaring its export in place', `${W}/shell/x.tsx`, 'export function Chrome() { return null; }'],
    [
      'a feature reading shared state from context',
      `${W}/features/search/x.tsx`,
      "import { useApi } from '../../context/api-context';",
    ],
    [
      'a feature deferring a part',
      `${W}/features/search/x.tsx`,
      "import { deferred } from '../../components/deferred';",
    ],
    [
      'a module linked to admin/shared importing it',
      `${M}/seo/x.ts`,
      "import { recordAdminAction } from '../admin/shared';",
    ],
    [
      'an admin area importing a module it links',
      `${M}/admin/users/x.ts`,
      "import { anonymiseAccount } from '../../account';",
    ],
    ['an admin area importing another it links', `${M}/admin/media/x.ts`, "import { pageOf } from '../money';"],
    [
      'an admin page composing admin features',
      `${W}/routes/admin/x.tsx`,
      "import { UserTable } from '../../features/admin/users/user-table';",
    ],
    [
      'the admin layout importing the admin nav',
      `${W}/layouts/admin-layout.tsx`,
      "import { AdminSidebar } from '../features/admin/nav/admin-sidebar';",
    ],
    [
      'an admin area using the shared admin components',
      `${W}/features/admin/users/x.tsx`,
      "import { AdminPageHeader } from '../../../components/admin/admin-page-header';",
    ],
    [
      'components using routing helpers',
      `${W}/components/x.tsx`,
      "import { isPlainPath } from '../routing/plain-link';",
    ],
  ])('%s passes', async (_case, file, code) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    const boundaryRules = [
      'import/no-restricted-paths',
      'no-restricted-imports',
      'no-restricted-syntax',
      '@typescript-eslint/no-restricted-imports',
    ];
    expect((result?.messages ?? []).filter((m) => boundaryRules.includes(m.ruleId ?? ''))).toEqual([]);
  });
});
