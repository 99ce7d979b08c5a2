import { eq } from 'drizzle-orm';
import { users } from '@biclou/db/schema';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import type { TestApp } from './build-test-app';
import { signedInUser, type CreateUserOptions } from './helpers';
import { createListingVia } from './listing-helpers';

type Headers = Record<string, string>;

const onParisClock = (date: string, time: string): Date => {
  const found = localToInstant({ date, time }, 'Europe/Paris');
  if (found.kind === 'nonexistent') throw new Error(`${date} ${time} does not exist in Paris`);
  return found.instant;
};
/**
 * When a whole-day request of a test listing (in Lyon, no hours of its own) is picked up and
 * returned: the default hours' opening on its first day and closing on its last, on the Paris clock.
 */
export const pickupOf = (startDate: string) => onParisClock(startDate, DEFAULT_OPENING_HOURS.week.mon!.pickup.from);
export const returnOf = (endDate: string) => onParisClock(endDate, DEFAULT_OPENING_HOURS.week.mon!.return.to);

/** Marks the user's phone as confirmed (the phone flow has its own tests). */
export async function confirmPhone(t: TestApp, userId: string) {
  await t.deps.db
    .update(users)
    .set({ phone: '+33612345678', phoneVerifiedAt: t.clock.now() })
    .where(eq(users.id, userId));
}

/** A signed-in member whose phone is confirmed: ready to book. */
export async function renterReady(t: TestApp, o: CreateUserOptions = {}) {
  const renter = await signedInUser(t, o);
  await confirmPhone(t, renter.user.id);
  return renter;
}

/**
 * A live listing through the wizard (1500/day, 10 % weekly discount, Zen, accessories Lock 0 and
 * Child seat 200), optionally with other price settings or accessories. Returns ids.
 */
export async function createLiveListing(
  t: TestApp,
  headers: Headers,
  o: { price?: Record<string, unknown>; accessories?: { name: string; pricePerDayCents: number }[] } = {},
) {
  const id = await createListingVia(t, headers);
  const put = async (path: string, payload: unknown) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}/${path}`,
      headers,
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${path} failed: ${res.statusCode} ${res.body}`);
    return res.json().listing;
  };
  if (o.price) {
    const current = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers })).json().listing;
    await put('price', {
      pricePerDayCents: 1500,
      depositCents: 30000,
      minBookingDays: 1,
      noticeDays: 1,
      discount7Days: 10,
      discount30Days: 20,
      cancelationOption: current.cancelationOption ?? 'short_notice',
      ...o.price,
    });
  }
  if (o.accessories)
    await put('details', { descriptionFr: 'Un vélo.', descriptionEn: 'A bike.', accessories: o.accessories });
  const listing = (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers })).json().listing;
  return { id, accessories: listing.accessories as { id: string; name: string; pricePerDayCents: number }[] };
}

/** An owner with a live listing and a renter ready to book it. */
export async function bookingWorld(t: TestApp, o: Parameters<typeof createLiveListing>[2] = {}) {
  const owner = await signedInUser(t, { firstname: 'Olive' });
  const listing = await createLiveListing(t, owner.headers, o);
  const renter = await renterReady(t, { firstname: 'Remy' });
  return { owner, renter, listing };
}

export async function requestBookingVia(t: TestApp, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers,
    payload: { depositAcknowledged: true, accessoryIds: [], ...payload } as never,
  });
}

/** A request that must succeed; returns the booking. */
export async function requested(
  t: TestApp,
  headers: Headers,
  listingId: string,
  startDate: string,
  endDate: string,
  accessoryIds: string[] = [],
) {
  const res = await requestBookingVia(t, headers, { listingId, startDate, endDate, accessoryIds });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json().booking as { id: string; status: string; price: Record<string, number> };
}

export async function act(
  t: TestApp,
  headers: Headers,
  bookingId: string,
  action: string,
  payload: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/${action}`,
    headers,
    payload: payload as never,
  });
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0027 6000 3184',
} as const;

export async function pay(
  t: TestApp,
  headers: Headers,
  bookingId: string,
  number: string = CARDS.ok,
  idempotencyKey = crypto.randomUUID(),
) {
  return act(t, headers, bookingId, 'pay', {
    idempotencyKey,
    card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
  });
}

/** requested → accepted → paid; returns the booking id. */
export async function paidBooking(
  t: TestApp,
  w: Awaited<ReturnType<typeof bookingWorld>>,
  startDate: string,
  endDate: string,
  accessoryIds: string[] = [],
) {
  const b = await requested(t, w.renter.headers, w.listing.id, startDate, endDate, accessoryIds);
  const accepted = await act(t, w.owner.headers, b.id, 'accept');
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const paid = await pay(t, w.renter.headers, b.id);
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
  return b.id;
}
