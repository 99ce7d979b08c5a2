import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '@biclou/db/schema';
import { PAYOUT_MESSAGES as M } from '@biclou/domain/payout-rules';
import { type KycStatus, PAYMENT_UNAVAILABLE, type PayoutProvider, type PayoutResult } from '../money';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  adminAct,
  adminSession,
  completeProfile,
  ownerWithCredits,
  putBanking,
  requestPayoutVia,
  verify,
} from '../../test/payout-helpers';

/**
 * The payouts module against a provider that behaves like Stripe Connect: verification goes
 * through onboarding pages (pending, then verified), a payout is accepted "in transit", and an
 * outage throws. Only the module's side is under test here; the Stripe adapter has its own tests.
 */
function connectLikeProvider() {
  const state = { kyc: 'pending' as KycStatus, calls: [] as string[], next: null as null | 'throw' | PayoutResult };
  const provider: PayoutProvider = {
    name: 'stripe',
    async openAccount(input) {
      state.calls.push(`open:${input.accountRef ?? 'new'}:${input.returnUrl}`);
      return {
        accountRef: 'acct_test_1',
        kycStatus: 'pending',
        onboardingUrl: 'https://connect.stripe.test/setup/acct_test_1',
      };
    },
    async accountStatus() {
      return state.kyc;
    },
    async sendPayout(input) {
      state.calls.push(`send:${input.idempotencyKey}:${input.amountCents}`);
      const next = state.next;
      state.next = null;
      if (next === 'throw') throw new Error('Stripe is unreachable');
      return next ?? { status: 'in_transit', payoutRef: 'po_test_1' };
    },
  };
  return { provider, state };
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
const fake = connectLikeProvider();
beforeAll(async () => {
  t = await buildTestApp({ payouts: fake.provider });
  admin = await adminSession(t);
});
afterAll(() => t.close());

const balance = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me/balance', headers })).json();

/** An owner with `credits` credited bookings, verified by the provider, who has asked for their payout. */
async function verifiedOwnerAskingPayout(credits: number) {
  const w = await ownerWithCredits(t, credits, { ready: false });
  await completeProfile(t, w.owner.user.id);
  await putBanking(t, w.owner.headers);
  await verify(t, w.owner.headers);
  fake.state.kyc = 'verified';
  await t.app.inject({ method: 'POST', url: '/api/v1/me/banking/refresh', headers: w.owner.headers });
  const payout = (
    await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds })
  ).json().payout;
  return { w, payout };
}

describe('with a provider that verifies through onboarding pages (Stripe Connect)', () => {
  it('verify answers the onboarding link and pending; payouts wait for verified; refresh picks it up', async () => {
    const w = await ownerWithCredits(t, 1, { ready: false });
    await completeProfile(t, w.owner.user.id);
    await putBanking(t, w.owner.headers);
    const started = await verify(t, w.owner.headers);
    expect(started.json()).toMatchObject({
      provider: 'stripe',
      onboardingUrl: 'https://connect.stripe.test/setup/acct_test_1',
      banking: { kycStatus: 'pending', provider: 'stripe' },
    });
    expect(fake.state.calls.at(-1)).toMatch(/^open:new:https?:\/\/\S+\/account#banking$/);
    const ask = () => requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
    expect((await ask()).json().error.message).toBe(M.kycNotVerified);
    fake.state.kyc = 'verified';
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/banking/refresh',
      headers: w.owner.headers,
    });
    expect(refreshed.json().banking.kycStatus).toBe('verified');
    // Verifying again reuses the provider's account.
    fake.state.kyc = 'pending';
    await verify(t, w.owner.headers);
    expect(fake.state.calls.at(-1)).toMatch(/^open:acct_test_1:/);
    fake.state.kyc = 'verified';
    await t.app.inject({ method: 'POST', url: '/api/v1/me/banking/refresh', headers: w.owner.headers });
    expect((await ask()).statusCode).toBe(201);
  });

  it('an outage while processing changes nothing; the retry sends with the same key and processes once', async () => {
    const { w, payout } = await verifiedOwnerAskingPayout(2);
    fake.state.next = 'throw';
    const down = await adminAct(t, admin.headers, payout.id, 'process');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(PAYMENT_UNAVAILABLE);
    const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'pending', providerRef: null, decidedBy: null });
    expect(await balance(w.owner.headers)).toMatchObject({ inTransitCents: payout.amountCents, paidOutCents: 0 });
    const ok = await adminAct(t, admin.headers, payout.id, 'process');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payout.status).toBe('processed');
    expect(fake.state.calls.filter((c) => c.startsWith(`send:payout:${payout.id}`))).toEqual([
      `send:payout:${payout.id}:${payout.amountCents}`,
      `send:payout:${payout.id}:${payout.amountCents}`,
    ]);
    expect(await balance(w.owner.headers)).toMatchObject({ inTransitCents: 0, paidOutCents: payout.amountCents });
  });

  it("a payout the bank refuses fails with the provider's message and the money returns", async () => {
    const { w, payout } = await verifiedOwnerAskingPayout(1);
    fake.state.next = { status: 'failed', payoutRef: 'po_test_2', message: 'The bank account could not be found.' };
    const res = await adminAct(t, admin.headers, payout.id, 'process');
    expect(res.json().payout).toMatchObject({
      status: 'failed',
      failureReason: 'The bank account could not be found.',
    });
    expect(await balance(w.owner.headers)).toMatchObject({ availableCents: payout.amountCents, inTransitCents: 0 });
  });
});
