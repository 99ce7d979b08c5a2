import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, ledgerEntries, ledgerTransactions, payments } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { act, bookingWorld, requested } from '../../../test/booking-helpers';
import { stripeEnv, type FakeStripe } from '../../../test/fake-stripe-server';
import { startStripeTestApp } from '../../../test/stripe-test-app';
import { PAYMENT_UNAVAILABLE } from './stripe-client';
import { STRIPE_MESSAGES } from './stripe-provider';
import { runDueJobs } from '../../run-due-jobs';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => ({ fake, t } = await startStripeTestApp()));
afterAll(() => Promise.all([t?.close(), fake?.close()]));

type Headers = Record<string, string>;
async function acceptedBooking(start = '2026-07-01', end = '2026-07-03') {
  const w = await bookingWorld(t);
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  return { w, id: b.id };
}
const payStripe = (headers: Headers, id: string, idempotencyKey: string = crypto.randomUUID()) =>
  act(t, headers, id, 'pay', { idempotencyKey });
const paymentsOf = (id: string) => t.deps.db.select().from(payments).where(eq(payments.bookingId, id));
const ledgerOf = (id: string) =>
  t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, id));
const statusOf = async (headers: Headers, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers })).json().booking.status as string;
const intentsOf = (bookingId: string) =>
  [...fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).bookingId === bookingId);

describe('pay with Stripe (PaymentIntent + Payment Element)', () => {
  it('opens one PaymentIntent for the booking total and answers its client secret; the booking waits for the payment', async () => {
    const { w, id } = await acceptedBooking();
    const key = crypto.randomUUID();
    const res = await payStripe(w.renter.headers, id, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'requires_action',
      provider: 'stripe',
      confirmToken: null,
      booking: { status: 'accepted' },
    });
    const [intent] = intentsOf(id);
    expect(intent).toMatchObject({
      amount: 4950,
      currency: 'eur',
      status: 'requires_payment_method',
      payment_method_types: ['card'],
    });
    expect(body.clientSecret).toBe(intent!.client_secret);
    const created = fake.requests.filter(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.method === 'POST' &&
        (r.body.metadata as Record<string, string>).bookingId === id,
    );
    expect(created[0]!.idempotencyKey).toBe(`biclou-pay-${id}-${key}`);
    expect(created[0]!.body).toMatchObject({
      amount: '4950',
      currency: 'eur',
      description: expect.stringMatching(/^Biclou booking /),
    });
    // A retry with the same key and a new attempt (another key, a reload) reuse the open PaymentIntent.
    expect((await payStripe(w.renter.headers, id, key)).json()).toMatchObject({
      paymentId: body.paymentId,
      clientSecret: body.clientSecret,
    });
    expect((await payStripe(w.renter.headers, id)).json()).toMatchObject({
      paymentId: body.paymentId,
      clientSecret: body.clientSecret,
    });
    expect(intentsOf(id)).toHaveLength(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await ledgerOf(id)).toHaveLength(0);
    expect(await statusOf(w.renter.headers, id)).toBe('accepted');
  });

  it('refuses a card number posted to our server (the Payment Element takes it), without calling Stripe', async () => {
    const { w, id } = await acceptedBooking();
    const before = fake.requests.length;
    const res = await act(t, w.renter.headers, id, 'pay', {
      idempotencyKey: crypto.randomUUID(),
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.card).toEqual([STRIPE_MESSAGES.cardOnServer]);
    expect(fake.requests.length).toBe(before);
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it('the confirm call reads a succeeded PaymentIntent and pays the booking once: history, ledger, card brand and last 4', async () => {
    const { w, id } = await acceptedBooking();
    const { paymentId, clientSecret } = (await payStripe(w.renter.headers, id)).json();
    // Before the customer paid: still waiting, nothing changes.
    const early = await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: clientSecret });
    expect(early.json()).toMatchObject({ status: 'requires_action', booking: { status: 'accepted' } });
    fake.succeed(intentsOf(id)[0]!.id as string, { brand: 'mastercard', last4: '4444' });
    const forged = await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: 'pi_x_secret_forged' });
    expect(forged.statusCode).toBe(402);
    expect(await statusOf(w.renter.headers, id)).toBe('accepted');
    const done = await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: clientSecret });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'succeeded',
      clientSecret: null,
      booking: { status: 'paid', payment: { cardBrand: 'mastercard', cardLast4: '4444' } },
    });
    const again = await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: clientSecret });
    expect(again.json().status).toBe('succeeded');
    const ledger = await ledgerOf(id);
    expect(ledger.map((l) => l.kind)).toEqual(['payment']);
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, ledger[0]!.id));
    expect(entries.map((e) => [e.account, e.amountCents]).sort()).toEqual([
      ['escrow', 4950],
      ['external', -4950],
    ]);
    const history = await t.deps.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, id));
    expect(history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    // Paid: another pay call is refused and opens nothing.
    expect((await payStripe(w.renter.headers, id)).json().error.message).toBe('This booking is already paid.');
    expect(intentsOf(id)).toHaveLength(1);
  });

  it('a reload after the customer paid (webhook not yet arrived) pays the booking instead of opening a second PaymentIntent', async () => {
    const { w, id } = await acceptedBooking();
    await payStripe(w.renter.headers, id);
    fake.succeed(intentsOf(id)[0]!.id as string);
    const res = await payStripe(w.renter.headers, id);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      booking: { status: 'paid', payment: { cardLast4: '4242' } },
    });
    expect(intentsOf(id)).toHaveLength(1);
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('canceling a paid booking refunds the exact amount through Stripe, with an idempotency key, and writes the ledger', async () => {
    const { w, id } = await acceptedBooking('2026-09-01', '2026-09-03');
    const { paymentId, clientSecret } = (await payStripe(w.renter.headers, id)).json();
    const intent = intentsOf(id)[0]!;
    fake.succeed(intent.id as string);
    expect(
      (await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: clientSecret })).json().booking
        .status,
    ).toBe('paid');
    const preview = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/cancel-preview`, headers: w.renter.headers })
    ).json();
    expect(preview.refundCents).toBeGreaterThan(0);
    const res = await act(t, w.renter.headers, id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'canceled', refundCents: preview.refundCents });
    const refunds = fake.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: preview.refundCents, status: 'succeeded' });
    expect(
      fake.requests.find((r) => r.path === '/v1/refunds' && r.body.payment_intent === intent.id)!.idempotencyKey,
    ).toBe(`refund:${id}`);
    expect((await ledgerOf(id)).map((l) => l.kind)).toEqual(['payment', 'refund']);
  });

  it('canceling an unpaid booking cancels its open PaymentIntent, so a form left open elsewhere cannot take money', async () => {
    const { w, id } = await acceptedBooking('2026-10-10', '2026-10-12');
    await payStripe(w.renter.headers, id);
    const intent = intentsOf(id)[0]!;
    expect((await act(t, w.renter.headers, id, 'cancel')).json().booking.status).toBe('canceled');
    expect(fake.paymentIntents.get(intent.id as string)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(await paymentsOf(id)).toMatchObject([
      { status: 'failed', failureMessage: 'The payment was canceled. Please try again.' },
    ]);
    expect((await payStripe(w.renter.headers, id)).statusCode).toBe(409);
    expect(intentsOf(id)).toHaveLength(1);
  });

  it('Stripe unreachable: 503 with a clear message, nothing recorded, and the booking stays payable', async () => {
    const { w, id } = await acceptedBooking();
    fake.breakApi(true);
    try {
      const res = await payStripe(w.renter.headers, id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({ code: 'payment_unavailable', message: PAYMENT_UNAVAILABLE });
    } finally {
      fake.breakApi(false);
    }
    expect(await paymentsOf(id)).toHaveLength(0);
    expect((await payStripe(w.renter.headers, id)).statusCode).toBe(200);
  });

  it('the content security policy lets Stripe.js, its frames and its API in (and only with Stripe)', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain('https://api.stripe.com');
    const sandbox = await buildTestApp();
    try {
      const plain = String(
        (await sandbox.app.inject({ method: 'GET', url: '/api/v1/settings' })).headers['content-security-policy'],
      );
      expect(plain).not.toContain('stripe');
      expect((await sandbox.app.inject({ method: 'GET', url: '/api/v1/settings' })).json()).toMatchObject({
        paymentProvider: 'sandbox',
        stripePublishableKey: null,
      });
    } finally {
      await sandbox.close();
    }
  });

  it('the public settings name the provider and the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json()).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: stripeEnv(fake).STRIPE_PUBLISHABLE_KEY,
    });
  });
});

describe('100 parallel pay calls with one key (real parallelism on PostgreSQL)', () => {
  it('make exactly one PaymentIntent, one payment row, and the same answer for all', async () => {
    const { w, id } = await acceptedBooking('2026-12-01', '2026-12-03');
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 100 }, () => payStripe(w.renter.headers, id, key)));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(new Set(results.map((r) => r.json().clientSecret)).size).toBe(1);
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(1);
    expect(intentsOf(id)).toHaveLength(1);
    expect(await paymentsOf(id)).toHaveLength(1);
  });
});

// Last in the file: the job run moves the clock past every acceptance's payment window.
describe('an acceptance that expires unpaid (the expiry job)', () => {
  it('cancels its open PaymentIntent after the commit, so a form left open cannot pay late; a Stripe failure never undoes the expiry', async () => {
    const { w, id } = await acceptedBooking('2027-02-10', '2027-02-12');
    await payStripe(w.renter.headers, id);
    const intent = intentsOf(id)[0]!;
    const other = await acceptedBooking('2027-02-20', '2027-02-22');
    await payStripe(other.w.renter.headers, other.id);
    const otherIntent = intentsOf(other.id)[0]!;
    expect(intent.status).toBe('requires_payment_method');
    const later = new Date(t.clock.now().getTime() + 49 * 3_600_000);
    // Stripe down for the first run: the bookings expire anyway, their payments stay open.
    fake.breakApi(true);
    let report;
    try {
      report = await runDueJobs(t.deps, later);
    } finally {
      fake.breakApi(false);
    }
    expect(report.expiredAcceptances).toBeGreaterThanOrEqual(2);
    expect(await statusOf(w.renter.headers, id)).toBe('expired');
    expect(await statusOf(other.w.renter.headers, other.id)).toBe('expired');
    expect(await paymentsOf(other.id)).toMatchObject([{ status: 'requires_action' }]);
    expect(fake.paymentIntents.get(otherIntent.id as string)).toMatchObject({ status: 'requires_payment_method' });
    // A booking expiring with Stripe up: its PaymentIntent is canceled and the payment closed.
    const third = await acceptedBooking('2027-03-10', '2027-03-12');
    await payStripe(third.w.renter.headers, third.id);
    const thirdIntent = intentsOf(third.id)[0]!;
    const muchLater = new Date(later.getTime() + 49 * 3_600_000);
    t.clock.set(later);
    expect((await runDueJobs(t.deps, muchLater)).expiredAcceptances).toBeGreaterThanOrEqual(1);
    expect(await statusOf(third.w.renter.headers, third.id)).toBe('expired');
    expect(fake.paymentIntents.get(thirdIntent.id as string)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(await paymentsOf(third.id)).toMatchObject([
      { status: 'failed', failureMessage: 'The payment was canceled. Please try again.' },
    ]);
    // Paying it now is refused: the booking is no longer payable and no new PaymentIntent opens.
    expect((await payStripe(third.w.renter.headers, third.id)).statusCode).toBe(409);
    expect(intentsOf(third.id)).toHaveLength(1);
  });
});
