import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAnonymiseRequestSchema,
  AdminDeviceListQuerySchema,
  AdminDeviceListResponseSchema,
  AdminDeviceParamsSchema,
  AdminRoleRequestSchema,
  AdminSuspendRequestSchema,
  AdminUserDetailResponseSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserParamsSchema,
  AdminUserResponseSchema,
} from '@biclou/contracts/admin-users';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { requireAdmin } from '../shared';
import { listAdminDevices, revokeAdminDevice } from './devices';
import { getAdminUser } from './get-user';
import { listAdminUsers } from './list-users';
import {
  anonymiseAccount,
  resendUserVerification,
  sendUserPasswordReset,
  setUserRole,
  suspendUser,
  unsuspendUser,
} from './user-actions';

const tags = ['admin'];
const adminOnly = 'Admins only: 401 signed out, 403 for others.';
const guard = { guard: 'admin' as const };

/** Admin users and devices. Each route checks the admin role itself. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: guard,
      schema: {
        tags,
        summary: `Users: search (email or name), filters, sort, keyset pages. ${adminOnly}`,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminUsers(app.deps.db, request.query);
    },
  );

  app.get(
    '/admin/users/:userId',
    {
      config: guard,
      schema: {
        tags,
        summary: `A user with every private field, listings, bookings, balance, ledger, payouts and devices. ${adminOnly}`,
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getAdminUser(app.deps.db, request.params.userId);
    },
  );

  const action = <B extends z.ZodType | undefined>(
    path: string,
    summary: string,
    body: B,
    run: (
      input: { ctx: ReturnType<typeof contextOf>; admin: ReturnType<typeof requireAdmin>['user']; userId: string },
      body: B extends z.ZodType ? z.output<B> : undefined,
    ) => Promise<z.infer<typeof AdminUserResponseSchema>>,
    method: 'POST' | 'PUT' = 'POST',
  ) =>
    app.route({
      method,
      url: `/admin/users/:userId/${path}`,
      config: guard,
      schema: {
        tags,
        summary: `${summary} ${adminOnly}`,
        params: AdminUserParamsSchema,
        ...(body ? { body } : {}),
        response: { 200: AdminUserResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const { user: admin } = requireAdmin(request);
        const { userId } = request.params as { userId: string };
        return run({ ctx: contextOf(request), admin, userId }, request.body as never);
      },
    });

  action(
    'suspend',
    'Suspend with a reason: login refused with it, sessions revoked, live listings hidden; audited.',
    AdminSuspendRequestSchema,
    (input, body) => suspendUser(input, body.reason),
  );
  action('unsuspend', 'Reinstate a suspended account; audited.', undefined, (input) => unsuspendUser(input));
  action('resend-verification', 'Send a new email confirmation link (409 if confirmed); audited.', undefined, (input) =>
    resendUserVerification(input),
  );
  action('password-reset', 'Send a password reset link; audited.', undefined, (input) => sendUserPasswordReset(input));
  action(
    'role',
    'Grant or revoke the admin role (never the last admin: 422); audited.',
    AdminRoleRequestSchema,
    (input, body) => setUserRole(input, body.role),
    'PUT',
  );
  action(
    'anonymise',
    'Anonymise (GDPR) as self-deletion does (409 while a booking is unfinished); audited.',
    AdminAnonymiseRequestSchema,
    (input, body) => anonymiseAccount(input, body.confirmEmail),
  );

  app.get(
    '/admin/devices',
    {
      config: guard,
      schema: {
        tags,
        summary: `Signed-in devices across users, most recently used first (keyset pages). ${adminOnly}`,
        querystring: AdminDeviceListQuerySchema,
        response: { 200: AdminDeviceListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminDevices(contextOf(request), request.query);
    },
  );

  app.delete(
    '/admin/devices/:deviceId',
    {
      config: guard,
      schema: {
        tags,
        summary: `Revoke a device: its session ends at once; audited. ${adminOnly}`,
        params: AdminDeviceParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user: admin } = requireAdmin(request);
      await revokeAdminDevice(contextOf(request), admin, request.params.deviceId);
      return reply.status(204).send(null);
    },
  );
};
