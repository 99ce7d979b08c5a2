import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_TIME_MESSAGES } from '@biclou/contracts/search';
import { categories, listingUnavailablePeriods, listings, users } from '@biclou/db/schema';
import { WEEKDAYS, type Weekday } from '@biclou/domain/listing-time-zone';
import { BOOKING_TIME_MESSAGES, DEFAULT_OPENING_HOURS, type OpeningHours } from '@biclou/domain/opening-hours';
import { priceTimedBooking } from '@biclou/domain/time-pricing';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, requestBookingVia } from '../../test/booking-helpers';
import { createUser } from '../../test/helpers';
import { countQueries } from '../../test/query-counter';
import { serverMessages } from '../../platform/http/message-language';
import { zonedSql, type ByZone } from './search-span-repository';

// The test clock starts on Monday 2026-06-01 at 10:00 UTC, 12:00 in Paris.
let t: TestApp;
let owner = '';
let cityId = '';
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createUser(t, { firstname: 'Hana' })).user.id;
  cityId = (await t.deps.db.select().from(categories)).find((c) => c.slug === 'city')!.id;
});
afterAll(async () => {
  await t?.close();
});

/** Hours every day from `from` to `to` for both windows, with a notice; `closed` weekdays and dates. */
function hours(
  from: string,
  to: string,
  o: { notice?: number; closed?: Weekday[]; closedDates?: string[] } = {},
): OpeningHours {
  const day = { pickup: { from, to }, return: { from, to } };
  return {
    week: Object.fromEntries(WEEKDAYS.map((d) => [d, o.closed?.includes(d) ? null : day])) as OpeningHours['week'],
    closedDates: o.closedDates ?? [],
    minNoticeHours: o.notice ?? 24,
  };
}

/** A live listing straight in the table (listing editing has its own tests), at a point of its own. */
async function listingAt(
  lat: number,
  lng: number,
  o: {
    openingHours?: OpeningHours;
    instant?: boolean;
    hourly?: number;
    halfDay?: number;
    ownerId?: string;
    country?: string;
  } = {},
) {
  const [row] = await t.deps.db
    .insert(listings)
    .values({
      ownerId: o.ownerId ?? owner,
      status: 'live',
      brand: 'Hour',
      model: 'Bike',
      categoryId: cityId,
      sizeCode: 'M',
      city: 'Testville',
      country: o.country ?? 'FR',
      pricePerDayCents: 2000,
      pricePerHourCents: o.hourly ?? null,
      pricePerHalfDayCents: o.halfDay ?? null,
      openingHours: o.openingHours ?? null,
      instantBooking: o.instant ?? false,
      lat,
      lng,
      approxLat: lat,
      approxLng: lng,
      location: { x: lng, y: lat },
      publishedAt: new Date(),
    })
    .returning({ id: listings.id });
  return row!.id;
}

interface Card {
  id: string;
  instantBooking: boolean;
  pricePerHourCents: number | null;
  priceForDatesCents: number | null;
}
const search = (qs: string) => t.app.inject({ method: 'GET', url: `/api/v1/search?${qs}` });
async function found(area: string, qs: string): Promise<Card[]> {
  const res = await search(`${area}&${qs}`);
  expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
  return res.json().results as Card[];
}
const idsFound = async (area: string, qs: string) => (await found(area, qs)).map((r) => r.id);

/** A box around a point (0.02° each way) with the centre at the point. */
const around = (lat: number, lng: number) => `bounds=${lat - 0.02},${lng - 0.02},${lat + 0.02},${lng + 0.02}`;

/** A request at times through the API, accepted by the owner: a blocking booking of that span. */
async function bookedAt(
  world: Awaited<ReturnType<typeof bookingWorld>>,
  date: string,
  pickupTime: string,
  returnTime: string,
) {
  const res = await requestBookingVia(t, world.renter.headers, {
    listingId: world.listing.id,
    startDate: date,
    endDate: date,
    pickupTime,
    returnTime,
  });
  expect(res.statusCode, res.body).toBe(201);
  const accepted = await act(t, world.owner.headers, res.json().booking.id as string, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
}

describe('search by the hour', () => {
  it('a listing booked 10:00–12:00 is free from 14:00 to 18:00 that day, and from 12:00, but not from 11:00 to 13:00', async () => {
    const world = await bookingWorld(t); // the wizard's listing, in Lyon, with the marketplace's hours
    await bookedAt(world, '2026-06-10', '10:00', '12:00');
    const area = 'bounds=45.70,4.77,45.81,4.92';
    const id = world.listing.id;
    expect(await idsFound(area, 'start=2026-06-10&from=14:00&to=18:00')).toContain(id);
    expect(await idsFound(area, 'start=2026-06-10&end=2026-06-10&from=14:00&to=18:00')).toContain(id);
    expect(await idsFound(area, 'start=2026-06-10&from=11:00&to=13:00')).not.toContain(id);
    expect(await idsFound(area, 'start=2026-06-10&from=08:00&to=10:01')).not.toContain(id);
    // A return at 12:00 and a pickup at 12:00 meet without sharing an instant; so do 08:00–10:00 and 10:00.
    expect(await idsFound(area, 'start=2026-06-10&from=12:00&to=13:00')).toContain(id);
    expect(await idsFound(area, 'start=2026-06-10&from=08:00&to=10:00')).toContain(id);
    // Over several days: from the 9th at 18:00 to the 10th at 11:00 holds the booking.
    expect(await idsFound(area, 'start=2026-06-09&end=2026-06-10&from=18:00&to=11:00')).not.toContain(id);
    expect(await idsFound(area, 'start=2026-06-08&end=2026-06-09&from=18:00&to=11:00')).toContain(id);
    // Whole days (no times) still read by date: the booked day is taken.
    expect(await idsFound(area, 'start=2026-06-10&end=2026-06-10')).not.toContain(id);
  });

  it("follows the listing's hours, else its owner's, else the marketplace's, and leaves out closed days and dates", async () => {
    const [lat, lng] = [43.61, 3.88]; // Montpellier
    const area = around(lat, lng);
    const shop = await listingAt(lat, lng, {
      openingHours: hours('09:00', '18:00', { closed: ['sun'], closedDates: ['2026-06-16'] }),
    });
    const marketplace = await listingAt(lat + 0.001, lng);
    const closedOwner = (await createUser(t, { firstname: 'Tuesday' })).user.id;
    await t.deps.db
      .update(users)
      .set({ defaultOpeningHours: hours('10:00', '19:00', { closed: ['tue'] }) })
      .where(eq(users.id, closedOwner));
    const byOwner = await listingAt(lat + 0.002, lng, { ownerId: closedOwner });
    const ownOverOwner = await listingAt(lat + 0.003, lng, {
      ownerId: closedOwner,
      openingHours: hours('07:00', '21:00'),
    });

    // Wednesday 10th, 14:00–18:00: everyone is open.
    expect((await idsFound(area, 'start=2026-06-10&from=14:00&to=18:00')).sort()).toEqual(
      [shop, marketplace, byOwner, ownOverOwner].sort(),
    );
    // Sunday 14th: the shop is closed on Sundays.
    expect(await idsFound(area, 'start=2026-06-14&from=14:00&to=18:00')).not.toContain(shop);
    expect(await idsFound(area, 'start=2026-06-14&from=14:00&to=18:00')).toContain(marketplace);
    // Tuesday 16th: the shop's closed date, and the owner's closed weekday (not for the listing with its own hours).
    expect((await idsFound(area, 'start=2026-06-16&from=14:00&to=18:00')).sort()).toEqual(
      [marketplace, ownOverOwner].sort(),
    );
    // Whole days (dates alone) read the same hours, as a request without times does: the shop
    // is closed on Sunday 14th and on the 16th, the owner on Tuesdays.
    expect(await idsFound(area, 'start=2026-06-14&end=2026-06-14')).not.toContain(shop);
    expect(await idsFound(area, 'start=2026-06-14&end=2026-06-14')).toContain(marketplace);
    expect((await idsFound(area, 'start=2026-06-16&end=2026-06-16')).sort()).toEqual(
      [marketplace, ownOverOwner].sort(),
    );
    expect(await idsFound(area, 'start=2026-06-13&end=2026-06-15')).toContain(shop);
    expect(await idsFound(area, 'start=2026-06-12&end=2026-06-14')).not.toContain(shop);
    // From Saturday to Monday: the pickup and return days count, not the closed Sunday between.
    expect(await idsFound(area, 'start=2026-06-13&end=2026-06-15&from=10:00&to=17:00')).toContain(shop);
    // The windows hold both ends: a pickup at 09:00 and a return at 18:00 fit the shop, 08:30 and 18:01 do not.
    expect(await idsFound(area, 'start=2026-06-10&from=09:00&to=18:00')).toContain(shop);
    expect(await idsFound(area, 'start=2026-06-10&from=08:30&to=12:00')).not.toContain(shop);
    expect(await idsFound(area, 'start=2026-06-10&from=12:00&to=18:01')).not.toContain(shop);
    // 07:30 is outside the marketplace's hours (08:00–20:00) and the owner's (10:00–19:00), inside 07:00–21:00.
    expect(await idsFound(area, 'start=2026-06-10&from=07:30&to=09:00')).toEqual([ownOverOwner]);
    // An owner-blocked day holds the span; a return at midnight leaves the next day free.
    await t.deps.db
      .update(listings)
      .set({ openingHours: hours('00:00', '23:59') })
      .where(eq(listings.id, ownOverOwner));
    await t.deps.db
      .insert(listingUnavailablePeriods)
      .values({ listingId: ownOverOwner, startDate: '2026-06-12', endDate: '2026-06-12' });
    expect(await idsFound(area, 'start=2026-06-12&from=10:00&to=11:00')).not.toContain(ownOverOwner);
    expect(await idsFound(area, 'start=2026-06-11&end=2026-06-12&from=18:00&to=00:00')).toContain(ownOverOwner);
    expect(await idsFound(area, 'start=2026-06-11&end=2026-06-12&from=18:00&to=00:30')).not.toContain(ownOverOwner);
  });

  it("keeps the hours' notice from now: today from 14:00 needs a notice of 2 hours or less", async () => {
    const [lat, lng] = [47.32, 5.04]; // Dijon
    const area = around(lat, lng);
    const marketplace = await listingAt(lat, lng); // 08:00–20:00, 24 hours
    const oneHour = await listingAt(lat + 0.001, lng, { openingHours: hours('08:00', '20:00', { notice: 1 }) });
    const threeHours = await listingAt(lat + 0.002, lng, { openingHours: hours('08:00', '20:00', { notice: 3 }) });
    const afternoons = await listingAt(lat + 0.003, lng, { openingHours: hours('12:00', '20:00', { notice: 24 }) });
    // Now is 12:00 in Paris on 2026-06-01.
    expect(await idsFound(area, 'start=2026-06-01&from=14:00&to=18:00')).toEqual([oneHour]);
    // Exactly three hours ahead is enough.
    expect((await idsFound(area, 'start=2026-06-01&from=15:00&to=18:00')).sort()).toEqual([oneHour, threeHours].sort());
    // Tomorrow at 12:00 is 24 hours ahead: the marketplace's notice is met; at 11:59 it is not.
    expect(await idsFound(area, 'start=2026-06-02&from=12:00&to=14:00')).toContain(marketplace);
    expect(await idsFound(area, 'start=2026-06-02&from=11:59&to=14:00')).not.toContain(marketplace);
    // Whole days start when the hours open: tomorrow at 08:00 is 20 hours ahead, at 12:00 exactly
    // 24; today's openings have passed, so today needs times.
    expect((await idsFound(area, 'start=2026-06-02&end=2026-06-03')).sort()).toEqual(
      [oneHour, threeHours, afternoons].sort(),
    );
    expect((await idsFound(area, 'start=2026-06-03&end=2026-06-03')).sort()).toEqual(
      [marketplace, oneHour, threeHours, afternoons].sort(),
    );
    expect(await idsFound(area, 'start=2026-06-01&end=2026-06-01')).toEqual([]);
  });

  it('reads the times on the clock of the change day: a booking 03:00–05:00 on the spring Sunday', async () => {
    const world = await bookingWorld(t);
    await t.deps.db
      .update(listings)
      .set({ openingHours: hours('00:00', '23:59', { notice: 1 }) })
      .where(eq(listings.id, world.listing.id));
    // 2027-03-28: 02:00 becomes 03:00. 03:00–05:00 CEST is 01:00–03:00 UTC.
    await bookedAt(world, '2027-03-28', '03:00', '05:00');
    const area = 'bounds=45.70,4.77,45.81,4.92';
    const id = world.listing.id;
    // 01:00 CET to 03:00 CEST is 00:00–01:00 UTC: one real hour, before the booking.
    expect(await idsFound(area, 'start=2027-03-28&from=01:00&to=03:00')).toContain(id);
    expect(await idsFound(area, 'start=2027-03-28&from=01:00&to=03:01')).not.toContain(id);
    expect(await idsFound(area, 'start=2027-03-28&from=05:00&to=07:00')).toContain(id);
    // The hour 02:00–02:59 does not exist that night: refused as a booking refuses it.
    const skipped = await search('start=2027-03-28&from=02:30&to=05:00');
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().error.fields.from).toEqual([BOOKING_TIME_MESSAGES.nonexistent_time]);
    // The autumn night's 02:30 is its first occurrence (summer time), as for a booking.
    const autumn = await found(area, 'start=2026-10-25&from=01:00&to=02:30');
    const card = autumn.find((r) => r.id === id)!;
    expect(card.priceForDatesCents).toBe(
      priceTimedBooking({
        pickupAt: new Date('2026-10-24T23:00:00Z'),
        returnAt: new Date('2026-10-25T00:30:00Z'),
        pricePerDayCents: 1500,
        discount7Pct: 10,
        discount30Pct: 20,
        accessories: [],
        serviceFeeRateBp: 1000,
        commissionRateBp: 1500,
      }).pricePaidByBuyer,
    );
  });

  it('prices the hours with the listing’s hourly and half-day prices, and says whether it books at once', async () => {
    const [lat, lng] = [44.84, -0.58]; // Bordeaux
    const area = around(lat, lng);
    const hourly = await listingAt(lat, lng, { hourly: 400, halfDay: 1200, instant: true });
    const daily = await listingAt(lat + 0.001, lng);
    const cards = await found(area, 'start=2026-06-10&from=14:00&to=16:00');
    const byId = new Map(cards.map((c) => [c.id, c]));
    // Two hours: 2 × 4 € = 8 € (+10 % service fee); the daily-only listing charges its day, 20 €.
    expect(byId.get(hourly)).toMatchObject({ instantBooking: true, pricePerHourCents: 400, priceForDatesCents: 880 });
    expect(byId.get(daily)).toMatchObject({ instantBooking: false, pricePerHourCents: null, priceForDatesCents: 2200 });
    // Five hours: a half-day (4 hours, 12 €) and an hour (4 €) = 16 €, under the day's 20 €.
    expect(
      (await found(area, 'start=2026-06-10&from=12:00&to=17:00')).find((c) => c.id === hourly)!.priceForDatesCents,
    ).toBe(1760);
    // Without dates the card still says both.
    expect((await found(area, 'sort=distance')).find((c) => c.id === hourly)).toMatchObject({
      instantBooking: true,
      pricePerHourCents: 400,
      priceForDatesCents: null,
    });
  });
});

describe('the instant booking filter', () => {
  it('keeps only the listings booked at once, with and without dates', async () => {
    const [lat, lng] = [48.11, -1.68]; // Rennes
    const area = around(lat, lng);
    const instant = await listingAt(lat, lng, { instant: true });
    const request = await listingAt(lat + 0.001, lng);
    expect((await idsFound(area, 'sort=distance')).sort()).toEqual([instant, request].sort());
    expect(await idsFound(area, 'instant=true')).toEqual([instant]);
    expect(await idsFound(area, 'instant=true&start=2026-06-10&from=14:00&to=18:00')).toEqual([instant]);
    expect((await search(`${area}&instant=true`)).json().total).toBe(1);
  });
});

describe('one statement', () => {
  it('a map search by the hour is one query', async () => {
    await search('bounds=45.70,4.77,45.81,4.92'); // the booking rates: cached by the route
    const counter = countQueries(t);
    try {
      const run = await counter.during(() =>
        search('bounds=45.70,4.77,45.81,4.92&start=2026-06-10&from=14:00&to=18:00&instant=true&sort=distance'),
      );
      expect(run.result.statusCode).toBe(200);
      expect(run.queries).toBe(1);
    } finally {
      counter.stop();
    }
  });

  it("chooses each listing's zone only where the zones disagree", () => {
    const dialect = new PgDialect();
    const values = (ch: number): ByZone<number> => ({
      'Europe/Paris': 1,
      'Europe/Zurich': ch,
      'Europe/Brussels': 1,
      'Europe/Luxembourg': 1,
    });
    const literal = (n: number) => sql`${n}`;
    expect(dialect.sqlToQuery(zonedSql(values(1), literal))).toMatchObject({ sql: '$1', params: [1] });
    expect(dialect.sqlToQuery(zonedSql(values(2), literal))).toMatchObject({
      sql: '(CASE l.country WHEN $1 THEN $2 ELSE $3 END)',
      params: ['CH', 2, 1],
    });
  });
});

describe('validation', () => {
  const fr = serverMessages('fr');
  it.each([
    ['start=2026-06-10&from=25:00&to=18:00', 'from', SEARCH_TIME_MESSAGES.badFrom],
    ['start=2026-06-10&from=14:00&to=9:00', 'to', SEARCH_TIME_MESSAGES.badTo],
    ['start=2026-06-10&from=14:00&to=14:00', 'to', SEARCH_TIME_MESSAGES.toNotAfterFrom],
    ['start=2026-06-10&end=2026-06-10&from=18:00&to=14:00', 'to', SEARCH_TIME_MESSAGES.toNotAfterFrom],
    ['from=14:00&to=18:00', 'from', SEARCH_TIME_MESSAGES.noDate],
    ['to=18:00', 'from', SEARCH_TIME_MESSAGES.noDate],
    ['start=2026-06-10&from=14:00', 'to', SEARCH_TIME_MESSAGES.noTo],
    ['start=2026-06-10&to=18:00', 'from', SEARCH_TIME_MESSAGES.noFrom],
    ['start=2026-05-31&from=14:00&to=18:00', 'start', 'The start date has already passed.'],
    ['start=2026-06-01&from=11:00&to=18:00', 'from', SEARCH_TIME_MESSAGES.fromPassed],
    ['start=2026-06-10&end=2026-06-12&from=14:00&to=27:00', 'to', SEARCH_TIME_MESSAGES.badTo],
    ['instant=yes', 'instant', 'The instant booking filter can only be true.'],
    ['instant=false', 'instant', 'The instant booking filter can only be true.'],
  ])('%s → 422 on %s, a sentence both catalogues have', async (qs, field, message) => {
    const res = await search(qs);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields[field]).toEqual([message]);
    expect(fr[message], message).toBeDefined();
    expect(fr[message]).not.toBe(message);
    const inFrench = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?${qs}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.json().error.fields[field]).toEqual([fr[message]]);
  });

  it('takes a start today, and times over several days whose end is earlier in the day', async () => {
    expect((await search('start=2026-06-01&end=2026-06-01')).statusCode).toBe(200);
    expect((await search('start=2026-06-01&from=13:00&to=18:00')).statusCode).toBe(200);
    expect((await search('start=2026-06-10&end=2026-06-11&from=18:00&to=09:00')).statusCode).toBe(200);
  });
});

// Keeps the marketplace's hours in sight: the tests above assume 08:00–20:00 and 24 hours.
it('the marketplace hours are 08:00–20:00 with 24 hours of notice', () => {
  expect(DEFAULT_OPENING_HOURS.week.mon).toEqual({
    pickup: { from: '08:00', to: '20:00' },
    return: { from: '08:00', to: '20:00' },
  });
  expect(DEFAULT_OPENING_HOURS.minNoticeHours).toBe(24);
});
