import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuerySchema, OutboxResponseSchema } from '@biclou/contracts/dev';
import { listOutbox } from './repository';
import { timeTravelRoutes } from './time-travel-routes';

/**
 * Development only (never registered in production): the mail and SMS that went to the outbox,
 * for the dev mailbox page and the end-to-end tests.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(timeTravelRoutes);
  app.get(
    '/dev/outbox',
    {
      config: { guard: 'local-or-admin' },
      schema: {
        tags: ['dev'],
        summary: 'Outbox messages, newest first (development only)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => {
      const { limit } = request.query;
      const to = request.query.to;
      // An unencoded "+33…" arrives as " 33…" (then trimmed): digits alone are a phone number.
      const recipient = !to ? undefined : to.includes('@') ? to.toLowerCase() : /^\d+$/.test(to) ? `+${to}` : to;
      const rows = await listOutbox(app.deps.db, recipient, limit);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          text: m.text,
          html: m.html,
          locale: m.locale,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
