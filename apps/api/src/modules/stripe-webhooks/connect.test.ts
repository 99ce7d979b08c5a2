import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails, ledgerTransactions, payoutItems, payouts, stripeEvents } from '@biclou/db/schema';
import type { TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';
import { outboxFor } from '../../test/helpers';
import type { FakeStripe } from '../../test/fake-stripe-server';
import { deliverStripeEvent, startStripeTestApp } from '../../test/stripe-test-app';
import { PAYOUT_MESSAGES } from '@biclou/domain/payout-rules';
import {
  adminAct,
  adminSession,
  completeProfile,
  creditUpTo,
  putBanking,
  requestPayoutVia,
  verify,
} from '../../test/payout-helpers';

/** Onboarding, KYC by webhook and a payout through the whole app with PAYMENT_PROVIDER=stripe and the fake Stripe API. */

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => ({ fake, t } = await startStripeTestApp()));
afterAll(() => Promise.all([t?.close(), fake?.close()]));

const deliver = (event: object) => deliverStripeEvent(t, event);

/** requested → accepted → PaymentIntent → the customer pays at Stripe → webhook: a paid booking. */
async function stripePaidBooking(w: Awaited<ReturnType<typeof bookingWorld>>, start: string, end: string) {
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  expect((await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: crypto.randomUUID() })).statusCode).toBe(200);
  const intent = [...fake.paymentIntents.values()].find(
    (pi) => (pi.metadata as Record<string, string>).bookingId === b.id,
  )!;
  expect(
    (await deliver(fake.event('payment_intent.succeeded', fake.succeed(intent.id as string)))).json().outcome,
  ).toBe('paid');
  return b.id;
}

/** An owner verified through Connect whose payout of one Stripe-paid booking the admin processed. */
async function processedStripePayout(start: string, end: string) {
  const w = await bookingWorld(t);
  const ids = [await stripePaidBooking(w, start, end)];
  await creditUpTo(t, end);
  await completeProfile(t, w.owner.user.id);
  expect((await putBanking(t, w.owner.headers)).statusCode).toBe(200);
  expect((await verify(t, w.owner.headers)).statusCode).toBe(200);
  const [banking] = await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, w.owner.user.id));
  const accountRef = banking!.providerAccountRef!;
  const verified = fake.setAccount(accountRef, {
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    capabilities: { transfers: 'active' },
    requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
  });
  expect((await deliver(fake.event('account.updated', verified))).json().outcome).toBe('kyc_updated');
  const payout = (await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids })).json()
    .payout;
  const admin = await adminSession(t);
  expect((await adminAct(t, admin.headers, payout.id, 'process')).json().payout.status).toBe('processed');
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers })).json();
  return { w, ids, accountRef, payout, balance };
}

describe('Stripe Connect through the app', () => {
  it("onboarding link, KYC verified by account.updated, then the admin's payout is a transfer + a payout at Stripe; payout.paid confirms it once", async () => {
    const w = await bookingWorld(t);
    const ids = [
      await stripePaidBooking(w, '2026-06-10', '2026-06-11'),
      await stripePaidBooking(w, '2026-06-14', '2026-06-15'),
    ];
    await creditUpTo(t, '2026-06-15');
    await completeProfile(t, w.owner.user.id);
    expect((await putBanking(t, w.owner.headers)).statusCode).toBe(200);

    // Verify: an Express account and Stripe's onboarding link; not verified yet.
    const started = await verify(t, w.owner.headers);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      provider: 'stripe',
      onboardingUrl: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//),
      banking: { kycStatus: 'unverified' },
    });
    const [banking] = await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, w.owner.user.id));
    const accountRef = banking!.providerAccountRef!;
    expect(fake.accounts.get(accountRef)).toMatchObject({ type: 'express', country: 'FR' });

    // Not verified yet: no payout can be asked for.
    const admin = await adminSession(t);
    const early = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields.banking).toEqual([PAYOUT_MESSAGES.kycNotVerified]);

    // The owner finishes Stripe's pages; Stripe tells us.
    const verified = fake.setAccount(accountRef, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
    });
    expect((await deliver(fake.event('account.updated', verified))).json().outcome).toBe('kyc_updated');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/banking', headers: w.owner.headers })).json().banking
        .kycStatus,
    ).toBe('verified');

    const asked = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids });
    expect(asked.statusCode).toBe(201);
    const payout = asked.json().payout;
    const processed = await adminAct(t, admin.headers, payout.id, 'process');
    expect(processed.statusCode).toBe(200);
    expect(processed.json().payout.status).toBe('processed');
    expect(fake.transfers.filter((tr) => tr.destination === accountRef)).toMatchObject([
      { amount: payout.amountCents, currency: 'eur' },
    ]);
    const sent = fake.payouts.filter((po) => po.account === accountRef);
    expect(sent).toMatchObject([{ amount: payout.amountCents, currency: 'eur' }]);
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ provider: 'stripe', providerRef: sent[0]!.id, status: 'processed' });

    const paidEvent = fake.event('payout.paid', { ...sent[0]!, status: 'paid' });
    expect((await deliver(paidEvent)).json()).toEqual({
      received: true,
      duplicate: false,
      outcome: 'payout_confirmed',
    });
    expect((await deliver(paidEvent)).json()).toEqual({ received: true, duplicate: true, outcome: null });
    expect(
      await t.deps.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, paidEvent.id as string)),
    ).toHaveLength(1);
  });

  it("payout.failed after processed: the payout fails with the bank's reason, paid out returns to available, the bookings are free again, the owner is told once", async () => {
    const { w, ids, accountRef, payout, balance } = await processedStripePayout('2026-07-10', '2026-07-11');
    expect(await balance()).toMatchObject({ availableCents: 0, inTransitCents: 0, paidOutCents: payout.amountCents });
    const mailsBefore = (await outboxFor(t, w.owner.email)).length;

    const sent = fake.payouts.find((po) => po.account === accountRef)!;
    const reason = 'The bank account has been closed.';
    const failedEvent = fake.event('payout.failed', {
      ...sent,
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: reason,
    });
    // Stripe unreachable while we take the money back: nothing is recorded, Stripe's retry runs it again.
    fake.breakApi(true);
    try {
      expect((await deliver(failedEvent)).statusCode).toBe(503);
    } finally {
      fake.breakApi(false);
    }
    expect((await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id)))[0]!.status).toBe('processed');
    expect(await balance()).toMatchObject({ availableCents: 0, paidOutCents: payout.amountCents });
    expect(
      await t.deps.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, failedEvent.id as string)),
    ).toHaveLength(0);
    expect((await deliver(failedEvent)).json()).toEqual({
      received: true,
      duplicate: false,
      outcome: 'payout_returned',
    });
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: reason });
    expect(await balance()).toMatchObject({ availableCents: payout.amountCents, inTransitCents: 0, paidOutCents: 0 });
    const kinds = (
      await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payoutId, payout.id))
    ).map((l) => l.kind);
    expect(kinds).toEqual(['payout_requested', 'payout_paid', 'payout_returned']);
    expect((await balance()).history[0]).toMatchObject({
      kind: 'payout_returned',
      payoutId: payout.id,
      payoutRef: payout.ref,
      amountCents: payout.amountCents,
    });
    // The money the bank sent back to the connected account goes back to the platform: the transfer is reversed once.
    expect(fake.transfers.filter((tr) => tr.destination === accountRef)).toMatchObject([
      { amount: payout.amountCents, reversed: true, metadata: { payoutKey: `payout:${payout.id}` } },
    ]);
    expect(fake.requests.filter((r) => r.path.endsWith('/reversals'))).toHaveLength(1);
    expect(
      (await t.deps.db.select().from(payoutItems).where(eq(payoutItems.payoutId, payout.id))).every(
        (i) => i.releasedAt !== null,
      ),
    ).toBe(true);
    const mails = await outboxFor(t, w.owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]!.text).toContain(payout.ref);
    expect(mails[0]!.text).toContain(reason);
    // The owner's payouts page shows the failure and its reason.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts', headers: w.owner.headers })).json();
    expect(JSON.stringify(listed)).toContain(reason);

    // A replay is a duplicate; another delivery of the same failure (a new event id) changes nothing.
    expect((await deliver(failedEvent)).json()).toEqual({ received: true, duplicate: true, outcome: null });
    const again = fake.event('payout.failed', {
      ...sent,
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: reason,
    });
    expect((await deliver(again)).json()).toMatchObject({ duplicate: false, outcome: 'payout_already_failed' });
    expect(await balance()).toMatchObject({ availableCents: payout.amountCents, paidOutCents: 0 });
    expect(await outboxFor(t, w.owner.email)).toHaveLength(mailsBefore + 1);
    expect(
      await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payoutId, payout.id)),
    ).toHaveLength(3);

    // The same bookings can be asked for again.
    const second = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: ids });
    expect(second.statusCode).toBe(201);
    expect(second.json().payout.amountCents).toBe(payout.amountCents);
    expect(await balance()).toMatchObject({ availableCents: 0, inTransitCents: payout.amountCents });
    expect(fake.requests.filter((r) => r.path.endsWith('/reversals'))).toHaveLength(1);
  });

  it('payout.failed that arrives before the process call committed its Stripe ref: found by the payout key in its metadata', async () => {
    const { accountRef, payout, balance } = await processedStripePayout('2026-07-20', '2026-07-21');
    // What the webhook would see if it ran inside the admin's process transaction: no ref yet.
    await t.deps.db.update(payouts).set({ providerRef: null }).where(eq(payouts.id, payout.id));
    const sent = fake.payouts.find((po) => po.account === accountRef)!;
    expect(sent.metadata).toEqual({ payoutKey: `payout:${payout.id}` });
    const event = fake.event('payout.failed', {
      ...sent,
      status: 'failed',
      failure_code: 'could_not_process',
      failure_message: 'The bank could not process this payout.',
    });
    expect((await deliver(event)).json()).toMatchObject({ duplicate: false, outcome: 'payout_returned' });
    expect((await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id)))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The bank could not process this payout.',
    });
    expect(await balance()).toMatchObject({ availableCents: payout.amountCents, paidOutCents: 0 });
    // A key naming another payout (or none) is not ours to fail.
    const stranger = fake.event('payout.failed', {
      ...sent,
      id: 'po_unknown',
      metadata: { payoutKey: 'payout:not-a-uuid' },
      status: 'failed',
    });
    expect((await deliver(stranger)).json().outcome).toBe('unknown_payout');
  });
});
