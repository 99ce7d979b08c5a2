import type { Endpoint } from '@biclou/contracts/endpoints';
import { retryWait } from '@biclou/domain/retry-wait';
import { endpointUrl, type CallInput, type ResponseOf } from './api-endpoint';
import { API_BASE, API_LANGUAGE_HEADER, CSRF_HEADER } from './constants';

export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError; aborted?: boolean };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  /** The caller shows this request's errors itself (inline); no generic toast. */
  quiet?: boolean;
  /**
   * A 403 this caller shows itself (e.g. a booking's party asking for the other side's action):
   * when it says yes, no forbidden page. Other 403s still show it.
   */
  inlineForbidden?: (error: ApiError) => boolean;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  isLoggedIn(): boolean;
  /** 401 while logged in: forget the user (spec §8). */
  onUnauthorized(): void;
  /** 403: show the forbidden page (spec §8). */
  onForbidden(): void;
  notifyError(title: string): void;
  /** UI string by key: 'errors.login-to-continue', 'errors.something-went-wrong'; `count` picks the plural. */
  t(key: string, options?: { count: number }): string;
  /** Translation of an exact English server message, or the message itself. */
  translateMessage(message: string): string;
}

export interface ApiClient {
  /** One endpoint of the contracts' table (`endpoints.login`), its path, body and answer typed by it. */
  call<E extends Endpoint>(
    endpoint: E,
    ...input: {} extends CallInput<E> ? [(CallInput<E> & RequestOptions)?] : [CallInput<E> & RequestOptions]
  ): Promise<ApiResult<ResponseOf<E>>>;
  /** The raw request under `call`: apps/web calls endpoints, never string URLs (lint). */
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: string }).name === 'AbortError';
}

function readApiError(json: unknown): ApiError | null {
  const error = (json as { error?: Partial<ApiError> } | null)?.error;
  return error && typeof error.message === 'string'
    ? { code: String(error.code ?? 'error'), message: error.message, fields: error.fields }
    : null;
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Every 429 in the reader's language, with the wait its Retry-After gives ("try again in 15
 * minutes"), worded by the same rule as the API's English message. Null without the header.
 */
function rateLimitedMessage(res: Response, t: ApiClientOptions['t']): string | null {
  const seconds = Number(res.headers.get('retry-after'));
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const { count, unit } = retryWait(seconds);
  return t(`errors.rate-limited-${unit}`, { count });
}

/**
 * The browser's API client (spec §7 and §8): one call, no retries, the session cookie
 * included, and one place where error responses turn into toasts or pages.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const baseUrl = options.baseUrl ?? API_BASE;

  function build(
    method: HttpMethod,
    body: unknown,
  ): { method: HttpMethod; headers: Record<string, string>; body?: BodyInit } {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [API_LANGUAGE_HEADER.name]: API_LANGUAGE_HEADER.value,
      [CSRF_HEADER.name]: CSRF_HEADER.value,
    };
    if (body === undefined) return { method, headers };
    if (body instanceof FormData) {
      // Multipart bodies cannot be PUT by every stack: POST with a method override.
      if (method === 'PUT') {
        body.append('_method', 'PUT');
        return { method: 'POST', headers, body };
      }
      return { method, headers, body };
    }
    headers['Content-Type'] = 'application/json';
    return { method, headers, body: JSON.stringify(body) };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const init = build(method, body);
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, { ...init, credentials: 'include', signal: opts.signal });
    } catch (err) {
      if (isAbort(err)) return { ok: false, status: 0, aborted: true, error: { code: 'aborted', message: 'aborted' } };
      // The browser's own words ("Failed to fetch", "NetworkError when…") are English whatever the page's language.
      const message = options.t('errors.network');
      if (!opts.quiet) options.notifyError(message);
      return { ok: false, status: 0, error: { code: 'network', message } };
    }

    const json = await readJson(res);
    if (res.ok) return { ok: true, status: res.status, data: json as T };

    const apiError = readApiError(json);
    const error: ApiError = apiError ?? { code: String(res.status), message: res.statusText };
    const waitMessage = res.status === 429 ? rateLimitedMessage(res, options.t) : null;
    if (waitMessage) error.message = waitMessage;
    if (res.status === 401 && options.isLoggedIn()) {
      options.onUnauthorized();
      options.notifyError(options.t('errors.login-to-continue'));
      return { ok: false, status: 401, error };
    }
    if (res.status === 403 && !opts.inlineForbidden?.(error)) {
      options.onForbidden();
      return { ok: false, status: 403, error };
    }
    if (res.status === 422 || opts.quiet) return { ok: false, status: res.status, error };

    const title =
      waitMessage ??
      (apiError
        ? options.translateMessage(apiError.message)
        : res.statusText || options.t('errors.something-went-wrong'));
    options.notifyError(title || options.t('errors.something-went-wrong'));
    return { ok: false, status: res.status, error };
  }

  function call<E extends Endpoint>(
    endpoint: E,
    ...[input]: [(CallInput<E> & RequestOptions)?]
  ): Promise<ApiResult<ResponseOf<E>>> {
    const { body, signal, quiet, inlineForbidden, ...url } = (input ?? {}) as { body?: unknown } & RequestOptions &
      Parameters<typeof endpointUrl>[1];
    return request<ResponseOf<E>>(endpoint.method, endpointUrl(endpoint, url), body, {
      signal,
      quiet,
      inlineForbidden,
    });
  }

  return { call, request };
}
