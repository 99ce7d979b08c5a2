import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ErrorResponseSchema } from '@biclou/contracts/errors';
import { AppError } from '../http/app-error';
import { isLocalOrAdmin } from './local-or-admin';
import { requireAdmin, requireUser, requireVerified } from './guards';

/**
 * Who may call an API operation. Every route under /api/v1 names one in `config.guard`; the app
 * refuses to start when one does not (decisions "Sweep: API guards match the site's").
 * - `public`: anyone.
 * - `auth`: a signed-in user (401).
 * - `verified`: a signed-in user whose email is confirmed (401, then 403 `email_not_verified`).
 * - `admin`: a signed-in admin (401, then 403).
 * - `local-or-admin`: an admin, or a request made on this machine (local-or-admin.ts; 404 otherwise).
 */
export const API_GUARDS = ['public', 'auth', 'verified', 'admin', 'local-or-admin'] as const;
export type ApiGuard = (typeof API_GUARDS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: ApiGuard;
  }
}

type GuardedBy = Exclude<ApiGuard, 'public'>;
const GUARD_DOCS: Record<GuardedBy, string> = {
  auth: 'A signed-in user',
  verified: 'A signed-in user whose email is confirmed',
  admin: 'A signed-in admin',
  'local-or-admin': 'A signed-in admin, or any request made on the server itself (loopback address)',
};

/**
 * The OpenAPI security schemes (app.ts `components.securitySchemes`): one per guard, by cookie
 * (`auth`) or bearer token (`auth-bearer`), so the document names each operation's guard.
 */
export const SECURITY_SCHEMES = Object.fromEntries(
  (Object.entries(GUARD_DOCS) as [GuardedBy, string][]).flatMap(([guard, who]) => [
    [guard, { type: 'apiKey', in: 'cookie', name: 'biclou_token', description: `${who} (session cookie).` }],
    [`${guard}-bearer`, { type: 'http', scheme: 'bearer', description: `${who} (Authorization: Bearer).` }],
  ]),
);

const HOOKS: Record<GuardedBy, (request: FastifyRequest) => void> = {
  auth: (request) => void requireUser(request),
  verified: (request) => void requireVerified(request),
  admin: (request) => void requireAdmin(request),
  'local-or-admin': (request) => {
    if (!isLocalOrAdmin(request)) throw AppError.notFound();
  },
};

/** What the OpenAPI says of a guard: no security for public operations, else its cookie and bearer schemes. */
function securityOf(guard: ApiGuard) {
  return guard === 'public' ? [] : [{ [guard]: [] }, { [`${guard}-bearer`]: [] }];
}

/** The hooks made here, so a route copied from another (the _method twin) is not guarded twice. */
const guardHooks = new WeakSet<onRequestHookHandler>();

/** The answers a guard may give, per guard, documented on every operation that has it. */
const GUARD_ANSWERS: Record<ApiGuard, number[]> = {
  public: [],
  auth: [401],
  verified: [401, 403],
  admin: [401, 403],
  'local-or-admin': [404],
};

function documentGuard(schema: { security?: unknown; response?: Record<string, unknown> }, guard: ApiGuard) {
  schema.security = securityOf(guard);
  if (!schema.response) return;
  for (const status of GUARD_ANSWERS[guard]) schema.response[status] ??= ErrorResponseSchema;
}

function withGuardHook(route: RouteOptions, guard: ApiGuard): RouteOptions['onRequest'] {
  const existing = (route.onRequest ? [route.onRequest].flat() : []).filter((h) => !guardHooks.has(h));
  if (guard === 'public') return existing.length ? existing : undefined;
  const check = HOOKS[guard];
  // Runs before the body is read or validated: a caller without the right never learns its shape.
  const hook: onRequestHookHandler = async (request) => check(request);
  guardHooks.add(hook);
  return [hook, ...existing];
}

/**
 * Applies the declared guard of every route of this scope as its first onRequest hook and
 * writes it into the OpenAPI (`security`). A route without a guard stops the boot.
 */
export function enforceRouteGuards(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    const guard = route.config?.guard;
    if (!guard || !API_GUARDS.includes(guard)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no guard: add config: { guard: ${API_GUARDS.map((g) => `'${g}'`).join(' | ')} }`,
      );
    }
    route.onRequest = withGuardHook(route, guard);
    if (route.schema) documentGuard(route.schema as { security?: unknown; response?: Record<string, unknown> }, guard);
  });
}
