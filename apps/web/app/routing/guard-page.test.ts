import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerApi } from '../lib/server-api';
import { guardPage } from './guard-page.server';

const userOf = (role: 'user' | 'admin', emailVerified = true) => ({ id: 'u1', role, emailVerified });

function args(
  url: string,
  pattern: string,
  params: Record<string, string> = {},
  user: unknown = null,
  cookie = 'biclou_token=t',
): LoaderFunctionArgs {
  const api: ServerApi = {
    request: vi.fn(async () =>
      user ? { status: 200, headers: {}, json: { user } } : { status: 401, headers: {}, json: null },
    ),
  };
  const request = new Request(`http://site.test${url}`, { headers: user ? { cookie } : {} });
  return { request, url: new URL(request.url), pattern, params, context: { api } } as unknown as LoaderFunctionArgs;
}

async function thrown(
  promise: Promise<unknown>,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('location') };
    const d = e as { init?: { status?: number }; data?: unknown };
    return { status: d.init?.status ?? 0, data: d.data };
  }
  throw new Error('did not throw');
}

describe('guardPage (layout loaders)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends visitors of an auth page to login, in their locale', async () => {
    expect(await thrown(guardPage(args('/fr/account?tab=1', '/fr/account')))).toEqual({
      status: 302,
      location: '/fr/auth/login?redirect=%2Ffr%2Faccount%3Ftab%3D1',
    });
  });

  it('lets members in and sends them away from guest pages', async () => {
    await expect(guardPage(args('/account', '/account', {}, userOf('user')))).resolves.toBeNull();
    expect(await thrown(guardPage(args('/auth/login', '/auth/login', {}, userOf('user'))))).toMatchObject({
      status: 302,
      location: '/dashboard/trips',
    });
  });

  it('answers 403 in the admin area to anyone but admins', async () => {
    expect(await thrown(guardPage(args('/admin/users', '/admin/users', {}, userOf('user'))))).toMatchObject({
      status: 403,
    });
    expect(await thrown(guardPage(args('/admin', '/admin')))).toMatchObject({ status: 403 });
    await expect(guardPage(args('/admin', '/admin', {}, userOf('admin')))).resolves.toBeNull();
  });

  it('asks for a verified email on pages that need one', async () => {
    const id = '3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b';
    expect(
      await thrown(
        guardPage(args(`/listing/${id}/steps`, '/listing/:listingId/steps', { listingId: id }, userOf('user', false))),
      ),
    ).toMatchObject({ status: 403, data: { reason: 'verify-email' } });
  });

  it('lets visitors open the public /messages and /listing/create (spec §2)', async () => {
    for (const path of ['/messages', '/listing/create', '/fr/messages', '/fr/listing/create'])
      await expect(guardPage(args(path, path))).resolves.toBeNull();
  });

  it('fails route validation with 404 Page Not Found and the path', async () => {
    expect(await thrown(guardPage(args('/member/not-a-uuid', '/member/:userId', { userId: 'not-a-uuid' })))).toEqual({
      status: 404,
      data: { message: 'Page Not Found', path: '/member/not-a-uuid', reason: 'invalid-route' },
    });
  });

  it('leaves the dev mailbox to the API, whatever NODE_ENV the renderer runs with (npm start: production)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(await guardPage(args('/dev/mailbox', '/dev/mailbox'))).toBeNull();
  });
});
