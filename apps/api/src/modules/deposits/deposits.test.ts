import { eq } from 'drizzle-orm';
import type { BalanceResponse } from '@biclou/contracts/bookings';
import type { EarningsResponse } from '@biclou/contracts/payouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositClaims, depositHolds, ledgerTransactions, messages, notifications, users } from '@biclou/db/schema';
import { accountBalances, allEntries, bookingEscrowCents, SANDBOX_CARDS } from '../money';
import type { TestApp } from '../../test/build-test-app';
import { outboxFor, signedInUser } from '../../test/helpers';
import { expectAudited } from '../../test/admin-matrix';
import { act, bookingWorld, pay, requested } from '../../test/booking-helpers';
import { answerHandoverVia, handoverTestApp, submitHandoverVia } from '../../test/handover-helpers';
import { runDueJobs } from '../run-due-jobs';
import { releaseHold } from './index';

let t: TestApp;
const events = handoverTestApp((app) => (t = app));

type World = Awaited<ReturnType<typeof bookingWorld>>;
type Headers = Record<string, string>;
const START = new Date('2026-06-01T10:00:00Z');
const onDay = (isoDate: string) => new Date(`${isoDate}T08:00:00Z`);
const HOUR = 3_600_000;

let day = 0;
async function paid(w: World, card: string = SANDBOX_CARDS.success) {
  t.clock.set(START);
  day += 4;
  const start = new Date(Date.UTC(2026, 5, 5 + day)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2026, 5, 7 + day)).toISOString().slice(0, 10);
  const b = await requested(t, w.renter.headers, w.listing.id, start, end);
  expect((await act(t, w.owner.headers, b.id, 'accept')).statusCode).toBe(200);
  expect((await pay(t, w.renter.headers, b.id, card)).statusCode).toBe(200);
  return { id: b.id, start, end };
}
/** Paid, checked in on the first day and confirmed by the renter (the hold is placed then). */
async function checkedIn(w: World, card?: string) {
  const b = await paid(w, card);
  t.clock.set(onDay(b.start));
  expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkin')).statusCode).toBe(201);
  expect((await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' })).statusCode).toBe(200);
  return b;
}
async function checkedOut(w: World) {
  const b = await checkedIn(w);
  t.clock.set(onDay(b.end));
  expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkout')).statusCode).toBe(201);
  return b;
}
const read = (headers: Headers, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/deposit`, headers });
const claim = (headers: Headers, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/deposit/claim`, headers, payload: payload as never });
const decide = (headers: Headers, id: string, capturedCents: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/bookings/${id}/deposit/decision`,
    headers,
    payload: { capturedCents, note: null },
  });
const holdsOf = (id: string) => t.deps.db.select().from(depositHolds).where(eq(depositHolds.bookingId, id));
const claimsOf = (id: string) => t.deps.db.select().from(depositClaims).where(eq(depositClaims.bookingId, id));
const ownerBalance = async (ownerId: string) =>
  (await accountBalances(t.deps.db, [`owner_available:${ownerId}`]))[0]?.cents ?? 0;
const ledgerSum = async () => (await allEntries(t.deps.db)).reduce((s, e) => s + e.amountCents, 0);

describe('the deposit hold', () => {
  let w: World;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    w = await bookingWorld(t);
    admin = await signedInUser(t, { role: 'admin' });
  });

  it('is placed when the renter confirms the check-in, shown to both parties, 404 for a stranger', async () => {
    const b = await checkedIn(w);
    const [hold] = await holdsOf(b.id);
    expect(hold).toMatchObject({ status: 'authorised', amountCents: 30000, capturedCents: 0 });
    expect(hold!.expiresAt!.getTime() - hold!.placedAt.getTime()).toBe(7 * 24 * HOUR);
    for (const side of [w.owner, w.renter]) {
      const res = await read(side.headers, b.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().hold).toMatchObject({ status: 'authorised', amountCents: 30000 });
    }
    const stranger = await signedInUser(t);
    expect((await read(stranger.headers, b.id)).statusCode).toBe(404);
    expect(events.filter((e) => e.bookingId === b.id).map((e) => e.type)).toContain('deposit.held');
  });

  it('a declined hold is shown to both parties', async () => {
    const b = await checkedIn(w, SANDBOX_CARDS.holdDeclined);
    expect((await holdsOf(b.id))[0]).toMatchObject({ status: 'declined' });
    expect((await read(w.owner.headers, b.id)).json().hold).toMatchObject({
      status: 'declined',
      declineMessage: expect.any(String),
    });
    expect(events.filter((e) => e.bookingId === b.id).map((e) => e.type)).toContain('deposit.declined');
  });

  it('the owner claims €40 after the check-out, the renter answers, the admin captures €40; the rest is released', async () => {
    const b = await checkedOut(w);
    const res = await claim(w.owner.headers, b.id, { amountCents: 4000, description: 'Rear light missing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().claim).toMatchObject({ amountCents: 4000, status: 'open' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${b.id}/deposit/claim/answer`,
          headers: w.renter.headers,
          payload: { answer: 'It was already loose.' },
        })
      ).statusCode,
    ).toBe(200);
    // An open claim keeps the hold past the 48 h release.
    t.clock.set(new Date(onDay(b.end).getTime() + 72 * HOUR));
    await runDueJobs(t.deps);
    expect((await holdsOf(b.id))[0]!.status).toBe('authorised');
    const before = await ownerBalance(w.owner.user.id);
    expect((await decide(w.owner.headers, b.id, 4000)).statusCode).toBe(403);
    expect((await decide(admin.headers, b.id, 4001)).statusCode).toBe(422);
    const done = await decide(admin.headers, b.id, 4000);
    expect(done.statusCode).toBe(200);
    expect(done.json().hold).toMatchObject({ status: 'partially_captured', capturedCents: 4000 });
    expect(done.json().claim).toMatchObject({ status: 'decided', decidedCents: 4000 });
    expect(await ownerBalance(w.owner.user.id)).toBe(before + 4000);
    expect((await decide(admin.headers, b.id, 4000)).statusCode).toBe(409);
    const kinds = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id));
    expect(kinds.filter((k) => k.kind === 'deposit_captured')).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
    const types = events.filter((e) => e.bookingId === b.id).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['claim.filed', 'claim.answered', 'deposit.captured', 'claim.decided']),
    );
    // Lines in the conversation and emails to each side.
    const lines = (await t.deps.db.select().from(messages).where(eq(messages.bookingId, b.id))).map((m) => m.eventType);
    expect(lines).toEqual(
      expect.arrayContaining(['deposit_held', 'claim_filed', 'claim_answered', 'deposit_captured', 'claim_decided']),
    );
    const renterMail = (await outboxFor(t, w.renter.email)).map((m) => m.subject ?? '');
    expect(renterMail.some((s) => /damage claim was decided/.test(s))).toBe(true);
    expect(renterMail.some((s) => /filed a damage claim/.test(s))).toBe(true);
    expect((await outboxFor(t, w.owner.email)).some((m) => /answered your damage claim/.test(m.subject ?? ''))).toBe(
      true,
    );
    // The owner's balance history names the capture as what it is, not as rental earnings (those are
    // still pending: the credit comes at the end + the settings' delay), and the monthly chart counts
    // exactly what the history shows coming in.
    const balance = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers: w.owner.headers })
    ).json<BalanceResponse>();
    const moves = balance.history.filter((h) => h.bookingId === b.id);
    expect(moves.map((h) => [h.kind, h.amountCents])).toEqual([['deposit_captured', 4000]]);
    expect(balance.pending.map((p) => p.bookingId)).toContain(b.id);
    const earnings = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/earnings', headers: w.owner.headers })
    ).json<EarningsResponse>();
    const incoming = balance.history.filter((h) => h.amountCents > 0).reduce((s, h) => s + h.amountCents, 0);
    expect(earnings.totalCents).toBe(incoming);
  });

  it('audits the decision with what the hold held before and became after, the same fields on both sides', async () => {
    const state = (claimedCents: number, heldCents: number, capturedCents: number, releasedCents: number) => ({
      claimedCents,
      heldCents,
      capturedCents,
      releasedCents,
      currency: 'EUR',
    });
    const cases = [
      [4000, 'partially_captured', state(5000, 0, 4000, 26000)],
      [0, 'released', state(5000, 0, 0, 30000)],
      [5000, 'partially_captured', state(5000, 0, 5000, 25000)],
    ] as const;
    for (const [captured, holdStatus, after] of cases) {
      const b = await checkedOut(w);
      expect((await claim(w.owner.headers, b.id, { amountCents: 5000, description: 'Scratched' })).statusCode).toBe(
        200,
      );
      expect((await decide(admin.headers, b.id, captured)).statusCode).toBe(200);
      const row = await expectAudited(t.deps.db, { action: 'deposit.decide', objectType: 'booking', objectId: b.id });
      expect(row.before).toEqual({ claimStatus: 'open', holdStatus: 'authorised', ...state(5000, 30000, 0, 0) });
      expect(row.after).toEqual({ claimStatus: 'decided', holdStatus, ...after });
    }
    const b = await checkedOut(w);
    await claim(w.owner.headers, b.id, { amountCents: 30000, description: 'Broken frame' });
    await decide(admin.headers, b.id, 30000);
    const all = await expectAudited(t.deps.db, { action: 'deposit.decide', objectType: 'booking', objectId: b.id });
    expect(all.after).toEqual({ claimStatus: 'decided', holdStatus: 'captured', ...state(30000, 0, 30000, 0) });
  });

  it('refuses bad claims with a clear 4xx and writes nothing', async () => {
    const early = await checkedIn(w);
    expect((await claim(w.owner.headers, early.id, { amountCents: 100, description: 'x' })).statusCode).toBe(409);
    const b = await checkedOut(w);
    const cases: [Headers, Record<string, unknown>, number][] = [
      [w.owner.headers, { amountCents: 30001, description: 'too much' }, 422],
      [w.owner.headers, { amountCents: 0, description: 'nothing' }, 422],
      [w.owner.headers, { amountCents: 100, description: '' }, 422],
      [w.owner.headers, { amountCents: 100, description: 'photo', photoIds: [crypto.randomUUID()] }, 422],
      [w.renter.headers, { amountCents: 100, description: 'renter' }, 403],
      [(await signedInUser(t)).headers, { amountCents: 100, description: 'stranger' }, 404],
    ];
    for (const [headers, body, status] of cases) expect((await claim(headers, b.id, body)).statusCode).toBe(status);
    t.clock.set(new Date(onDay(b.end).getTime() + 48 * HOUR + 1000));
    expect((await claim(w.owner.headers, b.id, { amountCents: 100, description: 'late' })).statusCode).toBe(409);
    expect(await claimsOf(b.id)).toHaveLength(0);
    expect(await claimsOf(early.id)).toHaveLength(0);
  });

  it('is released by the job 48 h after the check-out without a claim; a released hold cannot be claimed', async () => {
    const b = await checkedOut(w);
    t.clock.set(new Date(onDay(b.end).getTime() + 47 * HOUR));
    await runDueJobs(t.deps);
    expect((await holdsOf(b.id))[0]!.status).toBe('authorised');
    t.clock.set(new Date(onDay(b.end).getTime() + 48 * HOUR));
    await runDueJobs(t.deps);
    expect((await holdsOf(b.id))[0]).toMatchObject({ status: 'released', capturedCents: 0 });
    expect(events.filter((e) => e.bookingId === b.id).map((e) => e.type)).toContain('deposit.released');
  });

  it('a released hold cannot be captured: the claim finds no hold', async () => {
    const b = await checkedOut(w);
    const [hold] = await holdsOf(b.id);
    expect(await releaseHold({ deps: t.deps }, hold!.id)).toBe(true);
    expect(await releaseHold({ deps: t.deps }, hold!.id)).toBe(false);
    expect((await claim(w.owner.headers, b.id, { amountCents: 100, description: 'x' })).statusCode).toBe(409);
  });

  it('50 parallel decisions make one capture', async () => {
    const b = await checkedOut(w);
    expect((await claim(w.owner.headers, b.id, { amountCents: 30000, description: 'Broken frame' })).statusCode).toBe(
      200,
    );
    const before = await ownerBalance(w.owner.user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => decide(admin.headers, b.id, 30000)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await holdsOf(b.id))[0]).toMatchObject({ status: 'captured', capturedCents: 30000 });
    expect(await ownerBalance(w.owner.user.id)).toBe(before + 30000);
    expect(await ledgerSum()).toBe(0);
  });

  it('the day-before job places the hold when nobody checked in', async () => {
    const b = await paid(w);
    t.clock.set(new Date(onDay(b.start).getTime() - 40 * HOUR));
    await runDueJobs(t.deps);
    expect(await holdsOf(b.id)).toHaveLength(0);
    t.clock.set(new Date(onDay(b.start).getTime() - 9 * HOUR));
    await runDueJobs(t.deps);
    expect((await holdsOf(b.id))[0]).toMatchObject({ status: 'authorised' });
  });
});

describe('refusing the handover after a declined hold (no penalty)', () => {
  let w: World;
  beforeAll(async () => {
    w = await bookingWorld(t);
  });
  const refuse = (headers: Headers, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/deposit/refuse-handover`, headers });
  const getBooking = async (headers: Headers, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers })).json().booking;
  const strikes = async () =>
    (await t.deps.db.select().from(users).where(eq(users.id, w.owner.user.id)))[0]!.ownerCancellationCount;
  /** Paid with the card that pays but declines the hold; the day-before job tries the hold (declined). */
  async function declinedBeforePickup() {
    const b = await paid(w, SANDBOX_CARDS.holdDeclined);
    t.clock.set(new Date(onDay(b.start).getTime() - 20 * HOUR));
    await runDueJobs(t.deps);
    expect((await holdsOf(b.id))[0]).toMatchObject({ status: 'declined' });
    return b;
  }

  it('on the start day (ongoing): a full refund, no strike, the code deposit_declined everywhere, the ledger balanced', async () => {
    const b = await declinedBeforePickup();
    t.clock.set(onDay(b.start));
    await runDueJobs(t.deps);
    const before = await getBooking(w.owner.headers, b.id);
    expect(before.status).toBe('ongoing');
    expect((await read(w.owner.headers, b.id)).json().can.refuseHandover).toBe(true);
    expect((await read(w.renter.headers, b.id)).json().can.refuseHandover).toBe(false);
    // The ordinary cancel never applies to an ongoing booking.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${b.id}/cancel`,
          headers: w.owner.headers,
          payload: { reason: null },
        })
      ).statusCode,
    ).toBe(409);
    expect((await refuse(w.renter.headers, b.id)).statusCode).toBe(403);
    expect((await refuse((await signedInUser(t)).headers, b.id)).statusCode).toBe(404);

    const strikesBefore = await strikes();
    const res = await refuse(w.owner.headers, b.id);
    expect(res.statusCode).toBe(200);
    const paidByRenter = before.price.pricePaidByBuyer;
    expect(res.json().booking).toMatchObject({
      status: 'canceled',
      canceledBy: 'owner',
      refundCents: paidByRenter,
      earnings: { amountCents: 0 },
    });
    expect(await strikes()).toBe(strikesBefore);
    const history = (await getBooking(w.renter.headers, b.id)).history;
    expect(history.at(-1)).toMatchObject({ to: 'canceled', reasonCode: 'deposit_declined', reason: null });
    // Money: one refund of everything the renter paid, nothing left in escrow, the ledger sums to zero.
    const txs = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id));
    expect(txs.filter((x) => x.kind === 'refund')).toHaveLength(1);
    expect(await bookingEscrowCents(t.deps.db, b.id)).toBe(0);
    expect(await ledgerSum()).toBe(0);
    // The hub: the event, the conversation line, the renter's email and bell.
    const canceled = events.filter((e) => e.bookingId === b.id && e.type === 'booking.canceled');
    expect(canceled).toHaveLength(1);
    expect(canceled[0]!.actor).toEqual({ kind: 'owner', userId: w.owner.user.id });
    const line = (await t.deps.db.select().from(messages).where(eq(messages.bookingId, b.id))).find(
      (m) => m.eventType === 'canceled',
    );
    expect(line?.event).toMatchObject({ type: 'canceled', reason: 'deposit_declined', refundCents: paidByRenter });
    const mail = (await outboxFor(t, w.renter.email)).find((m) => /was canceled/.test(m.subject ?? ''));
    expect(mail?.text).toMatch(/deposit hold on the renter’s card was declined/);
    const bells = await t.deps.db.select().from(notifications).where(eq(notifications.bookingId, b.id));
    expect(bells.find((n) => n.kind === 'booking.canceled')).toMatchObject({
      userId: w.renter.user.id,
      params: { reason: 'deposit_declined', refundCents: paidByRenter, canceledBy: 'owner' },
    });
    expect(
      bells
        .filter((n) => n.kind === 'deposit.declined')
        .map((n) => n.userId)
        .sort(),
    ).toEqual([w.owner.user.id, w.renter.user.id].sort());
    // Once only.
    expect((await refuse(w.owner.headers, b.id)).statusCode).toBe(409);
  });

  it('before the start day (paid) too, and when the check-in confirmation itself placed the declined hold', async () => {
    const early = await declinedBeforePickup();
    expect((await getBooking(w.owner.headers, early.id)).status).toBe('paid');
    const strikesBefore = await strikes();
    expect((await refuse(w.owner.headers, early.id)).json().booking).toMatchObject({ status: 'canceled' });
    expect(await strikes()).toBe(strikesBefore);

    const atCheckin = await checkedIn(w, SANDBOX_CARDS.holdDeclined);
    expect((await holdsOf(atCheckin.id))[0]).toMatchObject({ status: 'declined' });
    expect((await refuse(w.owner.headers, atCheckin.id)).statusCode).toBe(200);
    expect(await ledgerSum()).toBe(0);
  });

  it('refused with 409, writing nothing: a live hold, no hold, a check-in confirmed after the decline, a check-out', async () => {
    const strikesBefore = await strikes();
    const refused = async (id: string, message: RegExp) => {
      const res = await refuse(w.owner.headers, id);
      expect(res.statusCode, id).toBe(409);
      expect(res.json().error.message).toMatch(message);
      expect((await getBooking(w.owner.headers, id)).status).not.toBe('canceled');
      expect((await read(w.owner.headers, id)).json().can.refuseHandover).toBe(false);
    };
    await refused((await checkedIn(w)).id, /only when the deposit hold was declined/);
    await refused((await paid(w)).id, /only when the deposit hold was declined/);
    // Declined the day before, and the parties went ahead with the check-in anyway: handed over.
    const b = await declinedBeforePickup();
    t.clock.set(onDay(b.start));
    expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkin')).statusCode).toBe(201);
    expect((await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' })).statusCode).toBe(200);
    await refused(b.id, /already handed over/);
    t.clock.set(onDay(b.end));
    expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkout')).statusCode).toBe(201);
    await refused(b.id, /already handed over/);
    expect(await strikes()).toBe(strikesBefore);
  });
});
