import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './api-client';

/** A client over a scripted fetch, with spies for its hooks (tests only). */
type Call = { url: string; init: RequestInit };

export function setup(respond: (call: Call) => Response | Promise<Response>, loggedIn = true) {
  const calls: Call[] = [];
  const hooks = {
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    notifyError: vi.fn(),
  };
  const options: ApiClientOptions = {
    ...hooks,
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    isLoggedIn: () => loggedIn,
    t: (key) => `t(${key})`,
    translateMessage: (m) => (m === 'Cannot delete : you have unfinished bookings.' ? 'Suppression impossible' : m),
  };
  return { api: createApiClient(options), calls, ...hooks };
}

export const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, message: string, fields?: Record<string, string[]>) =>
  json(status, { error: { code: 'x', message, fields } });
