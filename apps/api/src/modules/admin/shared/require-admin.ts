import type { FastifyRequest } from 'fastify';
import { requireAdmin as requireAdminRole } from '../../../platform/auth/guards';

/**
 * Every admin route checks the role itself, on top of the route table's `guard: 'admin'`:
 * 401 signed out, 403 for a member. Returns the admin and their session.
 *
 *   async (request) => { const { user: admin } = requireAdmin(request); … }
 */
export function requireAdmin(request: FastifyRequest) {
  return requireAdminRole(request);
}
