import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBookingDetailResponseSchema,
  AdminBookingListQuerySchema,
  AdminBookingListResponseSchema,
  AdminCancelPreviewResponseSchema,
  AdminCancelRequestSchema,
  AdminDisputeDetailResponseSchema,
  AdminDisputeListQuerySchema,
  AdminDisputeListResponseSchema,
  AdminPayoutDetailResponseSchema,
  AdminPayoutExportQuerySchema,
  AdminPayoutListQuerySchema,
  AdminPayoutListResponseSchema,
  DisputeParamsSchema,
} from '@biclou/contracts/admin-money';
import { BookingParamsSchema, BookingResponseSchema, ResolveDisputeRequestSchema } from '@biclou/contracts/bookings';
import { FailPayoutRequestSchema, PayoutParamsSchema, PayoutResponseSchema } from '@biclou/contracts/payouts';
import { requireAdmin } from '../shared';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { adminBookingCancelPreview, adminCancel, adminGetBooking, adminListBookings } from './admin-bookings';
import { adminGetDispute, adminListDisputes, adminResolveBooking, adminResolveDispute } from './admin-disputes';
import {
  adminFailPayout,
  adminGetPayout,
  adminListPayouts,
  adminProcessPayout,
  exportPayoutsCsv,
} from './admin-payouts';

const tags = ['admin'];
const admin = { guard: 'admin' as const };

/**
 * Admin back office, money side: bookings, payouts, disputes. Every route checks the
 * admin role itself (`requireAdmin`) besides its route guard, and every action goes through the
 * owning module's operation with the audit row written in its transaction.
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- Bookings ----
  app.get(
    '/admin/bookings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: bookings by state, start dates and country; newest requests first; keyset pages',
        querystring: AdminBookingListQuerySchema,
        response: { 200: AdminBookingListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminListBookings(contextOf(request), request.query);
    },
  );

  app.get(
    '/admin/bookings/:bookingId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: a booking with its history, price, payments and refunds, ledger lines and dispute',
        params: BookingParamsSchema,
        response: { 200: AdminBookingDetailResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminGetBooking(contextOf(request), request.params.bookingId);
    },
  );

  app.get(
    '/admin/bookings/:bookingId/cancel-preview',
    {
      config: admin,
      schema: {
        tags,
        summary: "Admin: what canceling now would refund, per choice (the renter's rule or in full), by computeRefund",
        params: BookingParamsSchema,
        response: { 200: AdminCancelPreviewResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminBookingCancelPreview(contextOf(request), request.params.bookingId);
    },
  );

  app.post(
    '/admin/bookings/:bookingId/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: cancel a requested, accepted or paid booking with the refund chosen and a reason (audited)',
        params: BookingParamsSchema,
        body: AdminCancelRequestSchema,
        response: { 200: AdminBookingDetailResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      adminCancel(contextOf(request), requireAdmin(request).user.id, request.params.bookingId, request.body),
  );

  // ---- Payouts ----
  app.get(
    '/admin/payouts',
    {
      config: admin,
      schema: {
        tags,
        summary: "Admin: payouts of a status (pending: the queue, oldest first) with the owner's KYC and masked IBAN",
        querystring: AdminPayoutListQuerySchema,
        response: { 200: AdminPayoutListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminListPayouts(contextOf(request), request.query);
    },
  );

  app.get(
    '/admin/payouts/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: the payouts created in a period (UTC dates, inclusive) as CSV, formula-injection safe',
        querystring: AdminPayoutExportQuerySchema,
        response: { 200: z.string(), ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { from, to } = request.query;
      const csv = await exportPayoutsCsv(contextOf(request), from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/payouts/:payoutId',
    {
      config: admin,
      schema: {
        tags,
        summary: "Admin: one payout with its bookings, the owner's bank account (masked) and KYC, and ledger lines",
        params: PayoutParamsSchema,
        response: { 200: AdminPayoutDetailResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminGetPayout(contextOf(request), request.params.payoutId);
    },
  );

  app.post(
    '/admin/payouts/:payoutId/process',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Admin: send a pending payout through the payout provider (idempotent); 409 once processed or failed; 503 when the provider does not answer (nothing changes)',
        params: PayoutParamsSchema,
        response: { 200: PayoutResponseSchema, ...errors(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => adminProcessPayout(contextOf(request), requireAdmin(request).user.id, request.params.payoutId),
  );

  app.post(
    '/admin/payouts/:payoutId/fail',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: mark a pending payout as failed with a reason; the amount returns to the available balance',
        params: PayoutParamsSchema,
        body: FailPayoutRequestSchema,
        response: { 200: PayoutResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      adminFailPayout(contextOf(request), requireAdmin(request).user.id, request.params.payoutId, request.body.reason),
  );

  // ---- Disputes ----
  app.get(
    '/admin/disputes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: disputes, newest first, optionally open or resolved; keyset pages',
        querystring: AdminDisputeListQuerySchema,
        response: { 200: AdminDisputeListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminListDisputes(contextOf(request), request.query);
    },
  );

  app.get(
    '/admin/disputes/:disputeId',
    {
      config: admin,
      schema: {
        tags,
        summary: "Admin: a dispute with the renter's explanation, the booking, both parties and its ledger lines",
        params: DisputeParamsSchema,
        response: { 200: AdminDisputeDetailResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminGetDispute(contextOf(request), request.params.disputeId);
    },
  );

  app.post(
    '/admin/disputes/:disputeId/resolve',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Admin: resolve a dispute with the refund decided (422 above what was paid); the rest is credited at once (audited)',
        params: DisputeParamsSchema,
        body: ResolveDisputeRequestSchema,
        response: { 200: AdminDisputeDetailResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      adminResolveDispute(contextOf(request), requireAdmin(request).user.id, request.params.disputeId, request.body),
  );

  app.post(
    '/admin/bookings/:bookingId/resolve-dispute',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Admin: resolve a booking's open dispute with the refund decided; the rest is credited at once (audited)",
        params: BookingParamsSchema,
        body: ResolveDisputeRequestSchema,
        response: { 200: BookingResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      adminResolveBooking(contextOf(request), requireAdmin(request).user.id, request.params.bookingId, request.body),
  );
};
