import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuerySchema, AuditResponseSchema } from '@biclou/contracts/admin';
import { errors } from '../../../platform/http/schemas';
import { listAudit } from './list-audit';
import { requireAdmin } from './require-admin';

const tags = ['admin'];

/** The audit log of admin actions. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary:
          'Admin actions, newest first (`cursor` = the previous nextCursor); objectType + objectId give one object’s history. Admins only: 401 signed out, 403 for others.',
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAudit(app.deps.db, request.query);
    },
  );
};
