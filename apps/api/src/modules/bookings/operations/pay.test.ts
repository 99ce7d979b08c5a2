import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payments } from '@biclou/db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { act, bookingWorld, CARDS, pay, requested } from '../../../test/booking-helpers';
import { SANDBOX_MESSAGES } from '../../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function acceptedBooking(start = '2026-07-01', end = '2026-07-03') {
  const w = await bookingWorld(t);
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  return { w, id: b.id };
}
const paymentsOf = (id: string) => t.deps.db.select().from(payments).where(eq(payments.bookingId, id));
const ledgerOf = (id: string) =>
  t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, id));

describe('POST /bookings/:id/pay (sandbox)', () => {
  it('a double click (same key) charges once and answers the same; another key after success is 409', async () => {
    const { w, id } = await acceptedBooking();
    const key = crypto.randomUUID();
    const first = await pay(t, w.renter.headers, id, CARDS.ok, key);
    const second = await pay(t, w.renter.headers, id, CARDS.ok, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().paymentId).toBe(first.json().paymentId);
    expect(second.json().booking.status).toBe('paid');
    expect((await pay(t, w.renter.headers, id)).json().error.message).toBe('This booking is already paid.');
    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', cardLast4: '4242', cardBrand: 'visa', amountCents: 4950 });
    expect(JSON.stringify(rows[0])).not.toContain('4242424242424242');
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('a declined card answers 402 with a clear message; the booking stays payable and a good card then pays it', async () => {
    const { w, id } = await acceptedBooking();
    const declined = await pay(t, w.renter.headers, id, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'payment_declined', message: SANDBOX_MESSAGES.declined });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: w.renter.headers })).json().booking
        .status,
    ).toBe('accepted');
    expect(await ledgerOf(id)).toHaveLength(0);
    const ok = await pay(t, w.renter.headers, id, CARDS.ok);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().booking.status).toBe('paid');
  });

  it('a card that is not a test card is refused without a charge', async () => {
    const { w, id } = await acceptedBooking();
    const res = await pay(t, w.renter.headers, id, '5555 5555 5555 4444');
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(SANDBOX_MESSAGES.notATestCard);
  });

  it('the confirmation card answers requires_action; /pay/confirm completes it once', async () => {
    const { w, id } = await acceptedBooking();
    const key = crypto.randomUUID();
    const res = await pay(t, w.renter.headers, id, CARDS.confirm, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'requires_action', booking: { status: 'accepted' } });
    const { paymentId, confirmToken } = res.json();
    expect(confirmToken).toEqual(expect.any(String));
    expect((await pay(t, w.renter.headers, id, CARDS.confirm, key)).json()).toMatchObject({
      status: 'requires_action',
      paymentId,
      confirmToken,
    });
    const wrong = await act(t, w.renter.headers, id, 'pay/confirm', { paymentId, confirmToken: 'forged' });
    expect(wrong.statusCode).toBe(402);
    const res2 = await pay(t, w.renter.headers, id, CARDS.confirm);
    const confirmed = await act(t, w.renter.headers, id, 'pay/confirm', {
      paymentId: res2.json().paymentId,
      confirmToken: res2.json().confirmToken,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      booking: { status: 'paid', payment: { cardLast4: '3184' } },
    });
    const again = await act(t, w.renter.headers, id, 'pay/confirm', {
      paymentId: res2.json().paymentId,
      confirmToken: res2.json().confirmToken,
    });
    expect(again.json().status).toBe('succeeded');
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('only an accepted booking within its payment deadline can be paid; field errors are 422', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-08-01', '2026-08-02');
    expect((await pay(t, w.renter.headers, b.id)).statusCode).toBe(409);
    await act(t, w.owner.headers, b.id, 'accept');
    const bad = await act(t, w.renter.headers, b.id, 'pay', {
      idempotencyKey: crypto.randomUUID(),
      card: { number: '42', expMonth: 13, expYear: 2030, cvc: '1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['card.cvc', 'card.expMonth', 'card.number']);
    t.clock.advance(48 * 3_600_000);
    const late = await pay(t, w.renter.headers, b.id);
    t.clock.advance(-48 * 3_600_000);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('The payment deadline has passed.');
  });
});
