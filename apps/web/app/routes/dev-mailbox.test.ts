import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerApi } from '../lib/server-api';
import { loader } from './dev-mailbox';

const message = {
  id: 'm1',
  channel: 'email',
  recipient: 'a@b.test',
  subject: 'Reset your password',
  text: 'x',
  html: null,
  locale: 'en',
  createdAt: '2026-06-01T10:00:00.000Z',
};

function argsWith(status: number) {
  const request = vi.fn(async () => ({
    status,
    headers: {},
    json: status === 200 ? { messages: [message] } : { error: { code: 'not_found' } },
  }));
  const api: ServerApi = { request };
  const req = new Request('http://site.test/dev/mailbox?to=a%40b.test');
  return {
    request,
    args: { request: req, context: { api }, params: {} } as unknown as Parameters<typeof loader>[0] &
      LoaderFunctionArgs,
  };
}

/** The page follows the API's rule (admins or this machine), not the renderer's NODE_ENV. */
describe('/dev/mailbox loader', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the outbox when the API answers, even with a production renderer (npm start)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { args, request } = argsWith(200);
    expect(await loader(args)).toEqual({ to: 'a@b.test', messages: [message] });
    expect(request).toHaveBeenCalledWith('GET', '/api/v1/dev/outbox?to=a%40b.test', undefined);
  });

  it.each([404, 403, 401])('is "Page not found" when the API answers %i', async (status) => {
    const { args } = argsWith(status);
    await expect(loader(args)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
