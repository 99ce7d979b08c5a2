import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  uptimeS: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: HealthResponseSchema } } }, async () => {
    await pingDatabase(app.deps.db);
    return { status: 'ok' as const, db: app.deps.dbKind, uptimeS: Math.round(process.uptime()) };
  });
};
