import type { Endpoint } from '@biclou/contracts/endpoints';
import * as endpoints from '@biclou/contracts/endpoints';
import type { Me } from '@biclou/contracts/account';
import { endpointUrl, type CallInput, type ResponseOf } from './api-endpoint';
import { API_BASE, SESSION_COOKIE } from './constants';
import { readCookie } from './cookies';
import { parisToday } from '@biclou/domain/paris-calendar';

/** What the API server passes to loaders (apps/api/src/ssr/server-api.ts): the API in process. */
export interface ServerApi {
  request(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Record<string, unknown>; json: unknown }>;
}

declare module 'react-router' {
  interface AppLoadContext {
    api: ServerApi;
    /** This request's id (the `x-request-id` header): the 500 page shows it for the user to quote. */
    requestId?: string;
    /** This response's CSP nonce (apps/api/src/platform/http/csp.ts): every inline script carries it. */
    nonce?: string;
    /** The marketplace's clock at this request (the API's deps.clock): a page's "today" reads it, never the machine's. */
    now?: Date;
  }
}

/** Today on the marketplace's calendar (Paris), by the API's clock when the server passed it. */
export function serverToday(context: { now?: Date }): string {
  return parisToday(context.now ?? new Date());
}

interface ServerResult<T> {
  status: number;
  data: T | null;
}

type ServerAnswer = Awaited<ReturnType<ServerApi['request']>>;

/** The API's raw answer to one endpoint of the contracts' table, with the visitor's cookie, during server rendering. */
export function serverAnswer<E extends Endpoint>(
  api: ServerApi,
  endpoint: E,
  ...[input]: {} extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ServerAnswer> {
  const call = (input ?? {}) as { body?: unknown };
  return api.request(
    endpoint.method,
    `${API_BASE}${endpointUrl(endpoint, input as Parameters<typeof endpointUrl>[1])}`,
    call.body,
  );
}

/** One endpoint of the contracts' table (`endpoints.getListing`), typed by it: its data on a 2xx, else null. */
export async function serverCall<E extends Endpoint>(
  api: ServerApi,
  endpoint: E,
  ...input: {} extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ServerResult<ResponseOf<E>>> {
  const res = await serverAnswer(api, endpoint, ...input);
  return { status: res.status, data: res.status >= 200 && res.status < 300 ? (res.json as ResponseOf<E>) : null };
}

/** A session exists when the token cookie (or a bearer header) is present (spec §4). */
export function hasSession(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), SESSION_COOKIE) || request.headers.get('authorization'));
}

/** The visitor's account, or null: GET /user only when a session exists (spec §7). */
export async function loadSessionUser(api: ServerApi, request: Request): Promise<Me | null> {
  if (!hasSession(request)) return null;
  const res = await serverCall(api, endpoints.getUser);
  return res.data?.user ?? null;
}

/**
 * The page's own URL, as React Router would have normalised it: without the `.data` suffix of a
 * data request (`/_root.data` is `/`), its `_routes` parameter, or an empty `index` (an index
 * route's form). Loaders and actions read the request through this: React Router passes the raw
 * request to them (`future.v8_passThroughRequests`, react-router.config.ts), which saves building
 * two new `Request`s per loader on every page.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/';
  url.searchParams.delete('_routes');
  if (url.searchParams.has('index')) {
    const kept = url.searchParams.getAll('index').filter(Boolean);
    url.searchParams.delete('index');
    for (const value of kept) url.searchParams.append('index', value);
  }
  return url;
}
