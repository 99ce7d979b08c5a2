import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import { stripeAddress } from './stripe-client';
import { HoldStateError } from './payment-provider';
import { createStripeProvider, isExpiredHold } from './stripe-provider';
import { createSandboxProvider, SANDBOX_CARDS } from './sandbox-provider';

let fake: FakeStripe;
let provider: ReturnType<typeof createStripeProvider>;
beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider(new Stripe(FAKE_STRIPE_KEY, { maxNetworkRetries: 0, ...stripeAddress(fake.url) }));
});
afterAll(() => fake?.close());

/** A booking payment the renter made in the Payment Element: succeeded, with a saved card. */
async function paidIntent(saveCardForHold = true) {
  const started = await provider.startPayment!({
    amountCents: 4950,
    currency: 'EUR',
    idempotencyKey: crypto.randomUUID(),
    description: 'Biclou booking',
    metadata: { bookingId: crypto.randomUUID() },
    saveCardForHold,
  });
  fake.succeed(started.providerRef);
  return started.providerRef;
}
const hold = async (paymentRef: string, amountCents = 20000, idempotencyKey = crypto.randomUUID()) =>
  provider.authorizeHold({
    amountCents,
    currency: 'EUR',
    idempotencyKey,
    paymentRef,
    description: 'Biclou deposit',
    metadata: { bookingId: 'b1' },
  });

describe('Stripe deposit holds (PaymentIntent, capture_method=manual)', () => {
  it('the rental payment saves the card for the off-session hold: a Customer and setup_future_usage=off_session', async () => {
    const idempotencyKey = crypto.randomUUID();
    const started = await provider.startPayment!({
      amountCents: 4950,
      currency: 'EUR',
      idempotencyKey,
      description: 'Biclou booking',
      metadata: { bookingId: 'b-save' },
      saveCardForHold: true,
    });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === idempotencyKey)!;
    expect(sent.body).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    expect(
      fake.requests.some((r) => r.path === '/v1/customers' && r.idempotencyKey === `${idempotencyKey}-customer`),
    ).toBe(true);
    fake.succeed(started.providerRef);
    const a = await hold(started.providerRef);
    expect(a.status).toBe('authorised');
    const holdSent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(holdSent.body).toMatchObject({ customer: sent.body.customer, off_session: 'true', confirm: 'true' });

    // Without it (a booking without deposit), Stripe refuses to reuse the card off session.
    const unsaved = await paidIntent(false);
    const body = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!.body;
    expect(body.setup_future_usage).toBeUndefined();
    await expect(hold(unsaved)).rejects.toThrow();
  });

  it('authorises a manual-capture PaymentIntent on the paying card, off session, once per idempotency key', async () => {
    const paymentRef = await paidIntent();
    const key = crypto.randomUUID();
    const a = await hold(paymentRef, 20000, key);
    expect(a.status).toBe('authorised');
    const intent = fake.paymentIntents.get(a.providerRef!)!;
    expect(intent).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 20000,
      amount_capturable: 20000,
      payment_method: fake.paymentIntents.get(paymentRef)!.payment_method,
    });
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === key);
    expect(created[0]!.body).toMatchObject({ capture_method: 'manual', confirm: 'true', off_session: 'true' });
    expect(await hold(paymentRef, 20000, key)).toEqual(a);
    expect(fake.paymentIntents.get(a.providerRef!)!.amount_received).toBe(0);
  });

  it('answers a decline (not an error) when the card refuses the hold', async () => {
    const paymentRef = await paidIntent();
    fake.declineMethod(fake.paymentIntents.get(paymentRef)!.payment_method as string);
    const a = await hold(paymentRef);
    expect(a).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
  });

  it('captures the whole hold once; a second capture is refused', async () => {
    const a = await hold(await paidIntent());
    if (a.status !== 'authorised') throw new Error('not authorised');
    expect(
      await provider.captureHold({ providerRef: a.providerRef, amountCents: 20000, idempotencyKey: 'c1' }),
    ).toEqual({ capturedCents: 20000 });
    await expect(
      provider.captureHold({ providerRef: a.providerRef, amountCents: 100, idempotencyKey: 'c2' }),
    ).rejects.toBeInstanceOf(HoldStateError);
  });

  it('captures part (amount_to_capture); the rest is released; more than authorised is refused', async () => {
    const a = await hold(await paidIntent());
    if (a.status !== 'authorised') throw new Error('not authorised');
    await expect(
      provider.captureHold({ providerRef: a.providerRef, amountCents: 20001, idempotencyKey: 'p0' }),
    ).rejects.toBeInstanceOf(HoldStateError);
    expect(await provider.captureHold({ providerRef: a.providerRef, amountCents: 4000, idempotencyKey: 'p1' })).toEqual(
      { capturedCents: 4000 },
    );
    const intent = fake.paymentIntents.get(a.providerRef)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 4000, amount_capturable: 0 });
    const req = fake.requests.find((r) => r.path.endsWith('/capture') && r.idempotencyKey === 'p1')!;
    expect(req.body).toEqual({ amount_to_capture: '4000' });
  });

  it('releases (cancels) a hold; releasing again is a no-op; a released hold cannot be captured', async () => {
    const a = await hold(await paidIntent());
    if (a.status !== 'authorised') throw new Error('not authorised');
    await provider.releaseHold({ providerRef: a.providerRef, idempotencyKey: 'r1' });
    expect(fake.paymentIntents.get(a.providerRef)!.status).toBe('canceled');
    await provider.releaseHold({ providerRef: a.providerRef, idempotencyKey: 'r2' });
    await expect(
      provider.captureHold({ providerRef: a.providerRef, amountCents: 100, idempotencyKey: 'r3' }),
    ).rejects.toBeInstanceOf(HoldStateError);
  });

  it('a captured hold cannot be released', async () => {
    const a = await hold(await paidIntent());
    if (a.status !== 'authorised') throw new Error('not authorised');
    await provider.captureHold({ providerRef: a.providerRef, amountCents: 100, idempotencyKey: crypto.randomUUID() });
    await expect(
      provider.releaseHold({ providerRef: a.providerRef, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toBeInstanceOf(HoldStateError);
  });

  it('recognises a lapsed authorisation (payment_intent.canceled, reason automatic) and not our own release', async () => {
    const a = await hold(await paidIntent());
    const b = await hold(await paidIntent());
    if (a.status !== 'authorised' || b.status !== 'authorised') throw new Error('not authorised');
    const expired = fake.expire(a.providerRef) as unknown as Stripe.PaymentIntent;
    expect(isExpiredHold(expired)).toBe(true);
    await provider.releaseHold({ providerRef: b.providerRef, idempotencyKey: crypto.randomUUID() });
    expect(isExpiredHold(fake.paymentIntents.get(b.providerRef) as unknown as Stripe.PaymentIntent)).toBe(false);
  });
});

describe('sandbox deposit holds', () => {
  const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  async function paid(number: string = SANDBOX_CARDS.success) {
    const sandbox = createSandboxProvider();
    const r = await sandbox.charge({
      amountCents: 4950,
      currency: 'EUR',
      idempotencyKey: crypto.randomUUID(),
      card: card(number),
      description: 'x',
    });
    return { sandbox, paymentRef: r.providerRef! };
  }
  const args = (paymentRef: string, idempotencyKey = crypto.randomUUID()) => ({
    amountCents: 20000,
    currency: 'EUR',
    idempotencyKey,
    paymentRef,
    description: 'd',
    metadata: {},
  });

  it('authorises on a test card, declines on the hold-declined test card (which pays)', async () => {
    const ok = await paid();
    expect((await ok.sandbox.authorizeHold(args(ok.paymentRef))).status).toBe('authorised');
    const bad = await paid(SANDBOX_CARDS.holdDeclined);
    expect(await bad.sandbox.authorizeHold(args(bad.paymentRef))).toMatchObject({ status: 'declined' });
  });

  it('captures once and at most the authorised amount; released cannot be captured', async () => {
    const { sandbox, paymentRef } = await paid();
    const a = await sandbox.authorizeHold(args(paymentRef));
    const b = await sandbox.authorizeHold(args(paymentRef));
    if (a.status !== 'authorised' || b.status !== 'authorised') throw new Error('not authorised');
    await expect(
      sandbox.captureHold({ providerRef: a.providerRef, amountCents: 20001, idempotencyKey: 'x' }),
    ).rejects.toBeInstanceOf(HoldStateError);
    expect(await sandbox.captureHold({ providerRef: a.providerRef, amountCents: 4000, idempotencyKey: 'x' })).toEqual({
      capturedCents: 4000,
    });
    await expect(
      sandbox.captureHold({ providerRef: a.providerRef, amountCents: 1, idempotencyKey: 'y' }),
    ).rejects.toBeInstanceOf(HoldStateError);
    await sandbox.releaseHold({ providerRef: b.providerRef, idempotencyKey: 'z' });
    await expect(
      sandbox.captureHold({ providerRef: b.providerRef, amountCents: 1, idempotencyKey: 'w' }),
    ).rejects.toBeInstanceOf(HoldStateError);
  });
});
