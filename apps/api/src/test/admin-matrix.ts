import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '@biclou/db/client';
import { adminActions } from '@biclou/db/schema';
import type { TestApp } from './build-test-app';
import { signedInUser } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminCall {
  method: Method;
  url: string;
  payload?: unknown;
}

const sessions = new WeakMap<TestApp, Promise<{ admin: Headers; member: Headers }>>();
type Headers = Record<string, string>;

/** One admin and one member per test app, signed in once and shared by every matrix check. */
function matrixSessions(t: TestApp) {
  let found = sessions.get(t);
  if (!found) {
    found = (async () => ({
      admin: (await signedInUser(t, { role: 'admin' })).headers,
      member: (await signedInUser(t)).headers,
    }))();
    sessions.set(t, found);
  }
  return found;
}

/**
 * The authorization matrix of an admin route: anonymous 401, a member
 * 403 (`forbidden`), an admin 2xx. The admin call really runs: give a url and payload that
 * succeed (or pass `adminStatus` when the admin's answer is not 2xx, e.g. 404 for a missing id).
 * Returns the admin's response.
 */
export async function expectAdminOnly(t: TestApp, call: AdminCall, opts: { adminStatus?: number } = {}) {
  const { admin, member } = await matrixSessions(t);
  const payload = call.payload as never;
  const anonymous = await t.app.inject({ ...call, payload, headers: { 'x-requested-with': 'biclou' } });
  expect(anonymous.statusCode, `${call.method} ${call.url} signed out`).toBe(401);
  const forbidden = await t.app.inject({ ...call, payload, headers: member });
  expect(forbidden.statusCode, `${call.method} ${call.url} as a member`).toBe(403);
  expect(forbidden.json().error.code).toBe('forbidden');
  const allowed = await t.app.inject({ ...call, payload, headers: admin });
  if (opts.adminStatus !== undefined)
    expect(allowed.statusCode, `${call.method} ${call.url} as an admin: ${allowed.body}`).toBe(opts.adminStatus);
  else {
    expect(allowed.statusCode, `${call.method} ${call.url} as an admin: ${allowed.body}`).toBeGreaterThanOrEqual(200);
    expect(allowed.statusCode, `${call.method} ${call.url} as an admin: ${allowed.body}`).toBeLessThan(300);
  }
  return allowed;
}

/**
 * Asserts the audit log has a row for this action on this object and
 * returns the newest one, so a test can check `adminId`, `before`, `after` and `reason`.
 */
export async function expectAudited(db: DbOrTx, q: { action: string; objectType: string; objectId: string }) {
  const rows = await db
    .select()
    .from(adminActions)
    .where(
      and(
        eq(adminActions.action, q.action),
        eq(adminActions.objectType, q.objectType),
        eq(adminActions.objectId, q.objectId),
      ),
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  expect(rows.length, `an audit row ${q.action} on ${q.objectType} ${q.objectId}`).toBeGreaterThan(0);
  return rows[0]!;
}
