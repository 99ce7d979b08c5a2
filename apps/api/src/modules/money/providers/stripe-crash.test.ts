import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payments } from '@biclou/db/schema';
import { loadConfig } from '../../../platform/config/config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { act, bookingWorld, requested } from '../../../test/booking-helpers';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/fake-stripe-server';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';

/**
 * A crash between Stripe's answer and our commit (the process dies, the database refuses): the
 * transaction rolls back, and the retry with the same key gets Stripe's first answer again, so
 * nothing is charged or refunded twice.
 */
let fake: FakeStripe;
let t: TestApp;
const crashAfter = { startPayment: 0, refund: 0 };

beforeAll(async () => {
  fake = await startFakeStripe();
  const real = createStripeProvider(createStripeClient(loadConfig({ NODE_ENV: 'test', ...stripeEnv(fake) })));
  const flaky: PaymentProvider = {
    ...real,
    async startPayment(input) {
      const started = await real.startPayment!(input);
      if (crashAfter.startPayment-- > 0) throw new Error('crash after Stripe created the PaymentIntent');
      return started;
    },
    async refund(input) {
      const done = await real.refund(input);
      if (crashAfter.refund-- > 0) throw new Error('crash after Stripe refunded');
      return done;
    },
  };
  t = await buildTestApp({ payments: flaky }, stripeEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Stripe calls survive a crash before our commit', () => {
  it('pay: the retry with the same key finds the same PaymentIntent; cancel: the retry refunds once', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-09-10', '2026-09-12');
    expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
    const key = crypto.randomUUID();
    crashAfter.startPayment = 1;
    expect((await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: key })).statusCode).toBe(500);
    expect(await t.deps.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(0);
    const retry = await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: key });
    expect(retry.statusCode).toBe(200);
    const intents = [...fake.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).bookingId === b.id,
    );
    expect(intents).toHaveLength(1);
    expect(retry.json().clientSecret).toBe(intents[0]!.client_secret);

    fake.succeed(intents[0]!.id as string);
    const paid = await act(t, w.renter.headers, b.id, 'pay/confirm', {
      paymentId: retry.json().paymentId,
      confirmToken: retry.json().clientSecret,
    });
    expect(paid.json().booking.status).toBe('paid');

    crashAfter.refund = 1;
    expect((await act(t, w.renter.headers, b.id, 'cancel')).statusCode).toBe(500);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${b.id}`, headers: w.renter.headers })).json().booking
        .status,
    ).toBe('paid');
    const canceled = await act(t, w.renter.headers, b.id, 'cancel');
    expect(canceled.statusCode).toBe(200);
    const refunds = fake.refunds.filter((r) => r.payment_intent === intents[0]!.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(canceled.json().booking.refundCents);
    expect(
      (await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id))).map(
        (l) => l.kind,
      ),
    ).toEqual(['payment', 'refund']);
  });
});
