import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, bookingUnits, listingUnavailablePeriods } from '@biclou/db/schema';
import { UNIT_MESSAGES } from '@biclou/domain/listing-units';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, renterReady, requestBookingVia } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { referenceIds } from '../../test/listing-helpers';

/** Units: several identical bikes in one listing (decisions "Units"), through the API. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const unitsUrl = (listingId: string, unitId?: string) =>
  `/api/v1/listings/${listingId}/units${unitId ? `/${unitId}` : ''}`;
const getUnits = async (headers: Headers, listingId: string) =>
  (await t.app.inject({ method: 'GET', url: unitsUrl(listingId), headers })).json().units as {
    id: string;
    position: number;
    outOfService: boolean;
  }[];
const addUnits = (headers: Headers, listingId: string, count: unknown) =>
  t.app.inject({ method: 'POST', url: unitsUrl(listingId), headers, payload: { count } as never });
const putUnit = (headers: Headers, listingId: string, unitId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: unitsUrl(listingId, unitId), headers, payload: payload as never });
const deleteUnit = (headers: Headers, listingId: string, unitId: string) =>
  t.app.inject({ method: 'DELETE', url: unitsUrl(listingId, unitId), headers });

/** A live listing (1500/day, deposit 30000 at the test price) with `n` units. */
async function fleet(n: number) {
  const w = await bookingWorld(t);
  if (n > 1) expect((await addUnits(w.owner.headers, w.listing.id, n - 1)).statusCode).toBe(201);
  return w;
}

const quote = async (listingId: string, start: string, end: string, units?: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/bookings/quote?listingId=${listingId}&startDate=${start}&endDate=${end}${units ? `&units=${units}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An accepted booking of `units` bikes by a new renter. */
async function accepted(w: Awaited<ReturnType<typeof fleet>>, start: string, end: string, units = 1) {
  const renter = await renterReady(t);
  const res = await requestBookingVia(t, renter.headers, {
    listingId: w.listing.id,
    startDate: start,
    endDate: end,
    units,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  const acc = await act(t, w.owner.headers, id, 'accept');
  expect(acc.statusCode, acc.body).toBe(200);
  return id;
}

describe('the count in the wizard', () => {
  const create = async (headers: Headers, units: unknown) => {
    const { city, urbanId } = await referenceIds(t);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      headers,
      payload: {
        categoryId: city.id,
        subCategoryId: urbanId,
        brand: 'Decathlon',
        model: 'Elops 520',
        sizeCode: 'M',
        units,
      } as never,
    });
  };

  it('a shop creates a listing of 5 bikes; without a count it is one', async () => {
    const owner = await signedInUser(t);
    const five = await create(owner.headers, 5);
    expect(five.statusCode, five.body).toBe(201);
    expect((await getUnits(owner.headers, five.json().listing.id)).map((u) => u.position)).toEqual([1, 2, 3, 4, 5]);
    const one = await create(owner.headers, undefined);
    expect(one.statusCode).toBe(201);
    expect(await getUnits(owner.headers, one.json().listing.id)).toHaveLength(1);
  });

  it.each([0, 10_000, 2.5, -3, '4'])(
    'a count of %s is a 422 with its message, and nothing is created',
    async (units) => {
      const owner = await signedInUser(t);
      const res = await create(owner.headers, units);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.units).toEqual([UNIT_MESSAGES.count]);
      const mine = await t.app.inject({ method: 'GET', url: '/api/v1/me/listings', headers: owner.headers });
      expect(mine.json().listings).toHaveLength(0);
    },
  );
});

describe("the owner's units card", () => {
  it('adds, names, takes out of service; at most 200 bikes', async () => {
    const w = await fleet(1);
    const added = await addUnits(w.owner.headers, w.listing.id, 2);
    expect(added.statusCode).toBe(201);
    const [first, second] = added.json().units;
    const named = await putUnit(w.owner.headers, w.listing.id, second.id, {
      marking: ' FR-123 ',
      sizeCode: 'L',
      note: 'New tyres',
      outOfService: true,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().units[1]).toMatchObject({
      marking: 'FR-123',
      sizeCode: 'L',
      note: 'New tyres',
      outOfService: true,
    });
    expect(named.json().units[0]).toMatchObject({ id: first.id, marking: null, outOfService: false });
    expect((await putUnit(w.owner.headers, w.listing.id, second.id, { sizeCode: 'XXL-nope' })).statusCode).toBe(422);
    for (const count of [0, 10_000, 'two'])
      expect((await addUnits(w.owner.headers, w.listing.id, count)).statusCode).toBe(422);
    expect((await addUnits(w.owner.headers, w.listing.id, 197)).statusCode).toBe(201);
    const over = await addUnits(w.owner.headers, w.listing.id, 1);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.count).toEqual([UNIT_MESSAGES.tooMany]);
  });

  it("someone else's listing or unit is a 404 for every call", async () => {
    const w = await fleet(2);
    const [unit] = await getUnits(w.owner.headers, w.listing.id);
    const other = await signedInUser(t);
    const others = await fleet(1);
    const [othersUnit] = await getUnits(others.owner.headers, others.listing.id);
    for (const res of [
      await t.app.inject({ method: 'GET', url: unitsUrl(w.listing.id), headers: other.headers }),
      await addUnits(other.headers, w.listing.id, 1),
      await putUnit(other.headers, w.listing.id, unit!.id, { note: 'mine' }),
      await deleteUnit(other.headers, w.listing.id, unit!.id),
      // Another listing's unit through my own listing.
      await putUnit(w.owner.headers, w.listing.id, othersUnit!.id, { note: 'mine' }),
      await deleteUnit(w.owner.headers, w.listing.id, othersUnit!.id),
    ])
      expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: unitsUrl(w.listing.id) })).statusCode).toBe(401);
  });

  it('a bike holding a booking to come cannot be removed; a free one can; the last one never', async () => {
    const w = await fleet(2);
    await accepted(w, '2026-06-10', '2026-06-11');
    const [held, free] = await getUnits(w.owner.headers, w.listing.id);
    const refused = await deleteUnit(w.owner.headers, w.listing.id, held!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(UNIT_MESSAGES.holdsBookings);
    const removed = await deleteUnit(w.owner.headers, w.listing.id, free!.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().units.map((u: { id: string }) => u.id)).toEqual([held!.id]);
    // Once the booking is over, the bike may go, but not the last one.
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    try {
      const last = await deleteUnit(w.owner.headers, w.listing.id, held!.id);
      expect(last.statusCode).toBe(409);
      expect(last.json().error.message).toBe(UNIT_MESSAGES.lastUnit);
    } finally {
      t.clock.set(new Date('2026-06-01T10:00:00Z'));
    }
  });
});

describe('booking k units', () => {
  it('prices k bikes at k times one, deposit included, and says how many are left', async () => {
    const w = await fleet(3);
    const one = await quote(w.listing.id, '2026-07-01', '2026-07-08');
    const two = await quote(w.listing.id, '2026-07-01', '2026-07-08', 2);
    expect(one.units).toEqual({ wanted: 1, free: 3 });
    expect(two.units).toEqual({ wanted: 2, free: 3 });
    for (const line of [
      'base',
      'discount',
      'subtotal',
      'serviceFee',
      'commission',
      'pricePaidByBuyer',
      'ownerEarnings',
    ])
      expect(two.price[line]).toBe(one.price[line] * 2);
    expect(two.price.days).toBe(one.price.days);
    expect(two.depositCents).toBe(one.depositCents * 2);

    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-01',
      endDate: '2026-07-08',
      units: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().booking;
    expect(booking.units).toBe(2);
    expect(booking.price.pricePaidByBuyer).toBe(two.price.pricePaidByBuyer);
    expect(booking.depositCents).toBe(two.depositCents);
    expect(await t.deps.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, booking.id))).toHaveLength(2);
    expect((await act(t, w.owner.headers, booking.id, 'accept')).statusCode).toBe(200);
    // One bike left on overlapping dates; all three on others.
    expect((await quote(w.listing.id, '2026-07-05', '2026-07-06')).units.free).toBe(1);
    expect((await quote(w.listing.id, '2026-07-20', '2026-07-21')).units.free).toBe(3);
    const tooMany = await requestBookingVia(t, (await renterReady(t)).headers, {
      listingId: w.listing.id,
      startDate: '2026-07-05',
      endDate: '2026-07-06',
      units: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('This listing is not available at the given dates');
  });

  it.each([0, 201, 1.5, 'two'])('a request for %s bikes is a 422', async (units) => {
    const w = await fleet(2);
    const res = await requestBookingVia(t, w.renter.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-01',
      endDate: '2026-07-02',
      units,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.units).toEqual([UNIT_MESSAGES.bookingCount]);
    const q = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-07-01&endDate=2026-07-02&units=${units}`,
    });
    expect(q.statusCode).toBe(422);
  });

  it('the accept checks the units again: a taken one is swapped for a free one; none free is the 409', async () => {
    const w = await fleet(2);
    const ask = async () => {
      const renter = await renterReady(t);
      const res = await requestBookingVia(t, renter.headers, {
        listingId: w.listing.id,
        startDate: '2026-08-01',
        endDate: '2026-08-03',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking.id as string;
    };
    // All three requests were made while both bikes were free: each proposes the first.
    const [a, b, c] = [await ask(), await ask(), await ask()];
    const holdOf = async (id: string) =>
      (await t.deps.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, id))).map((h) => h.unitId);
    expect(await holdOf(b)).toEqual(await holdOf(a));
    expect((await act(t, w.owner.headers, a, 'accept')).statusCode).toBe(200);
    // A second bike is still free: the overlapping requests stay open.
    const statusOf = async (id: string) =>
      (await t.deps.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
    expect(await statusOf(b)).toBe('requested');
    expect((await act(t, w.owner.headers, b, 'accept')).statusCode).toBe(200);
    expect(await holdOf(b)).not.toEqual(await holdOf(a));
    // Both bikes are taken now: the third request was rejected by that accept.
    expect(await statusOf(c)).toBe('rejected');
    expect((await act(t, w.owner.headers, c, 'accept')).statusCode).toBe(409);
    const active = await t.deps.db
      .select()
      .from(bookingUnits)
      .where(and(eq(bookingUnits.listingId, w.listing.id), eq(bookingUnits.active, true)));
    expect(active).toHaveLength(2);
  });

  it('a canceled booking frees its bike (the holds follow the status)', async () => {
    const w = await fleet(1);
    const id = await accepted(w, '2026-09-01', '2026-09-02');
    expect((await quote(w.listing.id, '2026-09-01', '2026-09-02')).units.free).toBe(0);
    const renterOf = (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    await t.deps.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, renterOf.id));
    expect((await quote(w.listing.id, '2026-09-01', '2026-09-02')).units.free).toBe(1);
  });
});

describe('what blocks what', () => {
  it('a bike out of service blocks only itself; the owner’s unavailable dates block the whole listing', async () => {
    const w = await fleet(2);
    const [first, second] = await getUnits(w.owner.headers, w.listing.id);
    expect((await putUnit(w.owner.headers, w.listing.id, second!.id, { outOfService: true })).statusCode).toBe(200);
    expect((await quote(w.listing.id, '2026-07-01', '2026-07-02')).units.free).toBe(1);
    await accepted(w, '2026-07-01', '2026-07-02');
    const full = await quote(w.listing.id, '2026-07-01', '2026-07-02');
    expect(full.units.free).toBe(0);
    expect(full.violations.map((v: { code: string }) => v.code)).toContain('unavailable');
    // Back in service: one bike again on those dates.
    expect((await putUnit(w.owner.headers, w.listing.id, second!.id, { outOfService: false })).statusCode).toBe(200);
    expect((await quote(w.listing.id, '2026-07-01', '2026-07-02')).units.free).toBe(1);
    expect(first!.outOfService).toBe(false);

    await t.deps.db
      .insert(listingUnavailablePeriods)
      .values({ listingId: w.listing.id, startDate: '2026-07-10', endDate: '2026-07-12' });
    const blocked = await quote(w.listing.id, '2026-07-11', '2026-07-11');
    expect(blocked.units.free).toBe(2);
    expect(blocked.violations.map((v: { code: string }) => v.code)).toContain('unavailable');
  });

  it('availability and the day show a date taken only once every bike is', async () => {
    const w = await fleet(2);
    const availability = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/availability` })).json();
    const day = async (date: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/day?date=${date}` })).json();
    await accepted(w, '2026-07-01', '2026-07-03');
    expect(await availability()).toMatchObject({ units: 2, booked: [] });
    expect((await day('2026-07-02')).taken).toEqual([]);
    await accepted(w, '2026-07-02', '2026-07-04');
    expect((await availability()).booked).toEqual([{ start: '2026-07-02', end: '2026-07-03' }]);
    expect(await day('2026-07-02')).toMatchObject({ units: 2, taken: [{ from: '08:00', to: '24:00' }] });
  });

  it('search with dates keeps a listing while one bike is free', async () => {
    const w = await fleet(2);
    const found = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/search?bounds=45.70,4.77,45.81,4.92&start=2026-10-05&end=2026-10-06',
        })
      )
        .json()
        .results.map((r: { id: string }) => r.id);
    const spanFound = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/search?bounds=45.70,4.77,45.81,4.92&start=2026-10-05&end=2026-10-05&from=10:00&to=12:00',
        })
      )
        .json()
        .results.map((r: { id: string }) => r.id);
    await accepted(w, '2026-10-05', '2026-10-06');
    expect(await found()).toContain(w.listing.id);
    expect(await spanFound()).toContain(w.listing.id);
    await accepted(w, '2026-10-04', '2026-10-05');
    expect(await found()).not.toContain(w.listing.id);
    expect(await spanFound()).not.toContain(w.listing.id);
  });
});
