import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BalanceResponseSchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingParamsSchema,
  BookingQuoteQuerySchema,
  BookingQuoteResponseSchema,
  BookingResponseSchema,
  CancelPreviewResponseSchema,
  ConfirmPaymentRequestSchema,
  CreateBookingRequestSchema,
  CreateBookingResponseSchema,
  DisputeResponseSchema,
  OpenDisputeRequestSchema,
  PayBookingRequestSchema,
  PayBookingResponseSchema,
  ReasonRequestSchema,
} from '@biclou/contracts/bookings';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { acceptBooking } from './operations/accept-booking';
import { cancelBooking } from './operations/cancel-booking';
import { cancelPreview } from './operations/cancel-preview';
import { confirmPayment } from './operations/confirm-payment';
import { getBalance } from './operations/get-balance';
import { getBooking, listMyBookings } from './operations/get-booking';
import { openDispute } from './operations/open-dispute';
import { payBooking } from './operations/pay-booking';
import { quoteBooking } from './operations/quote-booking';
import { rejectBooking } from './operations/reject-booking';
import { requestBooking } from './operations/request-booking';

const tags = ['bookings'];
const parties = 'Its renter or its owner; anyone else gets 404.';
const statusesOf = (q: { status?: string | string[] }) =>
  (q.status === undefined ? undefined : Array.isArray(q.status) ? q.status : [q.status]) as never;

/** Bookings: quote, request, the two dashboards, owner and renter actions, payment, disputes, balance. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/quote',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary:
          'Server-computed price of dates and accessories (priceBooking + current settings), and the rules they break',
        querystring: BookingQuoteQuerySchema,
        response: { 200: BookingQuoteResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) =>
      quoteBooking(
        contextOf(request),
        request.user ? { id: request.user.id, phoneVerifiedAt: request.user.phoneVerifiedAt } : null,
        request.query.listingId,
        request.query,
      ),
  );

  app.post(
    '/bookings',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary:
          "Request a booking, accepted at once when the listing books instantly and the renter meets its conditions; 409 'This listing is not available at the given dates', 422 with the rule's message otherwise",
        body: CreateBookingRequestSchema,
        response: { 201: CreateBookingResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestBooking(contextOf(request), requireUser(request).user.id, request.body)),
  );

  app.get(
    '/me/trips',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My bookings as renter, optionally filtered by status, with counts per status',
        querystring: BookingListQuerySchema,
        response: { 200: BookingListResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) =>
      listMyBookings(contextOf(request), requireUser(request).user.id, 'renter', statusesOf(request.query)),
  );

  app.get(
    '/me/bookings',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Bookings of my listings (owner), optionally filtered by status, with counts per status',
        querystring: BookingListQuerySchema,
        response: { 200: BookingListResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) =>
      listMyBookings(contextOf(request), requireUser(request).user.id, 'owner', statusesOf(request.query)),
  );

  app.get(
    '/me/balance',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My balance as owner: pending and available (from the ledger), with history',
        response: { 200: BalanceResponseSchema, ...errors(401) },
      },
    },
    async (request) => getBalance(contextOf(request), requireUser(request).user.id),
  );

  app.get(
    '/bookings/:bookingId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `The booking with its history. ${parties}`,
        params: BookingParamsSchema,
        response: { 200: BookingResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => getBooking(contextOf(request), requireUser(request).user.id, request.params.bookingId),
  );

  app.get(
    '/bookings/:bookingId/cancel-preview',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `The exact refund if the caller canceled now (computeRefund). ${parties}`,
        params: BookingParamsSchema,
        response: { 200: CancelPreviewResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => cancelPreview(contextOf(request), requireUser(request).user.id, request.params.bookingId),
  );

  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (ctx: ReturnType<typeof contextOf>, userId: string, bookingId: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    app.post(
      `/bookings/:bookingId/${path}`,
      {
        config: { guard: 'auth' },
        schema: {
          tags,
          summary,
          params: BookingParamsSchema,
          body,
          response: { 200: BookingResponseSchema, ...errors(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        run(
          contextOf(request),
          requireUser(request).user.id,
          request.params.bookingId,
          request.body as z.output<B>,
        ) as never,
    );

  action(
    'accept',
    `Owner: accept a request; overlapping requests are rejected and their renters told; 409 'This listing is not available at the given dates'. ${parties}`,
    ReasonRequestSchema,
    (ctx, userId, id) => acceptBooking(ctx, userId, id),
  );
  action(
    'reject',
    `Owner: reject a request with an optional reason. ${parties}`,
    ReasonRequestSchema,
    (ctx, userId, id, body) => rejectBooking(ctx, userId, id, body?.reason || null),
  );
  action(
    'cancel',
    `Renter (requested, accepted: no money; paid: computeRefund) or owner (paid: full refund, counted on the profile). ${parties}`,
    ReasonRequestSchema,
    (ctx, userId, id, body) => cancelBooking(ctx, userId, id, body?.reason || null),
  );

  app.post(
    '/bookings/:bookingId/pay',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `Renter: pay an accepted booking (idempotent by idempotencyKey); 402 payment_declined leaves it payable. ${parties}`,
        params: BookingParamsSchema,
        body: PayBookingRequestSchema,
        response: { 200: PayBookingResponseSchema, ...errors(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      payBooking(contextOf(request), requireUser(request).user.id, request.params.bookingId, request.body),
  );

  app.post(
    '/bookings/:bookingId/pay/confirm',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `Renter: complete a payment that answered requires_action. ${parties}`,
        params: BookingParamsSchema,
        body: ConfirmPaymentRequestSchema,
        response: { 200: PayBookingResponseSchema, ...errors(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      confirmPayment(contextOf(request), requireUser(request).user.id, request.params.bookingId, request.body),
  );

  app.post(
    '/bookings/:bookingId/disputes',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `Renter: open a dispute (paid, ongoing or completed, until the owner is credited); it blocks the credit. ${parties}`,
        params: BookingParamsSchema,
        body: OpenDisputeRequestSchema,
        response: { 201: DisputeResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await openDispute(contextOf(request), requireUser(request).user.id, request.params.bookingId, request.body),
        ),
  );
};
