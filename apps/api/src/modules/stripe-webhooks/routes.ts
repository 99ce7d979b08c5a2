import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { createStripeClient } from '../money';
import { handleStripeWebhook } from './handle-webhook';

const WebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.string().nullable(),
});

/**
 * Stripe's webhook endpoint. Its own plugin, so that the body arrives as raw bytes (the signature
 * covers them exactly) without changing how other routes parse JSON. No session and no CSRF
 * header: Stripe authenticates by signature.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = app.deps.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.deps.config) : null;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/stripe/webhook',
    {
      config: { guard: 'public' },
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET): payment_intent.*, refunds, account.updated, payout.*; each event id is applied once',
        response: { 200: WebhookResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) =>
      handleStripeWebhook(
        contextOf(request),
        stripe!,
        Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        request.headers['stripe-signature'] as string | undefined,
      ),
  );
};
