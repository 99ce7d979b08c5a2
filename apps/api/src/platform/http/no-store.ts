import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentedToken } from '../auth/auth-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-rendered page of the site (register-ssr.ts). */
    sitePage?: boolean;
  }
}

const NO_STORE = 'no-store';

/**
 * What no cache may keep (decisions "Sweep: private answers are not stored"): every API answer
 * (the user, bookings, payouts, tokens…) unless its route chose a policy, and every page rendered
 * for someone who presents a session, whatever the page set.
 */
function mustNotStore(request: FastifyRequest, alreadySet: boolean): boolean {
  if (request.routeOptions.config?.sitePage) return presentedToken(request) !== null;
  return request.url.startsWith('/api/v1/') && !alreadySet;
}

export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotStore(request, reply.hasHeader('cache-control'))) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
