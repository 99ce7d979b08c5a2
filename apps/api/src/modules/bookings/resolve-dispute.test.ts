import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { outboxFor, signedInUser } from '../../test/helpers';
import { act, bookingWorld, paidBooking } from '../../test/booking-helpers';
import { runDueJobs } from '../../jobs/run-due-jobs';
import { allEntries, bookingEscrowCents } from './ledger-repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /admin/bookings/:id/resolve-dispute', () => {
  it('admin only; refunds the decided amount and credits the rest at once; the timer never credits it twice', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-07-01', '2026-07-03');
    expect((await act(t, w.renter.headers, id, 'disputes', { reason: 'bike_not_as_described', explanation: 'It was a different, smaller bike.' })).statusCode).toBe(201);
    const admin = await signedInUser(t, { role: 'admin' });
    const url = `/api/v1/admin/bookings/${id}/resolve-dispute`;
    expect((await t.app.inject({ method: 'POST', url, headers: w.renter.headers, payload: { refundCents: 1000 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { refundCents: 4951 } })).statusCode).toBe(422);
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { refundCents: 1000, note: 'Partial refund: wrong size.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'resolved', refundCents: 1000 });
    expect(res.json().booking.history.at(-1)).toMatchObject({ from: 'disputed', to: 'resolved', actor: 'admin', reason: 'Partial refund: wrong size.' });
    expect(await bookingEscrowCents(t.deps.db, id)).toBe(0);
    await runDueJobs(t.deps, new Date('2026-08-01T00:00:00Z'));
    const balances = balancesOf((await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })));
    expect(balances).toMatchObject({ external: -3950, escrow: 0, platform_revenue: 975, [ownerAccount('owner_available', w.owner.user.id)]: 2975 });
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { refundCents: 0 } })).statusCode).toBe(409);
    expect((await outboxFor(t, w.renter.email)).length).toBeGreaterThan(0);
    // The owner is told once that the resolved amount reached their available balance (the job's email).
    const credited = (await outboxFor(t, w.owner.email!)).filter((m) => /(added to your balance|ajoutés à votre solde)$/.test(m.subject ?? ''));
    expect(credited).toHaveLength(1);
    expect(credited[0]!.subject).toMatch(/29[.,]75/);
    expect(credited[0]!.text).toMatch(/\/dashboard\/payouts/);
  });

  it('a resolution that leaves the owner nothing sends no balance email', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-07-10', '2026-07-12');
    expect((await act(t, w.renter.headers, id, 'disputes', { reason: 'bike_not_as_described', explanation: 'The bike was never there.' })).statusCode).toBe(201);
    const admin = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/bookings/${id}/resolve-dispute`, headers: admin.headers, payload: { refundCents: 4950 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'resolved', refundCents: 4950 });
    expect((await outboxFor(t, w.owner.email!)).filter((m) => /(added to your balance|ajoutés à votre solde)$/.test(m.subject ?? ''))).toHaveLength(0);
  });
});
