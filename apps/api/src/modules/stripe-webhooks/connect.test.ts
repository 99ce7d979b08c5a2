import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails, payouts, stripeEvents } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, stripeEnv, type FakeStripe } from '../../test/fake-stripe-server';
import { PAYOUT_MESSAGES } from '@biclou/domain/payout-rules';
import { adminAct, adminSession, completeProfile, creditUpTo, putBanking, requestPayoutVia, verify } from '../payouts/payout-test-helpers';

/** Onboarding, KYC by webhook and a payout through the whole app with PAYMENT_PROVIDER=stripe and the fake Stripe API. */

let fake: FakeStripe;
let t: TestApp;
const stripe = new Stripe(FAKE_STRIPE_KEY);
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await buildTestApp({}, stripeEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET }) }, payload });
}

/** requested → accepted → PaymentIntent → the customer pays at Stripe → webhook: a paid booking. */
async function stripePaidBooking(w: Awaited<ReturnType<typeof bookingWorld>>, start: string, end: string) {
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  expect((await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: crypto.randomUUID() })).statusCode).toBe(200);
  const intent = [...fake.paymentIntents.values()].find((pi) => (pi.metadata as Record<string, string>).bookingId === b.id)!;
  expect((await deliver(fake.event('payment_intent.succeeded', fake.succeed(intent.id as string)))).json().outcome).toBe('paid');
  return b.id;
}

describe('Stripe Connect through the app', () => {
  it('onboarding link, KYC verified by account.updated, then the admin\'s payout is a transfer + a payout at Stripe; payout.paid confirms it once', async () => {
    const w = await bookingWorld(t);
    const ids = [await stripePaidBooking(w, '2026-06-10', '2026-06-11'), await stripePaidBooking(w, '2026-06-14', '2026-06-15')];
    await creditUpTo(t, '2026-06-15');
    await completeProfile(t, w.owner.user.id);
    expect((await putBanking(t, w.owner.headers)).statusCode).toBe(200);

    // Verify: an Express account and Stripe's onboarding link; not verified yet.
    const started = await verify(t, w.owner.headers);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ provider: 'stripe', onboardingUrl: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//), banking: { kycStatus: 'unverified' } });
    const [banking] = await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, w.owner.user.id));
    const accountRef = banking!.providerAccountRef!;
    expect(fake.accounts.get(accountRef)).toMatchObject({ type: 'express', country: 'FR' });

    // Not verified yet: no payout can be asked for.
    const admin = await adminSession(t);
    const early = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields.banking).toEqual([PAYOUT_MESSAGES.kycNotVerified]);

    // The owner finishes Stripe's pages; Stripe tells us.
    const verified = fake.setAccount(accountRef, { charges_enabled: true, payouts_enabled: true, details_submitted: true, capabilities: { transfers: 'active' }, requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null } });
    expect((await deliver(fake.event('account.updated', verified))).json().outcome).toBe('kyc_updated');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/banking', headers: w.owner.headers })).json().banking.kycStatus).toBe('verified');

    const asked = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids });
    expect(asked.statusCode).toBe(201);
    const payout = asked.json().payout;
    const processed = await adminAct(t, admin.headers, payout.id, 'process');
    expect(processed.statusCode).toBe(200);
    expect(processed.json().payout.status).toBe('processed');
    expect(fake.transfers.filter((tr) => tr.destination === accountRef)).toMatchObject([{ amount: payout.amountCents, currency: 'eur' }]);
    const sent = fake.payouts.filter((po) => po.account === accountRef);
    expect(sent).toMatchObject([{ amount: payout.amountCents, currency: 'eur' }]);
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ provider: 'stripe', providerRef: sent[0]!.id, status: 'processed' });

    const paidEvent = fake.event('payout.paid', { ...sent[0]!, status: 'paid' });
    expect((await deliver(paidEvent)).json()).toEqual({ received: true, duplicate: false, outcome: 'payout_confirmed' });
    expect((await deliver(paidEvent)).json()).toEqual({ received: true, duplicate: true, outcome: null });
    expect(await t.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, paidEvent.id as string))).toHaveLength(1);
  });
});
