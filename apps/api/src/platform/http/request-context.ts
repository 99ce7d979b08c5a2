import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

/** What an operation needs to know about the request, without the request object itself. */
export interface RequestContext {
  deps: Deps;
  ip: string;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { deps: request.server.deps, ip: request.ip, userAgent: request.headers['user-agent'], log: request.log };
}
