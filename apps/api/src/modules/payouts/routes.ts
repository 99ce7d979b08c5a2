import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankingResponseSchema,
  CreatePayoutRequestSchema,
  EarningsResponseSchema,
  PayableListingsResponseSchema,
  PayoutListResponseSchema,
  PayoutParamsSchema,
  PayoutResponseSchema,
  UpdateBankingRequestSchema,
} from '@biclou/contracts/payouts';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { getBanking, refreshVerification, startVerification, updateBanking } from './banking';
import { getPayout, listMyPayouts, monthlyEarnings, payableBookings } from './get-payouts';
import { requestPayout } from './request-payout';

const tags = ['payouts'];

/** Banking details and KYC, earnings, payouts, payouts (the admin's actions: modules/admin/money). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/banking',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My bank details (IBAN masked but for its last 4), KYC status and missing profile fields',
        response: { 200: BankingResponseSchema, ...errors(401) },
      },
    },
    async (request) => getBanking(contextOf(request), requireUser(request).user.id),
  );

  app.put(
    '/me/banking',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'Save my bank details (IBAN and BIC checked with ibantools) with the current password (422 on currentPassword when wrong, 429 after too many); a new account must be verified again',
        body: UpdateBankingRequestSchema,
        response: { 200: BankingResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request) => updateBanking(contextOf(request), requireUser(request).user, request.body),
  );

  app.post(
    '/me/banking/verify',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'Start KYC with the payout provider (sandbox: at once; Stripe: an onboarding link); needs a complete profile',
        response: { 200: BankingResponseSchema, ...errors(401, 409, 503) },
      },
    },
    async (request) => startVerification(contextOf(request), requireUser(request).user.id),
  );

  app.post(
    '/me/banking/refresh',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Ask the payout provider where my verification stands',
        response: { 200: BankingResponseSchema, ...errors(401, 409, 503) },
      },
    },
    async (request) => refreshVerification(contextOf(request), requireUser(request).user.id),
  );

  app.get(
    '/me/earnings',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'What was credited to my balance each month, the last 12 months (Europe/Paris)',
        response: { 200: EarningsResponseSchema, ...errors(401) },
      },
    },
    async (request) => monthlyEarnings(contextOf(request), requireUser(request).user.id),
  );

  app.get(
    '/me/payouts/available',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My credited bookings in no payout yet, per listing',
        response: { 200: PayableListingsResponseSchema, ...errors(401) },
      },
    },
    async (request) => payableBookings(contextOf(request), requireUser(request).user.id),
  );

  app.get(
    '/me/payouts',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'My payouts, newest first',
        response: { 200: PayoutListResponseSchema, ...errors(401) },
      },
    },
    async (request) => listMyPayouts(contextOf(request), requireUser(request).user.id),
  );

  app.post(
    '/me/payouts',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          'Ask for a payout of credited bookings of one listing (complete profile, valid bank details, KYC verified); 409 when a booking is already in a payout',
        body: CreatePayoutRequestSchema,
        response: { 201: PayoutResponseSchema, ...errors(401, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestPayout(contextOf(request), requireUser(request).user.id, request.body)),
  );

  app.get(
    '/me/payouts/:payoutId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'One payout; its owner or an admin, anyone else gets 404',
        params: PayoutParamsSchema,
        response: { 200: PayoutResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return getPayout(contextOf(request), { id: user.id, role: user.role }, request.params.payoutId);
    },
  );
};
