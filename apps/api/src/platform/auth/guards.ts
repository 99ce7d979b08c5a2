import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { SessionRow, UserRow } from './session-repository';

/** Guard `auth`: a signed-in user (banned accounts never get this far: their sessions do not resolve). */
export function requireUser(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw AppError.unauthenticated();
  return { user: request.user, session: request.session };
}

/** Guard `verified`: a signed-in user whose email is confirmed. */
export function requireVerified(request: FastifyRequest) {
  const auth = requireUser(request);
  if (!auth.user.emailVerifiedAt) throw AppError.emailNotVerified();
  return auth;
}

/** Guard `role-admin`. */
export function requireAdmin(request: FastifyRequest) {
  const auth = requireUser(request);
  if (auth.user.role !== 'admin') throw AppError.forbidden();
  return auth;
}
