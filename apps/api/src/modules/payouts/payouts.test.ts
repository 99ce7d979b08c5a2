import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings, bookings, ledgerEntries, payoutItems, payouts, users } from '@biclou/db/schema';
import { SANDBOX_IBANS } from '@biclou/domain/iban';
import { PAYOUT_MESSAGES as M } from '@biclou/domain/payout-rules';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loginAs, outboxFor } from '../../test/helpers';
import { bookingWorld, paidBooking } from '../../test/booking-helpers';
import { runDueJobs } from '../run-due-jobs';
import { SANDBOX_PAYOUT_MESSAGES } from '../money';
import {
  adminAct,
  adminSession,
  nextDates,
  ownerWithCredits,
  putBanking,
  readyForPayouts,
  requestPayoutVia,
  secondListingCredit,
} from '../../test/payout-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

type H = Record<string, string>;
const balance = async (headers: H) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json();
const earnings = async (id: string) =>
  (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.creditOwnerCents;

/** Every ledger transaction sums to 0, and no owner account is negative. */
async function ledgerHolds() {
  const sums = await t.deps.db
    .select({ tx: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId);
  expect(sums.length).toBeGreaterThan(0);
  for (const s of sums) expect(Number(s.sum)).toBe(0);
  const accounts = await t.deps.db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  for (const a of accounts) if (a.account !== 'external') expect(Number(a.sum), a.account).toBeGreaterThanOrEqual(0);
}

describe('asking for a payout', () => {
  it("moves the chosen bookings' earnings from available to in transit, in one payout with its items", async () => {
    const w = await ownerWithCredits(t, 2);
    const [a, b] = w.bookingIds as [string, string];
    const total = (await earnings(a)) + (await earnings(b));
    expect(total).toBeGreaterThan(0);
    const before = await balance(w.owner.headers);
    expect(before).toMatchObject({ availableCents: total, inTransitCents: 0, pendingCents: 0 });

    const available = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts/available', headers: w.owner.headers })
    ).json();
    expect(available.listings).toHaveLength(1);
    expect(available.listings[0]).toMatchObject({
      listingId: w.listing.id,
      title: 'Gazelle Ultimate C380',
      totalCents: total,
    });
    expect(available.listings[0].bookings.map((x: { bookingId: string }) => x.bookingId).sort()).toEqual([a, b].sort());

    const res = await requestPayoutVia(t, w.owner.headers, {
      listingId: w.listing.id,
      bookingIds: [a, b, a],
      comment: '  For the summer  ',
    });
    expect(res.statusCode).toBe(201);
    const payout = res.json().payout;
    expect(payout).toMatchObject({
      status: 'pending',
      amountCents: total,
      currency: 'EUR',
      comment: 'For the summer',
      failureReason: null,
      listing: { id: w.listing.id, title: 'Gazelle Ultimate C380' },
    });
    expect(payout.ref).toMatch(/^PO-[A-Z2-9]{8}$/);
    expect(payout.bookings).toHaveLength(2);
    expect(payout.bookings.reduce((s: number, x: { amountCents: number }) => s + x.amountCents, 0)).toBe(total);
    expect(await balance(w.owner.headers)).toMatchObject({ availableCents: 0, inTransitCents: total, paidOutCents: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts/available', headers: w.owner.headers })).json()
        .listings,
    ).toEqual([]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts', headers: w.owner.headers })).json()
      .payouts;
    expect(mine.map((p: { id: string }) => p.id)).toEqual([payout.id]);
    await ledgerHolds();
  });

  it('a booking already in a payout: 409, and nothing changes', async () => {
    const w = await ownerWithCredits(t, 2);
    const [a, b] = w.bookingIds as [string, string];
    expect((await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [a] })).statusCode).toBe(
      201,
    );
    const again = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [b, a] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyInPayout);
    expect(await t.deps.db.select().from(payouts).where(eq(payouts.ownerId, w.owner.user.id))).toHaveLength(1);
    expect((await balance(w.owner.headers)).availableCents).toBe(await earnings(b));
  });

  it("the admin's minimum payout: one booking below it is refused (422, nothing moves), two together pass", async () => {
    const w = await ownerWithCredits(t, 2);
    const [a, b] = w.bookingIds as [string, string];
    const one = await earnings(a);
    const both = one + (await earnings(b));
    await t.deps.db.update(bookingSettings).set({ minPayoutCents: one + 1 });
    try {
      const below = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [a] });
      expect(below.statusCode).toBe(422);
      expect(below.json().error.fields).toEqual({ bookingIds: [M.belowMinimum] });
      expect((await balance(w.owner.headers)).availableCents).toBe(both);
      const enough = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [a, b] });
      expect(enough.statusCode).toBe(201);
      expect(enough.json().payout.amountCents).toBe(both);
    } finally {
      await t.deps.db.update(bookingSettings).set({ minPayoutCents: 0 });
    }
  });

  describe('each rule, with its message', () => {
    it('a complete profile', async () => {
      const w = await ownerWithCredits(t, 1);
      await t.deps.db.update(users).set({ birthdate: null }).where(eq(users.id, w.owner.user.id));
      const res = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        message: M.profileIncomplete,
        fields: { profile: [M.profileIncomplete] },
      });
    });

    it('bank details, valid, and verified', async () => {
      const w = await ownerWithCredits(t, 1, { ready: false });
      const { completeProfile } = await import('../../test/payout-helpers');
      await completeProfile(t, w.owner.user.id);
      const ask = () => requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
      expect((await ask()).json().error.message).toBe(M.noBanking);
      await putBanking(t, w.owner.headers);
      expect((await ask()).json().error).toMatchObject({
        message: M.kycNotVerified,
        fields: { banking: [M.kycNotVerified] },
      });
      await readyForPayouts(t, w.owner, SANDBOX_IBANS.kycRejected);
      expect((await ask()).json().error.message).toBe(M.kycNotVerified);
      await readyForPayouts(t, w.owner);
      expect((await ask()).statusCode).toBe(201);
    });

    it('credited bookings only (paid is not enough)', async () => {
      const w = await ownerWithCredits(t, 1);
      const [start, end] = nextDates();
      const paid = await paidBooking(t, w, start, end);
      const res = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: [paid] });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ message: M.notCredited, fields: { bookingIds: [M.notCredited] } });
    });

    it('bookings of the chosen listing only', async () => {
      const w = await ownerWithCredits(t, 1);
      const other = await secondListingCredit(t, w);
      const res = await requestPayoutVia(t, w.owner.headers, {
        listingId: w.listing.id,
        bookingIds: [w.bookingIds[0], other.bookingId],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(M.otherListing);
      const groups = (
        await t.app.inject({ method: 'GET', url: '/api/v1/me/payouts/available', headers: w.owner.headers })
      ).json().listings;
      expect(groups.map((g: { listingId: string }) => g.listingId).sort()).toEqual(
        [w.listing.id, other.listingId].sort(),
      );
      expect(
        (await requestPayoutVia(t, w.owner.headers, { listingId: other.listingId, bookingIds: [other.bookingId] }))
          .statusCode,
      ).toBe(201);
    });

    it("the caller's own bookings only: another owner's, an unknown one, or one the caller rented", async () => {
      const w = await ownerWithCredits(t, 1);
      const stranger = await ownerWithCredits(t, 1);
      for (const [headers, listingId, ids] of [
        [stranger.owner.headers, w.listing.id, w.bookingIds],
        [w.owner.headers, w.listing.id, ['00000000-0000-4000-8000-000000000000']],
        [w.renter.headers, w.listing.id, w.bookingIds],
      ] as const) {
        const res = await requestPayoutVia(t, headers, { listingId, bookingIds: ids });
        expect(res.json().error.message).not.toBe(undefined);
        if (headers === w.renter.headers) {
          // The renter has no bank details: the first rule they break is the profile or the bank.
          expect(res.statusCode).toBe(422);
          expect([M.profileIncomplete, M.noBanking]).toContain(res.json().error.message);
        } else {
          expect(res.statusCode).toBe(422);
          expect(res.json().error.message).toBe(M.notYours);
        }
      }
      await readyForPayouts(t, w.renter);
      const renter = await requestPayoutVia(t, w.renter.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
      expect(renter.json().error.message).toBe(M.notYours);
      expect((await balance(w.owner.headers)).availableCents).toBe(await earnings(w.bookingIds[0]!));
    });

    it.each([
      ['no bookings', { bookingIds: [] }, 'bookingIds', M.noBookings],
      ['bookings missing', { bookingIds: undefined }, 'bookingIds', M.noBookings],
      ['a booking id that is no id', { bookingIds: ['nope'] }, 'bookingIds.0', M.notYours],
      ['a comment over 1000 characters', { comment: 'x'.repeat(1001) }, 'comment', M.commentTooLong],
      ['no listing', { listingId: 'nope' }, 'listingId', 'Choose a listing.'],
    ])('the request body: %s', async (_label, payload, field, message) => {
      const w = await ownerWithCredits(t, 1);
      const res = await requestPayoutVia(t, w.owner.headers, {
        listingId: w.listing.id,
        bookingIds: w.bookingIds,
        ...payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields[field]).toEqual([message]);
    });
  });
});

describe('the admin processes or fails a payout', () => {
  it('process: in transit → paid out, updated_at written, the owner told in French; then 409 for process and fail', async () => {
    const w = await ownerWithCredits(t, 2);
    await t.deps.db.update(users).set({ locale: 'fr' }).where(eq(users.id, w.owner.user.id));
    const payout = (
      await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
    ).json().payout;
    t.clock.advance(3_600_000);
    const res = await adminAct(t, admin.headers, payout.id, 'process');
    t.clock.advance(-3_600_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({ id: payout.id, status: 'processed', amountCents: payout.amountCents });
    expect(Date.parse(res.json().payout.updatedAt) - Date.parse(payout.createdAt)).toBe(3_600_000);
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'processed', decidedBy: admin.user.id, provider: 'sandbox' });
    expect(row!.providerRef).toMatch(/^sbx_po_/);
    expect(await balance(w.owner.headers)).toMatchObject({
      availableCents: 0,
      inTransitCents: 0,
      paidOutCents: payout.amountCents,
    });
    const [mail] = await outboxFor(t, w.owner.email);
    expect(mail!.subject).toMatch(/^Votre virement de .+ est en route$/);
    expect(mail!.text).toContain(payout.ref);
    for (const action of ['process', 'fail'] as const) {
      const again = await adminAct(t, admin.headers, payout.id, action, { reason: 'x' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(M.alreadyDecided);
    }
    expect((await balance(w.owner.headers)).paidOutCents).toBe(payout.amountCents);
    await ledgerHolds();
  });

  it('fail: the amount returns to available, the bookings can be asked for again, the owner is told why', async () => {
    const w = await ownerWithCredits(t, 1);
    const first = (
      await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
    ).json().payout;
    const refused = await adminAct(t, admin.headers, first.id, 'fail', { reason: '  ' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.reason).toEqual(['Give the reason of the failure.']);
    const res = await adminAct(t, admin.headers, first.id, 'fail', {
      reason: "The account holder's name does not match.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({
      status: 'failed',
      failureReason: "The account holder's name does not match.",
    });
    expect(await balance(w.owner.headers)).toMatchObject({
      availableCents: first.amountCents,
      inTransitCents: 0,
      paidOutCents: 0,
    });
    // The balance history names the payout of each payout line (newest first); a credit line has none.
    const history = (await balance(w.owner.headers)).history;
    expect(history.slice(0, 2)).toMatchObject([
      {
        kind: 'payout_failed',
        payoutId: first.id,
        payoutRef: first.ref,
        bookingId: null,
        amountCents: first.amountCents,
      },
      {
        kind: 'payout_requested',
        payoutId: first.id,
        payoutRef: first.ref,
        bookingId: null,
        amountCents: -first.amountCents,
      },
    ]);
    expect(history.find((h: { kind: string }) => h.kind === 'credit')).toMatchObject({
      payoutId: null,
      payoutRef: null,
      bookingRef: expect.any(String),
    });
    const [mail] = await outboxFor(t, w.owner.email);
    expect(mail!.subject).toMatch(/^Your payout of .+ could not be sent$/);
    expect(mail!.text).toContain("The account holder's name does not match.");
    const items = await t.deps.db.select().from(payoutItems).where(eq(payoutItems.payoutId, first.id));
    expect(items.every((i) => i.releasedAt !== null)).toBe(true);
    const second = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
    expect(second.statusCode).toBe(201);
    expect(second.json().payout.amountCents).toBe(first.amountCents);
    expect((await adminAct(t, admin.headers, first.id, 'process')).statusCode).toBe(409);
    await ledgerHolds();
  });

  it("the sandbox IBAN whose payouts fail: processing ends in failed with the bank's reason, the money back", async () => {
    const w = await ownerWithCredits(t, 1, { iban: SANDBOX_IBANS.payoutFails });
    const payout = (
      await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
    ).json().payout;
    const res = await adminAct(t, admin.headers, payout.id, 'process');
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({ status: 'failed', failureReason: SANDBOX_PAYOUT_MESSAGES.bankRefused });
    expect(await balance(w.owner.headers)).toMatchObject({
      availableCents: payout.amountCents,
      inTransitCents: 0,
      paidOutCents: 0,
    });
    await ledgerHolds();
  });

  it("processing sends once, with the payout's idempotency key", async () => {
    const sent: string[] = [];
    const w = await ownerWithCredits(t, 1);
    const payout = (
      await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
    ).json().payout;
    const original = t.deps.payouts.sendPayout;
    t.deps.payouts.sendPayout = async (input) => {
      sent.push(input.idempotencyKey);
      return original(input);
    };
    try {
      const results = await Promise.all([1, 2, 3].map(() => adminAct(t, admin.headers, payout.id, 'process')));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    } finally {
      t.deps.payouts.sendPayout = original;
    }
    expect(sent).toEqual([`payout:${payout.id}`]);
  });
});

describe('earnings per month', () => {
  it('shows what was credited each month, the last 12 months', async () => {
    const w = await ownerWithCredits(t, 2, { ready: false });
    const today = t.clock.now();
    t.clock.set(new Date('2027-01-15T12:00:00Z'));
    // Months later the old session has expired (SESSION_IDLE_DAYS): the owner logs in again.
    const { headers } = await loginAs(t, w.owner.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/earnings', headers });
    t.clock.set(today);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1).month).toBe('2027-01');
    expect(body.months[0].month).toBe('2026-02');
    const total = (await earnings(w.bookingIds[0]!)) + (await earnings(w.bookingIds[1]!));
    expect(body.totalCents).toBe(total);
    expect(body.months.reduce((s: number, m: { cents: number }) => s + m.cents, 0)).toBe(total);
  });

  it('a credit at 00:30 on 1 July in Paris (22:30 UTC on 30 June) counts for July', async () => {
    const w = await bookingWorld(t);
    const id = await paidBooking(t, w, '2026-06-20', '2026-06-21');
    await runDueJobs(t.deps, new Date('2026-06-30T22:30:00Z'));
    const today = t.clock.now();
    t.clock.set(new Date('2026-07-15T12:00:00Z'));
    const { headers } = await loginAs(t, w.owner.email);
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/me/earnings', headers })).json();
    t.clock.set(today);
    expect(body.months.slice(-2)).toEqual([
      { month: '2026-06', cents: 0 },
      { month: '2026-07', cents: await earnings(id) },
    ]);
  });
});
