import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, bookings, bookingUnits, ledgerTransactions, listings, payments } from '@biclou/db/schema';
import { BLOCKING_STATUSES } from '@biclou/domain/booking-status';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  act,
  bookingWorld,
  pay,
  renterReady,
  requestBookingVia,
  requested,
  returnOf,
} from '../../test/booking-helpers';
import { runDueJobs } from '../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('concurrency (real parallelism on PostgreSQL; serialised on PGlite)', () => {
  it('parallel accepts of overlapping requests: exactly one 200, the others 409', async () => {
    const w = await bookingWorld(t);
    const ids = [(await requested(t, w.renter.headers, w.listing.id, '2026-07-01', '2026-07-05')).id];
    for (let i = 0; i < 4; i++) {
      const r = await renterReady(t);
      // Every range contains 5 July.
      ids.push((await requested(t, r.headers, w.listing.id, `2026-07-0${i + 2}`, `2026-07-0${i + 6}`)).id);
    }
    const results = await Promise.all(ids.map((id) => act(t, w.owner.headers, id, 'accept')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().error.message).toMatch(/not available|can no longer be accepted/);
    const blocking = await t.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.listingId, w.listing.id), inArray(bookings.status, [...BLOCKING_STATUSES])));
    expect(blocking).toHaveLength(1);
  });

  it('the database itself refuses two blocking bookings sharing a day (exclusion constraint)', async () => {
    const w = await bookingWorld(t);
    const a = await requested(t, w.renter.headers, w.listing.id, '2026-08-01', '2026-08-05');
    const b = await requested(t, (await renterReady(t)).headers, w.listing.id, '2026-08-05', '2026-08-06');
    await t.deps.db.update(bookings).set({ status: 'accepted' }).where(eq(bookings.id, a.id));
    await expect(t.deps.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, b.id))).rejects.toThrow();
  });

  it('20 parallel pay calls with one idempotency key make exactly one charge and all get the same answer', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-09-01', '2026-09-03');
    await act(t, w.owner.headers, b.id, 'accept');
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, w.renter.headers, b.id, undefined, key)));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
    expect(
      await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id)),
    ).toHaveLength(1);
  });

  it('two job runs at once credit a booking once', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-10-01', '2026-10-02');
    await act(t, w.owner.headers, b.id, 'accept');
    await pay(t, w.renter.headers, b.id);
    const at = balanceCreditAt(returnOf('2026-10-02'));
    const reports = await Promise.all([runDueJobs(t.deps, at), runDueJobs(t.deps, at), runDueJobs(t.deps, at)]);
    const credits = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.bookingId, b.id), eq(ledgerTransactions.kind, 'credit')));
    expect(credits).toHaveLength(1);
    expect(reports.reduce((s, r) => s + r.credited, 0)).toBeGreaterThanOrEqual(1);
  });
  it('50 parallel accepts of requests sharing a day leave exactly one blocking booking', async () => {
    const w = await bookingWorld(t);
    const ids: string[] = [];
    for (let r = 0; r < 10; r++) {
      const renter = await renterReady(t);
      for (let i = 0; i < 5; i++)
        ids.push(
          (
            await requested(
              t,
              renter.headers,
              w.listing.id,
              `2026-11-${String(1 + i).padStart(2, '0')}`,
              `2026-11-${String(10 + r).padStart(2, '0')}`,
            )
          ).id,
        );
    }
    const results = await Promise.all(ids.map((id) => act(t, w.owner.headers, id, 'accept')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const blocking = await t.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.listingId, w.listing.id), inArray(bookings.status, [...BLOCKING_STATUSES])));
    expect(blocking).toHaveLength(1);
  });

  it('50 parallel instant bookings of one slot by 50 renters: exactly one booking, 49 × 409', async () => {
    const w = await bookingWorld(t);
    await t.deps.db
      .update(listings)
      .set({ instantBooking: true, instantConditions: { phoneVerified: true } })
      .where(eq(listings.id, w.listing.id));
    const renters = [];
    for (let i = 0; i < 50; i++) renters.push(await renterReady(t));
    const results = await Promise.all(
      renters.map((r) =>
        requestBookingVia(t, r.headers, { listingId: w.listing.id, startDate: '2027-01-10', endDate: '2027-01-12' }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().booking).toMatchObject({ status: 'accepted', instant: true });
    const lost = results.filter((r) => r.statusCode === 409);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.json().error.message).toBe('This listing is not available at the given dates');
    const rows = await t.deps.db.select().from(bookings).where(eq(bookings.listingId, w.listing.id));
    expect(rows.map((b) => b.status)).toEqual(['accepted']);
    // The losers left nothing behind: no booking, no history row.
    const history = await t.deps.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, rows[0]!.id));
    expect(history.map((h) => `${h.toStatus}:${h.actor}`)).toEqual(['requested:renter', 'accepted:system']);
  });

  it('100 parallel instant bookings of a listing with 3 bikes: exactly 3 bookings, 97 × 409, no bike held twice', async () => {
    const w = await bookingWorld(t);
    await t.deps.db
      .update(listings)
      .set({ instantBooking: true, instantConditions: { phoneVerified: true } })
      .where(eq(listings.id, w.listing.id));
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${w.listing.id}/units`,
      headers: w.owner.headers,
      payload: { count: 2 },
    });
    expect(added.statusCode).toBe(201);
    const renters = [];
    for (let i = 0; i < 100; i++) renters.push(await renterReady(t));
    // Overlapping spans: every one holds 12 February.
    const results = await Promise.all(
      renters.map((r, i) =>
        requestBookingVia(t, r.headers, {
          listingId: w.listing.id,
          startDate: `2027-02-${String(10 + (i % 3)).padStart(2, '0')}`,
          endDate: `2027-02-${String(12 + (i % 4)).padStart(2, '0')}`,
        }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(3);
    for (const r of won) expect(r.json().booking).toMatchObject({ status: 'accepted', instant: true, units: 1 });
    const lost = results.filter((r) => r.statusCode === 409);
    expect(lost).toHaveLength(97);
    for (const r of lost) expect(r.json().error.message).toBe('This listing is not available at the given dates');
    const holds = await t.deps.db
      .select()
      .from(bookingUnits)
      .where(and(eq(bookingUnits.listingId, w.listing.id), eq(bookingUnits.active, true)));
    expect(new Set(holds.map((h) => h.unitId)).size).toBe(3);
    expect(holds).toHaveLength(3);
  });

  it('100 parallel pay calls with one idempotency key make exactly one charge', async () => {
    const w = await bookingWorld(t);
    const b = await requested(t, w.renter.headers, w.listing.id, '2026-12-01', '2026-12-03');
    await act(t, w.owner.headers, b.id, 'accept');
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => pay(t, w.renter.headers, b.id, undefined, key)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
    expect(
      await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id)),
    ).toHaveLength(1);
  });
});
