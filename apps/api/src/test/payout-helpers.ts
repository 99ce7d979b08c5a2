import { eq } from 'drizzle-orm';
import { users } from '@biclou/db/schema';
import { SANDBOX_IBANS } from '@biclou/domain/iban';
import { runDueJobs } from '../modules/run-due-jobs';
import type { TestApp } from './build-test-app';
import { bookingWorld, createLiveListing, paidBooking } from './booking-helpers';
import { createUser, loginAs, PASSWORD } from './helpers';

type Headers = Record<string, string>;

/** Fills the spec §4 fields a payout needs (name, firstname, address, phone, terms, birthdate). */
export async function completeProfile(t: TestApp, userId: string) {
  await t.deps.db
    .update(users)
    .set({
      address: '3 rue des Lilas',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
      phone: '+33612345678',
      phoneVerifiedAt: t.clock.now(),
      birthdate: '1990-04-02',
    })
    .where(eq(users.id, userId));
}

export async function putBanking(t: TestApp, headers: Headers, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/banking',
    headers,
    payload: {
      holderName: 'Olive Owner',
      iban: SANDBOX_IBANS.verified,
      bic: 'BNPAFRPP',
      currentPassword: PASSWORD,
      ...payload,
    } as never,
  });
}

export async function verify(t: TestApp, headers: Headers) {
  return t.app.inject({ method: 'POST', url: '/api/v1/me/banking/verify', headers });
}

/** Complete profile, bank details saved and verified by the sandbox. */
export async function readyForPayouts(
  t: TestApp,
  owner: { user: { id: string }; headers: Headers },
  iban: string = SANDBOX_IBANS.verified,
) {
  await completeProfile(t, owner.user.id);
  const saved = await putBanking(t, owner.headers, { iban });
  if (saved.statusCode !== 200) throw new Error(`banking failed: ${saved.statusCode} ${saved.body}`);
  const verified = await verify(t, owner.headers);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return verified.json();
}

/** Runs every timer far enough after `endDate` for the credit (end + 4 days). */
export async function creditUpTo(t: TestApp, endDate: string) {
  await runDueJobs(t.deps, new Date(Date.parse(`${endDate}T12:00:00Z`) + 6 * 86_400_000));
}

let slot = 0;
/** A fresh pair of dates per call, so bookings of one listing never overlap (from 2026-06-10, 3 days each). */
export function nextDates(days = 2): [string, string] {
  const start = new Date(Date.UTC(2026, 5, 10 + slot * 4));
  slot++;
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

/** An owner with `count` paid and credited bookings of one listing, ready for payouts unless told otherwise. */
export async function ownerWithCredits(t: TestApp, count = 2, o: { ready?: boolean; iban?: string } = {}) {
  const w = await bookingWorld(t);
  const ids: string[] = [];
  let last = '';
  for (let i = 0; i < count; i++) {
    const [start, end] = nextDates();
    ids.push(await paidBooking(t, w, start, end));
    last = end;
  }
  await creditUpTo(t, last);
  if (o.ready !== false) await readyForPayouts(t, w.owner, o.iban);
  return { ...w, bookingIds: ids };
}

/** A second listing of the same owner with one credited booking. */
export async function secondListingCredit(t: TestApp, w: Awaited<ReturnType<typeof ownerWithCredits>>) {
  const listing = await createLiveListing(t, w.owner.headers);
  const [start, end] = nextDates();
  const id = await paidBooking(t, { ...w, listing }, start, end);
  await creditUpTo(t, end);
  return { listingId: listing.id, bookingId: id };
}

export async function requestPayoutVia(t: TestApp, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/me/payouts', headers, payload: payload as never });
}

export async function adminSession(t: TestApp) {
  const admin = await createUser(t, { role: 'admin', firstname: 'Ada' });
  return { ...admin, ...(await loginAs(t, admin.email, admin.password)) };
}

export async function adminAct(
  t: TestApp,
  headers: Headers | undefined,
  payoutId: string,
  action: 'process' | 'fail',
  payload: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payouts/${payoutId}/${action}`,
    ...(headers ? { headers } : {}),
    payload: payload as never,
  });
}
