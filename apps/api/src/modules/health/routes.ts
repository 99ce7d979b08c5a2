import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository';

const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  uptimeS: z.number(),
});

const CheckSchema = z.enum(['ok', 'failing', 'absent']);
const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  checks: z.object({ database: CheckSchema, redis: CheckSchema, storage: CheckSchema }),
});

/** How long a dependency may take to answer before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (kept for existing probes), /api/health/live (the process answers: restart it
 * when this fails) and /api/health/ready (the database, Redis when configured and the media
 * storage answer, and the instance is not draining before a shutdown: send it traffic only then).
 * A load balancer or Kubernetes reads the status code; the body says why.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers (older probes; prefer /api/health/ready)',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      await pingDatabase(app.deps.db);
      return { status: 'ok' as const, db: app.deps.dbKind, uptimeS: Math.round(process.uptime()) };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'The process answers (liveness)',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database, Redis and the media storage answer, and the instance is not draining (readiness)',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const { db, rateLimiter, media } = app.deps;
      const [database, redis, storage] = await Promise.all([
        check(() => pingDatabase(db)),
        rateLimiter.kind === 'redis' ? check(() => rateLimiter.peek('health:ready')) : ('absent' as const),
        check(() => media.ping()),
      ]);
      const checks = { database, redis, storage };
      const failing = Object.values(checks).includes('failing');
      const status = app.draining?.active ? 'draining' : failing ? 'not-ready' : 'ready';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );
};
