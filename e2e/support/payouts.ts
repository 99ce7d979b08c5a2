import { createVerifiedMember } from './accounts';
import { baseURL } from './browser';
import { confirmPhoneByApi } from './bookings';
import { apiAs, liveListing } from './listings';
import { travel } from './time-travel';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** Fills what spec §4 needs for a complete profile (the phone is confirmed separately). */
export async function completeProfileByApi(api: Api, firstname = 'Camille', lastname = 'Martin') {
  await api.call('PUT', '/account/profile', {
    firstname,
    lastname,
    country: 'FR',
    birthdate: '1988-05-14',
    address: '12 rue Mercière',
    postalCode: '69002',
    city: 'Lyon',
    spokenLanguages: ['fr', 'en'],
  });
}

/** `YYYY-MM-DD` `days` after the server's today: its clock may have travelled (time-travel.ts). */
async function serverDaysFromNow(days: number): Promise<string> {
  const res = await fetch(`${baseURL()}/api/v1/dev/clock`);
  const { now } = (await res.json()) as { now: string };
  return new Date(Date.parse(now) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A booking requested by the renter, accepted by the owner and paid with 4242 4242 4242 4242, all through the API. */
export async function paidBookingByApi(
  owner: Api,
  renter: Api,
  listingId: string,
  startInDays: number,
  days = 2,
  card = '4242424242424242',
): Promise<string> {
  const { booking } = await renter.call<{ booking: { id: string } }>('POST', '/bookings', {
    listingId,
    startDate: await serverDaysFromNow(startInDays),
    endDate: await serverDaysFromNow(startInDays + days - 1),
    accessoryIds: [],
    depositAcknowledged: true,
  });
  await owner.call('POST', `/bookings/${booking.id}/accept`, {});
  await renter.call('POST', `/bookings/${booking.id}/pay`, {
    idempotencyKey: crypto.randomUUID(),
    card: { number: card, expMonth: 12, expYear: 2035, cvc: '123' },
  });
  return booking.id;
}

/**
 * An owner whose listing has `count` rentals that are paid, over and credited to the balance: the
 * server clock travels past the last end date + 4 days and runs the jobs (E2E_CONTROLS). The
 * caller resets the clock when the journey is done. The owner's profile is complete unless told.
 */
export async function ownerWithCreditedBookings(tag: string, count = 2, { completeProfile = true } = {}) {
  const owner = await createVerifiedMember(`${tag}-owner`);
  const ownerApi = await apiAs(owner.email, owner.password);
  const listingId = await liveListing(ownerApi, 'Gazelle', 'Esprit C7');
  const renter = await createVerifiedMember(`${tag}-renter`);
  const renterApi = await apiAs(renter.email, renter.password);
  await confirmPhoneByApi(renterApi);
  const bookingIds: string[] = [];
  for (let i = 0; i < count; i++) bookingIds.push(await paidBookingByApi(ownerApi, renterApi, listingId, 3 + i * 3));
  const report = await travel({ days: 3 + count * 3 + 6 });
  if (report.credited < count) throw new Error(`expected ${count} credits, the jobs report ${JSON.stringify(report)}`);
  if (completeProfile) {
    await completeProfileByApi(ownerApi);
    await confirmPhoneByApi(ownerApi);
  }
  return { owner, ownerApi, renter, renterApi, listingId, bookingIds };
}

/** The admin's API action on a payout (until the admin pages exist): `process` or `fail`. */
export async function adminPayoutAction(admin: Api, payoutId: string, action: 'process' | 'fail', reason?: string) {
  return admin.call<{ payout: { id: string; status: string } }>(
    'POST',
    `/admin/payouts/${payoutId}/${action}`,
    action === 'fail' ? { reason } : undefined,
  );
}
