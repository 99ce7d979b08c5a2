import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, ownerAccount } from '@biclou/domain/ledger';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor, signedInUser } from '../../../test/helpers';
import { act, bookingWorld, createLiveListing, paidBooking, renterReady } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';
import { allEntries, bookingEscrowCents } from '../../money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /admin/bookings/:id/resolve-dispute', () => {
  it("admin only; refunds the decided amount at once; the owner's share waits in escrow until the rental's end + the delay, then is credited once", async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-07-01', '2026-07-03');
    expect(
      (
        await act(t, w.renter.headers, id, 'disputes', {
          reason: 'bike_not_as_described',
          explanation: 'It was a different, smaller bike.',
        })
      ).statusCode,
    ).toBe(201);
    const admin = await signedInUser(t, { role: 'admin' });
    const url = `/api/v1/admin/bookings/${id}/resolve-dispute`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: w.renter.headers, payload: { refundCents: 1000 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { refundCents: 4951 } })).statusCode,
    ).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { refundCents: 1000, note: 'Partial refund: wrong size.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'resolved', refundCents: 1000 });
    expect(res.json().booking.history.at(-1)).toMatchObject({
      from: 'disputed',
      to: 'resolved',
      actor: 'admin',
      reasonCode: null,
      reason: 'Partial refund: wrong size.',
    });
    // The dispute's reason is a code the pages translate.
    expect(res.json().booking.history.at(-2)).toMatchObject({
      from: 'paid',
      to: 'disputed',
      actor: 'renter',
      reasonCode: 'bike_not_as_described',
      reason: null,
    });
    // Decided before the rental: the refund is gone, the rest waits in escrow like any rental's earnings.
    expect(await bookingEscrowCents(t.deps.db, id)).toBe(3950);
    const owner = ownerAccount('owner_available', w.owner.user.id);
    const balances = async () =>
      balancesOf(
        (await allEntries(t.deps.db)).map((e) => ({ account: e.account as never, amountCents: e.amountCents })),
      );
    expect((await balances())[owner] ?? 0).toBe(0);
    const balance = await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers });
    expect(balance.json().pending).toEqual([
      expect.objectContaining({ bookingId: id, status: 'resolved', amountCents: 2975, creditDate: '2026-07-07' }),
    ]);
    // Ends 07-03, delay 4 days: available from 07-07 00:00 in Paris (07-06T22:00Z), not a second earlier.
    await runDueJobs(t.deps, new Date('2026-07-06T21:59:59Z'));
    expect((await balances())[owner] ?? 0).toBe(0);
    await runDueJobs(t.deps, new Date('2026-07-06T22:00:00Z'));
    await runDueJobs(t.deps, new Date('2026-08-01T00:00:00Z'));
    expect(await balances()).toMatchObject({ external: -3950, escrow: 0, platform_revenue: 975, [owner]: 2975 });
    expect(
      (await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { refundCents: 0 } })).statusCode,
    ).toBe(409);
    // Both parties are told the outcome once, the owner when their share becomes available; the
    // credit job tells them once when it is.
    const renterTold = (await outboxFor(t, w.renter.email)).filter(
      (m) => m.subject === 'Your report about Gazelle Ultimate C380 was settled',
    );
    expect(renterTold).toHaveLength(1);
    expect(renterTold[0]!.text).toContain('You are refunded €10.00');
    expect(renterTold[0]!.text).toContain('Our team’s note: Partial refund: wrong size.');
    expect(renterTold[0]!.text).toMatch(/\/dashboard\/trips\//);
    const ownerMails = await outboxFor(t, w.owner.email!);
    expect(ownerMails.filter((m) => /added to your balance$/.test(m.subject ?? ''))).toHaveLength(1);
    const ownerTold = ownerMails.filter(
      (m) => m.subject === 'The problem reported about Gazelle Ultimate C380 was settled',
    );
    expect(ownerTold).toHaveLength(1);
    expect(ownerTold[0]!.text).toContain('The renter is refunded €10.00.');
    expect(ownerTold[0]!.text).toContain(
      "Your earnings, €29.75, become available on Jul 7, 2026, like any rental's earnings.",
    );
  });

  it('the owner is told in their language that a dispute was opened, with its reason translated', async () => {
    const owner = await signedInUser(t, { firstname: 'Odile', locale: 'fr' });
    const listing = await createLiveListing(t, owner.headers);
    const renter = await renterReady(t, { firstname: 'Remy' });
    const id = await paidBooking(t, { owner, renter, listing }, '2026-07-20', '2026-07-22');
    expect(
      (
        await act(t, renter.headers, id, 'disputes', {
          reason: 'bike_not_as_described',
          explanation: 'It was a different, smaller bike.',
        })
      ).statusCode,
    ).toBe(201);
    const mail = (await outboxFor(t, owner.email!))[0]!;
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Le locataire de Gazelle Ultimate C380 a signalé un problème');
    expect(mail.text).toContain(
      'Le locataire de Gazelle Ultimate C380 (lun. 20 juil., 08:00\u00a0→ mer. 22 juil. 2026, 20:00, heure de Paris) a signalé un problème\u00a0: Le vélo ne correspondait pas à l’annonce.',
    );
    expect(mail.text).toContain('Vos gains de 38,25\u00a0€ sont bloqués');
    expect(mail.text).not.toContain('bike_not_as_described');
    expect(mail.text).toMatch(new RegExp(`/fr/dashboard/bookings/${id}`));
    // The outcome, in French too.
    const admin = await signedInUser(t, { role: 'admin' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/bookings/${id}/resolve-dispute`,
          headers: admin.headers,
          payload: { refundCents: 0 },
        })
      ).statusCode,
    ).toBe(200);
    const outcome = (await outboxFor(t, owner.email!))[0]!;
    expect(outcome.subject).toBe('Le problème signalé pour Gazelle Ultimate C380 a été traité');
    expect(outcome.text).toContain('Le locataire n’est pas remboursé.');
    expect(outcome.text).toContain(
      'Vos gains, 38,25\u00a0€, seront disponibles le 26 juil. 2026, comme pour toute location.',
    );
    expect((await outboxFor(t, renter.email))[0]!.text).toContain('No refund was granted.');
  });

  it('a resolution that leaves the owner nothing sends no balance email', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-07-10', '2026-07-12');
    expect(
      (
        await act(t, w.renter.headers, id, 'disputes', {
          reason: 'bike_not_as_described',
          explanation: 'The bike was never there.',
        })
      ).statusCode,
    ).toBe(201);
    const admin = await signedInUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${id}/resolve-dispute`,
      headers: admin.headers,
      payload: { refundCents: 4950 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'resolved', refundCents: 4950 });
    expect(
      (await outboxFor(t, w.owner.email!)).filter((m) =>
        /(added to your balance|ajoutés à votre solde)$/.test(m.subject ?? ''),
      ),
    ).toHaveLength(0);
    const outcome = (await outboxFor(t, w.owner.email!))[0]!;
    expect(outcome.text).toContain('The renter is refunded €49.50.');
    expect(outcome.text).toContain('You receive nothing for this booking.');
  });
});
