import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** What we accept from a proxy in front: a short token, never anything a log or a page could misread. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Every request's id: the one a reverse proxy or load balancer sent in `x-request-id` when it is a
 * short safe token (so one id follows the request through every hop), else a new UUID. Fastify puts
 * it on every log line of the request (`reqId`).
 */
export function requestIdOf(raw: RawRequestDefaultExpression): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : crypto.randomUUID();
}

/** Returns the id in a header on every response, pages and API alike, so that a user can quote it. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
