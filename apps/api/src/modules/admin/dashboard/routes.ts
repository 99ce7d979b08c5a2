import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardQuerySchema, AdminDashboardResponseSchema } from '@biclou/contracts/admin-users';
import { errors } from '../../../platform/http/schemas';
import { requireAdmin } from '../shared';
import { getDashboard } from './get-dashboard';

/** The admin dashboard. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'GMV, revenue (ledger), bookings by state, new users, live listings, pending payouts and disputes for a period (7d, 30d, 12m, custom from/to), with series and what needs attention. Admins only: 401 signed out, 403 for others.',
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminDashboardResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getDashboard(app.deps.db, request.query, app.deps.clock.now());
    },
  );
};
