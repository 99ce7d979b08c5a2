import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE_NAME } from '@biclou/contracts/auth';
import { AppError } from '../http/app-error';
import { siteOrigin } from '../mail/links';
import { findActiveSession, idleCutoff, touchSession, type SessionRow, type UserRow } from './session-repository';
import { sha256 } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never looks at a session (browser reports): none is resolved, no origin is checked. */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, or null. Use the guards in guards.ts rather than reading it directly. */
    user: UserRow | null;
    session: SessionRow | null;
    /** How the session was presented: the browser cookie or an API client's bearer token. */
    authVia: 'cookie' | 'bearer' | null;
  }
}

/** last_used_at is refreshed at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session token a request presents: `Authorization: Bearer`, else the cookie. */
export function presentedToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return { token: auth.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE_NAME];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A cookie travels with any request the browser makes, even one a hostile page triggers; a custom
 * header or our own Origin cannot be forged cross-site. SSR calls (in-process inject) say so by header,
 * which a cross-site form cannot set either.
 */
function isSameSiteRequest(request: FastifyRequest, ownOrigin: string): boolean {
  if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return true;
  if (request.headers['x-biclou-ssr'] === '1') return true;
  const origin = request.headers.origin;
  return origin !== undefined && (origin === ownOrigin || origin === `${request.protocol}://${request.host}`);
}

/** Resolves the session of every API request (cookie or bearer) and checks the origin of cookie-authenticated changes. */
export function registerAuth(app: FastifyInstance) {
  const { deps } = app;
  const ownOrigin = siteOrigin(deps.config);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.sessionless) return;
    const presented = presentedToken(request);
    if (!presented || presented.token.length > 200) return;
    const now = deps.clock.now();
    const found = await findActiveSession(
      deps.db,
      sha256(presented.token),
      idleCutoff(now, deps.config.SESSION_IDLE_DAYS),
    );
    if (!found) return;
    request.user = found.user;
    request.session = found.session;
    request.authVia = presented.via;
    if (presented.via === 'cookie' && STATE_CHANGING.has(request.method) && !isSameSiteRequest(request, ownOrigin)) {
      throw AppError.badOrigin();
    }
    if (now.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchSession(deps.db, found.session.id, now, request.ip);
    }
  });
}
