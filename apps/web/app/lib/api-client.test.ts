import * as endpoints from '@biclou/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, setup } from './api-client.fixture';
import { createApiClient } from './api-client';

describe('api client', () => {
  it('sends credentials, Accept, English as its language, the CSRF header and a JSON body to /api/v1', async () => {
    const { api, calls } = setup(() => json(200, { user: { id: 1 } }));
    const res = await api.request('POST', '/auth/login', { email: 'a@b.c' });
    expect(res).toEqual({ ok: true, status: 200, data: { user: { id: 1 } } });
    const [call] = calls;
    expect(call?.url).toBe('/api/v1/auth/login');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'X-Requested-With': 'biclou',
      'Content-Type': 'application/json',
    });
    expect(call?.init.body).toBe('{"email":"a@b.c"}');
  });

  it('calls an endpoint of the contracts table: method, filled path, body and options', async () => {
    const { api, calls, notifyError } = setup(() => apiError(500, 'Boom'));
    const res = await api.call(endpoints.createReview, {
      params: { bookingId: 'b 1' },
      body: { rating: 5, comment: 'ok' },
      quiet: true,
    });
    expect(res.ok).toBe(false);
    expect(calls[0]?.url).toBe('/api/v1/bookings/b%201/review');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"rating":5,"comment":"ok"}');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('sends a PUT with form data as POST with _method=PUT', async () => {
    const { api, calls } = setup(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('photo', 'x');
    const res = await api.request('PUT', '/listing/1', form);
    expect(res).toEqual({ ok: true, status: 204, data: null });
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.body as FormData).get('_method')).toBe('PUT');
  });

  it('does not retry', async () => {
    const { api, calls } = setup(() => json(500, {}, 'Internal Server Error'));
    await api.request('GET', '/user');
    expect(calls).toHaveLength(1);
  });

  it('401 while logged in: clears the session and asks to log in', async () => {
    const { api, onUnauthorized, notifyError } = setup(() => apiError(401, 'Unauthenticated'));
    const res = await api.request('GET', '/devices');
    expect(res.ok).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notifyError).toHaveBeenCalledWith('t(errors.login-to-continue)');
  });

  it('403 shows the forbidden page without a toast', async () => {
    const { api, onForbidden, notifyError } = setup(() => apiError(403, 'Forbidden'));
    await api.request('GET', '/admin/users');
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('422 goes back to the form with its fields, no toast', async () => {
    const { api, notifyError } = setup(() =>
      apiError(422, 'The given data was invalid.', { email: ['Enter a valid email address.'] }),
    );
    const res = await api.request('POST', '/auth/register', {});
    expect(res).toMatchObject({
      ok: false,
      status: 422,
      error: { fields: { email: ['Enter a valid email address.'] } },
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('other errors toast the translated server message, else the status text, else something-went-wrong', async () => {
    const a = setup(() => apiError(409, 'Cannot delete : you have unfinished bookings.'));
    await a.api.request('DELETE', '/account', { password: 'x' });
    expect(a.notifyError).toHaveBeenCalledWith('Suppression impossible');

    const b = setup(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await b.api.request('GET', '/x');
    expect(b.notifyError).toHaveBeenCalledWith('Bad Gateway');

    const c = setup(() => new Response('', { status: 500 }));
    await c.api.request('GET', '/x');
    expect(c.notifyError).toHaveBeenCalledWith('t(errors.something-went-wrong)');
  });

  it('a quiet request returns the error without a toast', async () => {
    const { api, notifyError } = setup(() => apiError(429, 'Too many attempts. Please try again later.'));
    const res = await api.request('POST', '/auth/login', {}, { quiet: true });
    expect(res).toMatchObject({
      ok: false,
      status: 429,
      error: { message: 'Too many attempts. Please try again later.' },
    });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('every 429 says when to try again, in the reader language, from Retry-After (inline and in toasts)', async () => {
    const limited = (retryAfter: string) =>
      new Response(
        JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' },
        }),
        {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
        },
      );
    const fr = {
      'errors.rate-limited-minute': 'Réessayez dans {{count}} minutes.',
      'errors.rate-limited-hour': 'Réessayez dans {{count}} h.',
      'errors.rate-limited-second': 'Réessayez dans {{count}} s.',
    };
    const client = (retryAfter: string) => {
      const notifyError = vi.fn();
      const api = createApiClient({
        fetch: (async () => limited(retryAfter)) as typeof fetch,
        isLoggedIn: () => true,
        onUnauthorized: vi.fn(),
        onForbidden: vi.fn(),
        notifyError,
        t: (key, options) => (fr[key as keyof typeof fr] ?? key).replace('{{count}}', String(options?.count)),
        translateMessage: (m) => m,
      });
      return { api, notifyError };
    };
    const inline = client('900');
    expect(await inline.api.request('POST', '/auth/login', {}, { quiet: true })).toMatchObject({
      status: 429,
      error: { code: 'rate_limited', message: 'Réessayez dans 15 minutes.' },
    });
    const toast = client('3600');
    await toast.api.request('POST', '/account/phone', {});
    expect(toast.notifyError).toHaveBeenCalledWith('Réessayez dans 1 h.');
    const seconds = client('30');
    expect(await seconds.api.request('POST', '/x', {}, { quiet: true })).toMatchObject({
      error: { message: 'Réessayez dans 30 s.' },
    });
  });

  it('a 401 when logged out is handed back like any other error', async () => {
    const { api, onUnauthorized, notifyError } = setup(() => apiError(401, 'Wrong email or password.'), false);
    await api.request('POST', '/auth/login', {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Wrong email or password.');
  });

  it("network failure says so in the reader's language (never the browser's English), toasted or returned; abort stays silent", async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      new TypeError('NetworkError when attempting to fetch resource.'),
      new Error(''),
    ]) {
      const a = setup(() => Promise.reject(failure));
      expect(await a.api.request('GET', '/x')).toEqual({
        ok: false,
        status: 0,
        error: { code: 'network', message: 't(errors.network)' },
      });
      expect(a.notifyError).toHaveBeenCalledWith('t(errors.network)');
      const quiet = setup(() => Promise.reject(failure));
      expect(await quiet.api.request('GET', '/x', undefined, { quiet: true })).toMatchObject({
        error: { code: 'network', message: 't(errors.network)' },
      });
      expect(quiet.notifyError).not.toHaveBeenCalled();
    }

    const c = setup(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    expect(await c.api.request('GET', '/x')).toMatchObject({ ok: false, aborted: true });
    expect(c.notifyError).not.toHaveBeenCalled();
  });
});
