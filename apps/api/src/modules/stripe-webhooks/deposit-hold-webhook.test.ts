import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositHolds } from '@biclou/db/schema';
import type { TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requested } from '../../test/booking-helpers';
import type { FakeStripe } from '../../test/fake-stripe-server';
import { answerHandoverVia, submitHandoverVia } from '../../test/handover-helpers';
import { deliverStripeEvent, startStripeTestApp } from '../../test/stripe-test-app';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => ({ fake, t } = await startStripeTestApp()));
afterAll(() => Promise.all([t?.close(), fake?.close()]));

const onDay = (isoDate: string) => new Date(`${isoDate}T08:00:00Z`);
const holdsOf = (id: string) => t.deps.db.select().from(depositHolds).where(eq(depositHolds.bookingId, id));

/** Paid with Stripe (Payment Element + webhook), checked in and confirmed: the hold is a manual-capture PaymentIntent. */
async function heldWithStripe(start: string, end: string) {
  const w = await bookingWorld(t);
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  expect((await act(t, w.renter.headers, b.id, 'pay', { idempotencyKey: crypto.randomUUID() })).statusCode).toBe(200);
  const intent = [...fake.paymentIntents.values()].find(
    (pi) => (pi.metadata as Record<string, string>).bookingId === b.id,
  )!;
  expect(
    (await deliverStripeEvent(t, fake.event('payment_intent.succeeded', fake.succeed(intent.id as string)))).statusCode,
  ).toBe(200);
  t.clock.set(onDay(start));
  expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkin')).statusCode).toBe(201);
  expect((await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' })).statusCode).toBe(200);
  return { w, id: b.id, paymentMethod: intent.payment_method as string };
}

describe('deposit holds with Stripe', () => {
  it('the confirmed check-in places a manual-capture PaymentIntent on the paying card', async () => {
    const { id, paymentMethod } = await heldWithStripe('2026-07-01', '2026-07-03');
    const [hold] = await holdsOf(id);
    expect(hold).toMatchObject({ status: 'authorised', provider: 'stripe', amountCents: 30000 });
    expect(fake.paymentIntents.get(hold!.providerRef!)).toMatchObject({
      capture_method: 'manual',
      status: 'requires_capture',
      payment_method: paymentMethod,
    });
  });

  it('payment_intent.canceled with reason automatic (the authorisation lapsed) marks the hold expired, once', async () => {
    const { id } = await heldWithStripe('2026-07-10', '2026-07-12');
    const [hold] = await holdsOf(id);
    const event = fake.event('payment_intent.canceled', fake.expire(hold!.providerRef!));
    const res = await deliverStripeEvent(t, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'hold_expired', duplicate: false });
    expect((await holdsOf(id))[0]).toMatchObject({ status: 'expired' });
    expect((await deliverStripeEvent(t, event)).json()).toMatchObject({ duplicate: true });
  });

  it('our own release (reason abandoned) is not an expiry', async () => {
    const { id } = await heldWithStripe('2026-07-20', '2026-07-22');
    const [hold] = await holdsOf(id);
    const intent = fake.paymentIntents.get(hold!.providerRef!)!;
    Object.assign(intent, { status: 'canceled', cancellation_reason: 'abandoned' });
    const res = await deliverStripeEvent(t, fake.event('payment_intent.canceled', intent));
    expect(res.json()).toMatchObject({ outcome: 'hold_event_ignored' });
    expect((await holdsOf(id))[0]).toMatchObject({ status: 'authorised' });
  });
});
