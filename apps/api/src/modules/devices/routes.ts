import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceParamsSchema, DevicesResponseSchema } from '@biclou/contracts/devices';
import { requireUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/app-error';
import { errors } from '../../platform/http/schemas';
import { clearSessionCookie } from '../auth';
import { idleCutoff, listActiveSessions, revokeSession } from '../../platform/auth/session-repository';

const tags = ['devices'];

export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/devices',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Every signed-in device (session) of the user',
        response: { 200: DevicesResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      const rows = await listActiveSessions(
        deps.db,
        user.id,
        idleCutoff(deps.clock.now(), deps.config.SESSION_IDLE_DAYS),
      );
      return {
        devices: rows.map((s) => ({
          id: s.id,
          name: s.name,
          ip: s.ip,
          lastUsedAt: s.lastUsedAt.toISOString(),
          createdAt: s.createdAt.toISOString(),
          current: s.id === session.id,
        })),
      };
    },
  );

  app.delete(
    '/devices/:deviceId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Revoke a device: its session ends at once',
        params: DeviceParamsSchema,
        response: { 204: z.null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      // Someone else's device answers exactly like a missing one.
      if (!(await revokeSession(deps.db, user.id, request.params.deviceId, deps.clock.now())))
        throw AppError.notFound('Device not found');
      deps.realtime.endSession(request.params.deviceId);
      if (request.params.deviceId === session.id) clearSessionCookie(reply, deps.config);
      return reply.status(204).send(null);
    },
  );
};
