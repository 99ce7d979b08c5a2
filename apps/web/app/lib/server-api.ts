import type { Me } from '@biclou/contracts/account';
import { API_BASE, SESSION_COOKIE } from './constants';
import { readCookie } from './cookies';

/** What the API server passes to loaders (apps/api/src/ssr/server-api.ts): the API in process. */
export interface ServerApi {
  request(method: string, url: string, body?: unknown): Promise<{ status: number; headers: Record<string, unknown>; json: unknown }>;
}

declare module 'react-router' {
  interface AppLoadContext {
    api: ServerApi;
  }
}

export interface ServerResult<T> {
  status: number;
  data: T | null;
}

/** GET/POST… an API path (`/user`) with the visitor's cookie, during server rendering. */
export async function serverRequest<T>(api: ServerApi, method: string, path: string, body?: unknown): Promise<ServerResult<T>> {
  const res = await api.request(method, `${API_BASE}${path}`, body);
  return { status: res.status, data: res.status >= 200 && res.status < 300 ? (res.json as T) : null };
}

/** A session exists when the token cookie (or a bearer header) is present (spec §4). */
export function hasSession(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), SESSION_COOKIE) || request.headers.get('authorization'));
}

/** The visitor's account, or null: GET /user only when a session exists (spec §7). */
export async function loadSessionUser(api: ServerApi, request: Request): Promise<Me | null> {
  if (!hasSession(request)) return null;
  const res = await serverRequest<{ user: Me }>(api, 'GET', '/user');
  return res.data?.user ?? null;
}

/** The page's own URL, without React Router's `.data` suffix and `_routes` parameter. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/';
  url.searchParams.delete('_routes');
  return url;
}
