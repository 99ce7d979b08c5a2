import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
    ['packages/contracts/src/x.ts', "import { isProfileComplete } from '@biclou/domain/profile';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(0);
  });
});

async function ruleErrors(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('web app layers (issue 12)', () => {
  const layerErrors = (file: string, code: string) => ruleErrors('import/no-restricted-paths', file, code);

  it.each([
    ['apps/web/app/lib/x.ts', "import { useApi } from '../shell/api-context';"],
    ['apps/web/app/lib/i18n/x.ts', "import { useSession } from '../../shell/session-context';"],
    ['apps/web/app/lib/x.ts', "import { BOOKING_ACTION_REQUEST } from '../features/bookings/use-booking-action';"],
    ['apps/web/app/components/x.tsx', "import { useToast } from '../shell/toasts/toast-context';"],
    ['apps/web/app/components/ui/x.tsx', "import { SearchPage } from '../../features/search/search-page';"],
    ['apps/web/app/features/search/x.tsx', "import { StatusBadge } from '../listings/status-badge';"],
    ['apps/web/app/features/listings/page/x.tsx', "import { SearchPage } from '../../search/search-page';"],
    ['apps/web/app/features/account/x.tsx', "import { BookingList } from '../bookings/booking-list';"],
    // The links that predated the rule are gone (issue 12): no feature pair is allowed any more.
    ['apps/web/app/features/account/x.tsx', "import { BankingSection } from '../payouts/banking-section';"],
    ['apps/web/app/features/bookings/x.tsx', "import { BookingReviewPanel } from '../reviews/booking-review-panel';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/app/components/x.tsx', "import { cn } from '../lib/cn';"],
    ['apps/web/app/features/search/x.tsx', "import { useApi } from '../../shell/api-context';"],
    ['apps/web/app/features/search/x.tsx', "import { ListingCard } from '../../components/listing-card';"],
    ['apps/web/app/features/search/x.tsx', "import { SearchMap } from '../maps/search-map';"],
    ['apps/web/app/features/listings/page/x.tsx', "import { coverFirst } from '../photos/reorder';"],
    ['apps/web/app/shell/x.tsx', "import { useLogout } from '../features/auth/use-logout';"],
    // A route module composes areas.
    ['apps/web/app/routes/dashboard/x.tsx', "import { BankingSection } from '../../features/payouts/banking-section';"],
  ])('%s may: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(0);
  });

  it('an import cycle in the web app fails (import/no-cycle)', async () => {
    // lib/api-client.ts imports lib/constants.ts: constants importing the client back closes a loop.
    const code =
      "import { createApiClient } from './api-client';\nexport const API_BASE = '/api/v1';\nexport const client = createApiClient;";
    expect(await ruleErrors('import/no-cycle', 'apps/web/app/lib/constants.ts', code)).toHaveLength(1);
    expect(
      await ruleErrors('import/no-cycle', 'apps/web/app/lib/constants.ts', "export const API_BASE = '/api/v1';"),
    ).toHaveLength(0);
  });
});

describe('API platform imports no module (issue 12)', () => {
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
  ])('the web app may not: %s', async (code) => {
    const [result] = await eslint.lintText(code, { filePath: 'apps/web/app/features/x.ts' });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties')).toHaveLength(1);
  });
});

describe('no import cycles in packages/', () => {
  const cycleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle');
  };

  // Each file imports a real sibling that already imports it (directly or through others).
  it.each([
    ['packages/db/src/schema/reference.ts', "import { users } from './users';\nexport const u = users;"],
    ['packages/db/src/schema/users.ts', "import { bookings } from './bookings';\nexport const b = bookings;"],
    [
      'packages/domain/src/pricing.ts',
      "import { settleDispute } from './dispute-settlement';\nexport const s = settleDispute;",
    ],
    ['packages/contracts/src/dates.ts', "import { BookingSchema } from './bookings';\nexport const b = BookingSchema;"],
  ])('%s may not close a cycle: %s', async (file, code) => {
    expect(await cycleErrors(file, code)).toHaveLength(1);
  });

  it('an import down the layers is fine', async () => {
    expect(
      await cycleErrors(
        'packages/db/src/schema/bookings.ts',
        "import { users } from './users';\nexport const u = users;",
      ),
    ).toHaveLength(0);
  });
});

describe('one typed API client (issue 12)', () => {
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

describe('API module links and public surfaces (issue 12)', () => {
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
      'may import only catalog, media, members',
    ],
    [`${M}/search/x.ts`, "import { runDueJobs } from '../run-due-jobs';", 'may import only bookings'],
    // A listed module, but one of its internal files instead of its index.ts.
    [`${M}/stripe-webhooks/x.ts`, "import { postLedger } from '../money/ledger-repository';", 'public surface'],
    [`${M}/reviews/x.ts`, "import type { BookingRow } from '../bookings/booking-repository';", 'public surface'],
    [`${M}/bookings/x.ts`, "import { listingTitle } from '../listings/listing-view';", 'public surface'],
  ])('%s may not: %s', async (file, code, reason) => {
    const errors = await linkErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    [`${M}/bookings/x.ts`, "import { postLedger } from '../money';"],
    [`${M}/bookings/x.ts`, "import { listingTitle } from '../listings';"],
    [`${M}/bookings/x.ts`, "import { lockBooking } from './booking-repository';"],
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

  it('an import cycle in the API fails (import/no-cycle)', async () => {
    // pay-booking.ts imports booking-repository.ts: the repository importing it back closes a loop.
    const repository = `${M}/bookings/booking-repository.ts`;
    const back = "import { payBooking } from './pay-booking';\nexport const pay = payBooking;";
    expect(await ruleErrors('import/no-cycle', repository, back)).toHaveLength(1);
    // money below bookings: importing bookings back would be a cycle across modules as well as a forbidden link.
    const up = "import { publishPaid } from '../bookings';\nexport const p = publishPaid;";
    expect(await ruleErrors('import/no-cycle', `${M}/money/provider-payments.ts`, up)).toHaveLength(1);
    expect(await ruleErrors('import/no-cycle', repository, 'export const x = 1;')).toHaveLength(0);
  });
});

describe('operations reach the database through their repository (issue 12)', () => {
  const ormErrors = (file: string, code: string) => ruleErrors('@typescript-eslint/no-restricted-imports', file, code);

  it.each([
    ['apps/api/src/modules/bookings/cancel-booking.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/cancel-booking.ts', "import { sql, type SQL } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/jobs/credit-balances.ts', "import { bookings } from '@biclou/db/schema';"],
    ['apps/api/src/modules/reviews/routes.ts', "import { and, desc } from 'drizzle-orm';"],
    ['apps/api/src/modules/x/x.ts', "import { pgTable } from 'drizzle-orm/pg-core';"],
    ['apps/api/src/platform/mail/x.ts', "import { outbox } from '@biclou/db/schema';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await ormErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/modules/bookings/booking-repository.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/modules/members/repository.ts', "import { users } from '@biclou/db/schema';"],
    ['apps/api/src/modules/bookings/jobs/timer-repository.ts', "import { and, sql } from 'drizzle-orm';"],
    ['apps/api/src/platform/db/x.ts', "import { sql } from 'drizzle-orm';"],
    ['apps/api/src/modules/bookings/x.test.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/test/x.ts', "import { bookings } from '@biclou/db/schema';"],
    ['apps/api/src/modules/bookings/cancel-booking.ts', "import type { Tx } from '@biclou/db/client';"],
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
      "import type { BookingRow } from '@biclou/api/modules/bookings/booking-repository';",
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
      `${M}/bookings/booking-repository.ts`,
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
