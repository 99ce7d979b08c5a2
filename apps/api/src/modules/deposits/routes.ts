import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingParamsSchema, BookingResponseSchema } from '@biclou/contracts/bookings';
import {
  AdminClaimListResponseSchema,
  AnswerClaimRequestSchema,
  DecideClaimRequestSchema,
  DepositResponseSchema,
  FileClaimRequestSchema,
} from '@biclou/contracts/deposits';
import { requireAdmin, requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { loadBookingSettings, toBooking } from '../bookings';
import { answerClaim } from './answer-claim';
import { decideClaim } from './decide-claim';
import { fileClaim } from './file-claim';
import { refuseHandover } from './refuse-handover';
import { adminOpenClaims, bookingForDepositViewer, depositView } from './deposit-view';

const tags = ['deposits'];
const viewerOf = (request: Parameters<typeof requireUser>[0]) => {
  const { user } = requireUser(request);
  return { id: user.id, isAdmin: user.role === 'admin' };
};

/** The deposit card hold and damage claims (decisions "Deposit holds and claims"). */
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
    '/bookings/:bookingId/deposit/refuse-handover',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'The owner refuses the handover because the deposit hold was declined: the booking is canceled without penalty and the renter refunded in full.',
        params: BookingParamsSchema,
        response: { 200: BookingResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const userId = requireUser(request).user.id;
      const row = await refuseHandover(ctx, userId, request.params.bookingId);
      return { booking: await toBooking(ctx.deps.db, row, userId, await loadBookingSettings(ctx.deps.db)) };
    },
  );

  app.get(
    '/admin/deposit-claims',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary:
          'The open damage claims, oldest first, each with its live hold and whether the booking has its check-in and check-out reports.',
        response: { 200: AdminClaimListResponseSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminOpenClaims(contextOf(request).deps.db);
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
