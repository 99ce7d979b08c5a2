import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the instance is shutting down: readiness fails and every answer closes its connection. */
    draining: { active: boolean };
  }
}

/**
 * The draining state: /api/health/ready answers 503 while it is on, so a load balancer stops
 * sending new traffic, and every response says `Connection: close`, so kept-alive clients reconnect
 * to another instance.
 */
export function registerDraining(app: FastifyInstance) {
  app.decorate('draining', { active: false });
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining.active) void reply.header('connection', 'close');
  });
}

/**
 * Shuts the app down without cutting a request short:
 * 1. drain for `drainMs`: still listening and answering, but not ready, so the load balancer takes
 *    the instance out of its pool and connections already queued for it are served, not reset
 *    (closing a listener resets the connections the kernel queued for it);
 * 2. close: no new connection; requests in flight are answered. Node's `server.close()` also closes
 *    connections it counts as idle, and a connection whose request has not been read yet counts as
 *    idle, so idle connections are left alone for `idleGraceMs` and closed only then (kept-alive
 *    clients that stay silent), again every `idleGraceMs` until the server is done.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { drainMs, idleGraceMs = 1_000 }: { drainMs: number; idleGraceMs?: number },
): Promise<void> {
  app.draining.active = true;
  if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const sweeper = setInterval(closeIdle, idleGraceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweeper);
    server.closeIdleConnections = closeIdle;
  }
}
