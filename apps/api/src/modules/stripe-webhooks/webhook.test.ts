import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankingDetails,
  bookingHistory,
  ledgerEntries,
  ledgerTransactions,
  outbox,
  payments,
  stripeEvents,
} from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, type FakeStripe } from '../../test/fake-stripe-server';
import { deliverStripeEvent, startStripeTestApp } from '../../test/stripe-test-app';
import { PROVIDER_PAYMENT_MESSAGES } from '../money';
import { WEBHOOK_MESSAGES } from './handle-webhook';

let fake: FakeStripe;
let t: TestApp;
const stripe = new Stripe(FAKE_STRIPE_KEY);
beforeAll(async () => ({ fake, t } = await startStripeTestApp()));
afterAll(() => Promise.all([t?.close(), fake?.close()]));

type Headers = Record<string, string>;
const URL = '/api/v1/payments/stripe/webhook';

/** Delivers an event as Stripe does: the raw JSON and its signature header. */
function deliver(event: object, secret = FAKE_STRIPE_WEBHOOK_SECRET, app = t) {
  return deliverStripeEvent(app, event, secret);
}

async function openIntent(start = '2026-07-01', end = '2026-07-03') {
  const w = await bookingWorld(t);
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  const res = await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: crypto.randomUUID() });
  expect(res.statusCode).toBe(200);
  const intent = [...fake.paymentIntents.values()].find(
    (pi) => (pi.metadata as Record<string, string>).bookingId === b.id,
  )!;
  return { w, id: b.id, intentId: intent.id as string };
}
const statusOf = async (headers: Headers, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers })).json().booking as {
    status: string;
    payment: { cardLast4: string | null } | null;
  };
const ledgerOf = (id: string) =>
  t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, id));
const historyOf = (id: string) => t.deps.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, id));

/** Everything a webhook could change about one booking, to compare before and after. */
async function snapshot(id: string) {
  const [pays, ledger, history, events] = await Promise.all([
    t.deps.db.select().from(payments).where(eq(payments.bookingId, id)),
    ledgerOf(id),
    historyOf(id),
    t.deps.db.select().from(stripeEvents),
  ]);
  return JSON.stringify({
    pays,
    ledger,
    history,
    events: events.length,
    mails: (await t.deps.db.select().from(outbox)).length,
  });
}

describe('POST /payments/stripe/webhook', () => {
  it('payment_intent.succeeded with a valid signature pays the booking: history, ledger payment → escrow, card, the owner is told', async () => {
    const { w, id, intentId } = await openIntent();
    const mailsBefore = (await t.deps.db.select().from(outbox)).length;
    const succeeded = fake.succeed(intentId, { brand: 'visa', last4: '1881' });
    const event = fake.event('payment_intent.succeeded', { ...succeeded, latest_charge: succeeded.latest_charge });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false, outcome: 'paid' });
    expect(await statusOf(w.renter.headers, id)).toMatchObject({ status: 'paid', payment: { cardLast4: '1881' } });
    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => l.kind)).toEqual(['payment']);
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, ledger[0]!.id));
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amountCents]))).toEqual({
      external: -4950,
      escrow: 4950,
    });
    expect((await historyOf(id)).filter((h) => h.toStatus === 'paid')).toMatchObject([
      { actor: 'renter', fromStatus: 'accepted' },
    ]);
    const [row] = await t.deps.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id as string));
    expect(row).toMatchObject({
      type: 'payment_intent.succeeded',
      objectId: intentId,
      outcome: 'paid',
      processedAt: expect.any(Date),
    });
    expect((await t.deps.db.select().from(outbox)).length).toBeGreaterThan(mailsBefore);

    // The same event again (Stripe retries, or an attacker replays it): nothing changes.
    const before = await snapshot(id);
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true, outcome: null });
    expect(await snapshot(id)).toBe(before);
    // A second event about the same payment (Stripe may send more than one) settles nothing twice either.
    const other = await deliver(fake.event('payment_intent.succeeded', succeeded));
    expect(other.json().outcome).toBe('already_paid');
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('a bad, missing or foreign signature is 400 and changes nothing', async () => {
    const { w, id, intentId } = await openIntent('2026-07-10', '2026-07-12');
    const event = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const before = await snapshot(id);
    const wrongSecret = await deliver(event, 'whsec_someoneElse');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.message).toBe(WEBHOOK_MESSAGES.badSignature);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed, then tampered with: the amount changed after signing.
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_STRIPE_WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"amount":4950', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await snapshot(id)).toBe(before);
    expect((await statusOf(w.renter.headers, id)).status).toBe('accepted');
  });

  it('payment_intent.payment_failed records the decline; the booking stays payable and a later success pays it', async () => {
    const { w, id, intentId } = await openIntent('2026-07-20', '2026-07-22');
    const declined = fake.decline(intentId, 'Your card has insufficient funds.');
    const res = await deliver(fake.event('payment_intent.payment_failed', declined));
    expect(res.json().outcome).toBe('declined');
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ status: 'requires_action', failureMessage: 'Your card has insufficient funds.' });
    expect((await statusOf(w.renter.headers, id)).status).toBe('accepted');
    expect(await ledgerOf(id)).toHaveLength(0);
    // The renter tries again on the same page: the same PaymentIntent is still offered.
    const again = await act(t, w.renter.headers, id, 'pay', { idempotencyKey: crypto.randomUUID() });
    expect(again.json()).toMatchObject({ status: 'requires_action', paymentId: payment!.id });
    const ok = await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)));
    expect(ok.json().outcome).toBe('paid');
    expect((await statusOf(w.renter.headers, id)).status).toBe('paid');
  });

  it('a payment that succeeds after the booking was canceled is refunded in full, through escrow, and the booking stays canceled', async () => {
    const { w, id, intentId } = await openIntent('2026-08-01', '2026-08-03');
    expect((await act(t, w.renter.headers, id, 'cancel')).json().booking.status).toBe('canceled');
    const res = await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)));
    expect(res.json().outcome).toBe('refunded_late_payment');
    expect(fake.refunds.filter((r) => r.payment_intent === intentId)).toMatchObject([{ amount: 4950 }]);
    expect((await statusOf(w.renter.headers, id)).status).toBe('canceled');
    expect((await ledgerOf(id)).map((l) => l.kind)).toEqual(['payment', 'refund']);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment).toMatchObject({ status: 'failed', failureMessage: PROVIDER_PAYMENT_MESSAGES.lateRefunded });
    // Stripe confirms the refund: it matches the ledger.
    const charge = {
      id: 'ch_late',
      object: 'charge',
      payment_intent: intentId,
      amount: 4950,
      amount_refunded: 4950,
      refunded: true,
    };
    expect((await deliver(fake.event('charge.refunded', charge))).json().outcome).toBe('refund_confirmed');
  });

  it("charge.refunded for more than the ledger refunded (a refund made in Stripe's Dashboard) is flagged, not booked", async () => {
    const { id, intentId } = await openIntent('2026-08-20', '2026-08-22');
    expect((await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)))).json().outcome).toBe('paid');
    const before = await snapshot(id);
    const charge = {
      id: 'ch_dash',
      object: 'charge',
      payment_intent: intentId,
      amount: 4950,
      amount_refunded: 1000,
      refunded: false,
    };
    const res = await deliver(fake.event('charge.refunded', charge));
    expect(res.json().outcome).toBe('refund_outside_biclou');
    expect((await ledgerOf(id)).map((l) => l.kind)).toEqual(['payment']);
    expect(JSON.parse(await snapshot(id)).events).toBe(JSON.parse(before).events + 1);
  });

  it("account.updated sets the owner's KYC status from the connected account; unknown accounts and other events are recorded only", async () => {
    const { w } = await openIntent('2026-08-10', '2026-08-12');
    const acct = `acct_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await t.deps.db.insert(bankingDetails).values({
      userId: w.owner.user.id,
      holderName: 'Olive Test',
      iban: 'FR1420041010050500013M02606',
      bic: 'PSSTFRPPLIL',
      provider: 'stripe',
      providerAccountRef: acct,
      kycStatus: 'pending',
    });
    const account = {
      id: acct,
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null },
    };
    expect((await deliver(fake.event('account.updated', account))).json().outcome).toBe('kyc_updated');
    const [row] = await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, w.owner.user.id));
    expect(row).toMatchObject({ kycStatus: 'verified', kycCheckedAt: expect.any(Date) });
    const rejected = {
      ...account,
      payouts_enabled: false,
      requirements: { ...account.requirements, disabled_reason: 'rejected.fraud' },
    };
    expect((await deliver(fake.event('account.updated', rejected))).json().outcome).toBe('kyc_updated');
    expect(
      (await t.deps.db.select().from(bankingDetails).where(eq(bankingDetails.userId, w.owner.user.id)))[0]!.kycStatus,
    ).toBe('rejected');
    expect((await deliver(fake.event('account.updated', { ...account, id: 'acct_unknown' }))).json().outcome).toBe(
      'unknown_account',
    );
    expect((await deliver(fake.event('customer.created', { id: 'cus_1', object: 'customer' }))).json().outcome).toBe(
      'ignored',
    );
  });

  it('refund and payout events: a failed refund and an unknown payout are recorded for operations, nothing else changes', async () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      amount: 1000,
      payment_intent: 'pi_x',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    };
    expect((await deliver(fake.event('refund.failed', refund))).json().outcome).toBe('refund_failed');
    expect(
      (await deliver(fake.event('refund.updated', { ...refund, id: 're_2', status: 'succeeded' }))).json().outcome,
    ).toBe('refund_succeeded');
    expect(
      (
        await deliver(
          fake.event('payout.failed', {
            id: 'po_unknown',
            object: 'payout',
            status: 'failed',
            failure_message: 'Account closed',
          }),
        )
      ).json().outcome,
    ).toBe('unknown_payout');
    const [row] = await t.deps.db.select().from(stripeEvents).where(eq(stripeEvents.objectId, 're_1'));
    expect(row).toMatchObject({ type: 'refund.failed', outcome: 'refund_failed' });
  });
});

describe('concurrent deliveries (real parallelism on PostgreSQL)', () => {
  it("10 parallel deliveries of one event and the client's confirm at the same time pay the booking once", async () => {
    const { w, id, intentId } = await openIntent('2026-10-01', '2026-10-03');
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.bookingId, id));
    const event = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(event)),
      act(t, w.renter.headers, id, 'pay/confirm', { paymentId: payment!.id, confirmToken: payment!.confirmToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    const outcomes = results.slice(0, 10).map((r) => r.json());
    expect(outcomes.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(await ledgerOf(id)).toHaveLength(1);
    expect((await historyOf(id)).filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    expect((await statusOf(w.renter.headers, id)).status).toBe('paid');
  });
});

describe('the webhook without Stripe', () => {
  it('is 404 when the sandbox is the provider', async () => {
    const sandbox = await buildTestApp();
    try {
      const res = await deliver(
        fake.event('payment_intent.succeeded', { id: 'pi_1' }),
        FAKE_STRIPE_WEBHOOK_SECRET,
        sandbox,
      );
      expect(res.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
