import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingParamsSchema } from '@biclou/contracts/bookings';
import {
  AnswerClaimRequestSchema,
  DecideClaimRequestSchema,
  DepositResponseSchema,
  FileClaimRequestSchema,
} from '@biclou/contracts/deposits';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { answerClaim, decideClaim, fileClaim } from './deposit-operations';
import { bookingForDepositViewer, depositView } from './deposit-view';

const tags = ['deposits'];
const viewerOf = (request: Parameters<typeof requireUser>[0]) => {
  const { user } = requireUser(request);
  return { id: user.id, isAdmin: user.role === 'admin' };
};

/** The deposit card hold and damage claims (issue 16, decisions "Deposit holds and claims"). */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = async (request: Parameters<typeof requireUser>[0], bookingId: string) => {
    const { deps } = contextOf(request);
    const { row, side } = await bookingForDepositViewer(deps.db, viewerOf(request), bookingId);
    return depositView(deps.db, row, side, deps.clock.now());
  };

  app.get(
    '/bookings/:bookingId/deposit',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "The booking's deposit hold and claim. Its owner, its renter and admins read; anyone else gets 404.",
        params: BookingParamsSchema,
        response: { 200: DepositResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => view(request, request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/deposit/claim',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'The owner files a damage claim: within 48 h of the check-out, up to the deposit held.',
        params: BookingParamsSchema,
        body: FileClaimRequestSchema,
        response: { 200: DepositResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await fileClaim(ctx, requireUser(request).user.id, request.params.bookingId, request.body);
      return view(request, request.params.bookingId);
    },
  );

  app.post(
    '/bookings/:bookingId/deposit/claim/answer',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "The renter answers the owner's claim, once.",
        params: BookingParamsSchema,
        body: AnswerClaimRequestSchema,
        response: { 200: DepositResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await answerClaim(ctx, requireUser(request).user.id, request.params.bookingId, request.body.answer);
      return view(request, request.params.bookingId);
    },
  );

  app.post(
    '/admin/bookings/:bookingId/deposit/decision',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'An admin decides the claim: captures 0 to the claimed amount of the hold; the rest is released.',
        params: BookingParamsSchema,
        body: DecideClaimRequestSchema,
        response: { 200: DepositResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await decideClaim(ctx, requireUser(request).user.id, request.params.bookingId, request.body);
      return view(request, request.params.bookingId);
    },
  );
};
