import Stripe from 'stripe';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  FAKE_STRIPE_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from './fake-stripe-server';

/** A fresh fake Stripe API and an app built against it with PAYMENT_PROVIDER=stripe. */
export async function startStripeTestApp(): Promise<{ fake: FakeStripe; t: TestApp }> {
  const fake = await startFakeStripe();
  return { fake, t: await buildTestApp({}, stripeEnv(fake)) };
}

const signer = new Stripe(FAKE_STRIPE_KEY);

/** Delivers an event as Stripe does: the raw JSON and its signature header (the SDK's test helper). */
export function deliverStripeEvent(t: TestApp, event: object, secret = FAKE_STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
