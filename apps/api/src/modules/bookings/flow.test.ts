import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outboxFor } from '../../test/helpers';
import { act, bookingWorld, pay, pickupOf, requested, returnOf } from '../../test/booking-helpers';
import { runDueJobs } from '../run-due-jobs';
import { allEntries } from '../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ledger = async () =>
  balancesOf((await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })));

describe('request → accept → pay → ongoing → completed → credited', () => {
  it('follows decisions.md worked example to the cent, with the ledger balanced at every step', async () => {
    // 8 days at 15 €, 10 % weekly discount, accessories 4.50 €/day: subtotal 14400 (the example's figure).
    const w = await bookingWorld(t, { accessories: [{ name: 'Panniers', pricePerDayCents: 450 }] });
    const accessoryIds = [w.listing.accessories[0]!.id];
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-07-01&endDate=2026-07-08&accessoryIds=${accessoryIds[0]}`,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().price).toMatchObject({
      days: 8,
      base: 12000,
      discount: 1200,
      accessories: 3600,
      subtotal: 14400,
      serviceFee: 1440,
      commission: 2160,
      pricePaidByBuyer: 15840,
      ownerEarnings: 12240,
      currency: 'EUR',
    });
    expect(quote.json().violations).toEqual([]);

    const b = await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-08', accessoryIds);
    expect(b.status).toBe('requested');
    expect(b.price).toMatchObject({ pricePaidByBuyer: 15840, ownerEarnings: 12240 });
    expect((await outboxFor(t, w.owner.email))[0]).toMatchObject({
      subject: 'New booking request for Gazelle Ultimate C380',
      locale: 'en',
    });
    expect((await outboxFor(t, w.owner.email))[0]!.text).toContain('€122.40');
    const asRenter = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${b.id}`, headers: w.renter.headers })
    ).json().booking;
    expect(asRenter.listing.exactAddress).toBeNull();
    expect(asRenter.deadline.kind).toBe('request_expires');
    const asOwner = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${b.id}`, headers: w.owner.headers })
    ).json().booking;
    expect(asOwner).toMatchObject({
      viewerRole: 'owner',
      renter: { firstname: 'Remy' },
      listing: { exactAddress: { city: 'Lyon' } },
      actions: ['accept', 'reject'],
    });
    expect(asRenter.actions).toEqual(['cancel']);

    const accepted = await act(t, w.owner.headers, b.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().booking).toMatchObject({ status: 'accepted', deadline: { kind: 'payment_due' } });
    expect((await outboxFor(t, w.renter.email))[0]?.subject).toMatch(/accepted/);

    const paid = await pay(t, w.renter.headers, b.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'succeeded',
      provider: 'sandbox',
      booking: { status: 'paid', payment: { cardBrand: 'visa', cardLast4: '4242' } },
    });
    expect(paid.json().booking.actions).toEqual(['cancel', 'dispute']);
    expect(paid.json().booking.listing.exactAddress).toMatchObject({ address: '48 cours Lafayette', city: 'Lyon' });
    expect(await ledger()).toEqual({ external: -15840, escrow: 15840 });
    expect((await outboxFor(t, w.owner.email))[0]!.subject).toBe('Gazelle Ultimate C380 is booked and paid');

    const start = pickupOf('2026-07-01');
    expect((await runDueJobs(t.deps, new Date(start.getTime() - 1))).started).toBe(0);
    expect((await runDueJobs(t.deps, start)).started).toBe(1);
    expect((await runDueJobs(t.deps, new Date(returnOf('2026-07-08').getTime() - 1))).completed).toBe(0);
    expect((await runDueJobs(t.deps, returnOf('2026-07-08'))).completed).toBe(1);

    const pendingBalance = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers })
    ).json();
    expect(pendingBalance).toMatchObject({
      pendingCents: 12240,
      availableCents: 0,
      pending: [{ bookingId: b.id, creditDate: '2026-07-12' }],
    });

    const creditAt = balanceCreditAt(returnOf('2026-07-08'));
    expect((await runDueJobs(t.deps, new Date(creditAt.getTime() - 1))).credited).toBe(0);
    expect((await runDueJobs(t.deps, creditAt)).credited).toBe(1);
    const again = await runDueJobs(t.deps, new Date(creditAt.getTime() + 86_400_000));
    expect(again).toEqual({
      calendarFeedsRead: 0,
      calendarFeedsFailed: 0,
      expiredRequests: 0,
      expiredAcceptances: 0,
      started: 0,
      completed: 0,
      credited: 0,
      startsTomorrow: 0,
      pickupSoon: 0,
      reviewReminders: 0,
      reviewsPublished: 0,
      messageNotices: 0,
      holdsPlaced: 0,
      holdsReleased: 0,
      holdsRenewed: 0,
    });

    expect(await ledger()).toEqual({
      external: -15840,
      escrow: 0,
      [ownerAccount('owner_available', w.owner.user.id)]: 12240,
      platform_revenue: 3600,
    });
    const balance = (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers })).json();
    expect(balance).toMatchObject({ pendingCents: 0, availableCents: 12240, currency: 'EUR', pending: [] });
    expect(balance.history).toMatchObject([{ kind: 'credit', bookingId: b.id, amountCents: 12240 }]);

    const final = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${b.id}`, headers: w.renter.headers })
    ).json().booking;
    expect(final.status).toBe('completed');
    expect(
      final.history.map(
        (h: { from: string | null; to: string; actor: string }) => `${h.from ?? '–'}→${h.to}:${h.actor}`,
      ),
    ).toEqual([
      '–→requested:renter',
      'requested→accepted:owner',
      'accepted→paid:renter',
      'paid→ongoing:system',
      'ongoing→completed:system',
    ]);
    const trips = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/trips?status=completed', headers: w.renter.headers })
    ).json();
    expect(trips.bookings.map((x: { id: string }) => x.id)).toEqual([b.id]);
    expect(trips.counts).toEqual({ completed: 1 });
    const owned = (await t.app.inject({ method: 'GET', url: '/api/v1/me/bookings', headers: w.owner.headers })).json();
    expect(owned.bookings).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/bookings', headers: w.renter.headers })).json().bookings,
    ).toEqual([]);
  });
});
