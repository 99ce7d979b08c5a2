import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../web/app/routing/route-table';
import type { GuardName } from '../../../../web/app/routing/route-def';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser, uniqueIp } from '../../test/helpers';
import { PAGE_OPERATIONS } from '../../test/page-operations';
import { API_GUARDS, type ApiGuard } from './route-guards';

/**
 * Every guard the site applies is enforced by the API too, and neither side
 * can drift. Three checks (decisions "Sweep: API guards"):
 * 1. every operation of the OpenAPI declares its guard, and the guard is enforced: called by
 *    someone without the right (signed out, unverified, not an admin, not local) it refuses;
 *    called by someone with it, the guard lets it through;
 * 2. every guarded page of the web route table lists the operations it calls (test/page-operations.ts);
 * 3. each of those operations enforces at least the page's guards.
 */

interface Operation {
  method: string;
  path: string;
  guard: ApiGuard;
  hasBody: boolean;
}

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
/** What each web guard asks of an API operation (`guest` pages are a convenience redirect: no API rule). */
const SATISFIES: Record<GuardName, readonly ApiGuard[]> = {
  auth: ['auth', 'verified', 'admin'],
  'role-user': ['auth', 'verified', 'admin'],
  verified: ['verified'],
  'role-admin': ['admin'],
  guest: API_GUARDS,
};

let t: TestApp;
let operations: Operation[];
type Caller = Awaited<ReturnType<typeof signedInUser>> | null;
let unverified: Caller;
let member: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[]; requestBody?: unknown }>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        if (!op.security) throw new Error(`${method.toUpperCase()} ${path} has no security in the OpenAPI`);
        const guard = (op.security[0] ? Object.keys(op.security[0])[0] : 'public') as ApiGuard;
        return { method: method.toUpperCase(), path, guard, hasBody: Boolean(op.requestBody) };
      }),
    );
  unverified = await signedInUser(t, { verified: false });
  member = await signedInUser(t);
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

async function call(op: Operation, caller: Caller, remoteAddress = uniqueIp()) {
  const res = await t.app.inject({
    method: op.method as never,
    url: op.path.replace(/\{[^}]+\}/g, ZERO_ID),
    remoteAddress,
    headers: caller ? caller.headers : {},
    ...(op.hasBody ? { payload: {} } : {}),
  });
  return { status: res.statusCode, code: (res.json() as { error?: { code?: string } } | null)?.error?.code };
}

/** The guard let the call through: whatever the operation answers next, it is not the guard's refusal. */
const passed = (r: { status: number; code?: string }, refusal: { status: number; code?: string }) =>
  !(r.status === refusal.status && r.code === refusal.code);

describe('API guards (OpenAPI)', () => {
  it('every operation declares a known guard', () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const op of operations) expect(API_GUARDS, `${op.method} ${op.path}`).toContain(op.guard);
  });

  it('the declared guards are the expected ones for the sensitive operations', () => {
    const guardOf = (m: string, p: string) => operations.find((o) => o.method === m && o.path === `/api/v1${p}`)?.guard;
    expect(guardOf('POST', '/listings')).toBe('verified');
    expect(guardOf('POST', '/bookings')).toBe('verified');
    expect(guardOf('GET', '/dev/outbox')).toBe('local-or-admin');
    expect(guardOf('GET', '/admin/payouts')).toBe('admin');
    expect(guardOf('GET', '/user')).toBe('auth');
  });

  it('each guard refuses whoever lacks it and lets through whoever has it', async () => {
    const failures: string[] = [];
    const expectThat = (ok: boolean, what: string) => ok || failures.push(what);
    for (const op of operations) {
      const name = `${op.method} ${op.path} (${op.guard})`;
      const unauthenticated = { status: 401, code: 'unauthenticated' };
      switch (op.guard) {
        case 'public':
          expectThat(passed(await call(op, null), unauthenticated), `${name}: refuses visitors`);
          break;
        case 'auth':
          expectThat(!passed(await call(op, null), unauthenticated), `${name}: answers visitors`);
          expectThat(passed(await call(op, unverified), unauthenticated), `${name}: refuses members`);
          break;
        case 'verified': {
          const notVerified = { status: 403, code: 'email_not_verified' };
          expectThat(!passed(await call(op, null), unauthenticated), `${name}: answers visitors`);
          expectThat(!passed(await call(op, unverified), notVerified), `${name}: answers an unverified member`);
          expectThat(
            passed(await call(op, member), notVerified) && passed(await call(op, member), unauthenticated),
            `${name}: refuses a verified member`,
          );
          break;
        }
        case 'admin': {
          const forbidden = { status: 403, code: 'forbidden' };
          expectThat(!passed(await call(op, null), unauthenticated), `${name}: answers visitors`);
          expectThat(!passed(await call(op, member), forbidden), `${name}: answers a member`);
          expectThat(
            passed(await call(op, admin), forbidden) && passed(await call(op, admin), unauthenticated),
            `${name}: refuses an admin`,
          );
          break;
        }
        case 'local-or-admin': {
          const hidden = { status: 404, code: 'not_found' };
          expectThat(!passed(await call(op, null), hidden), `${name}: answers a remote visitor`);
          expectThat(!passed(await call(op, member), hidden), `${name}: answers a remote member`);
          expectThat(passed(await call(op, admin), hidden), `${name}: refuses a remote admin`);
          expectThat(passed(await call(op, null, '127.0.0.1'), hidden), `${name}: refuses this machine`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('site guards → API guards', () => {
  const guardedPages = ROUTES.filter((r) => r.guards.some((g) => g !== 'guest'));

  it('every guarded page lists the operations it calls', () => {
    expect(guardedPages.length).toBeGreaterThan(20);
    const unlisted = guardedPages.filter((p) => !(p.id in PAGE_OPERATIONS)).map((p) => p.id);
    expect(unlisted, 'add these pages to apps/api/src/test/page-operations.ts').toEqual([]);
    const stale = Object.keys(PAGE_OPERATIONS).filter((id) => !guardedPages.some((p) => p.id === id));
    expect(stale, 'pages in page-operations.ts that are not guarded pages of the route table').toEqual([]);
  });

  it('each operation a page calls enforces at least the page guards', () => {
    const problems: string[] = [];
    for (const page of guardedPages) {
      for (const ref of PAGE_OPERATIONS[page.id] ?? []) {
        const [method, path] = ref.split(' ');
        const op = operations.find((o) => o.method === method && o.path === path);
        if (!op) {
          problems.push(`${page.id}: ${ref} is not in the OpenAPI`);
          continue;
        }
        for (const guard of page.guards) {
          if (!SATISFIES[guard].includes(op.guard))
            problems.push(`${page.id} (${guard}): ${ref} only enforces "${op.guard}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
