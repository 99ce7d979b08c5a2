import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import { WEEKDAYS } from '@biclou/domain/listing-time-zone';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import { TIME_PRICE_MESSAGES } from '@biclou/domain/time-price-ladder';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, requestBookingVia } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { PRICE } from '../../test/listing-helpers';

/** The owner's hours, time prices and instant booking: what the owner sets, who may, and what the renter gets. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const put = (url: string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers, payload: payload as never });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const listingOf = async (id: string, headers: Headers = {}) => (await get(`/listings/${id}`, headers)).json().listing;

const day = (pickup: [string, string], ret: [string, string] = pickup) => ({
  pickup: { from: pickup[0], to: pickup[1] },
  return: { from: ret[0], to: ret[1] },
});
const everyDay = (hours: ReturnType<typeof day> | null) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, hours])) as Record<(typeof WEEKDAYS)[number], typeof hours>;
const HOURS = {
  week: { ...everyDay(day(['09:00', '12:00'], ['17:00', '19:30'])), sun: null },
  closedDates: ['2026-12-25', '2026-12-24', '2026-12-25'],
  minNoticeHours: 6,
};

describe('hourly and half-day prices beside the daily one', () => {
  const putPrice = (change: Record<string, unknown>) => put(`/listings/${w.listing.id}/price`, { ...PRICE, ...change });

  it('round trip: set, kept when left out, cleared by null; both views show them', async () => {
    const set = await putPrice({ pricePerHalfDayCents: 900, pricePerHourCents: 300 });
    expect(set.statusCode).toBe(200);
    expect(set.json().listing).toMatchObject({ pricePerHalfDayCents: 900, pricePerHourCents: 300 });
    expect(await listingOf(w.listing.id)).toMatchObject({
      view: 'public',
      pricePerDayCents: 1500,
      pricePerHalfDayCents: 900,
      pricePerHourCents: 300,
    });
    // The wizard's step 4 sends neither: the stored prices stay.
    expect((await putPrice({})).json().listing).toMatchObject({ pricePerHalfDayCents: 900, pricePerHourCents: 300 });
    const cleared = await putPrice({ pricePerHalfDayCents: null, pricePerHourCents: null });
    expect(cleared.json().listing).toMatchObject({ pricePerHalfDayCents: null, pricePerHourCents: null });
    expect(await listingOf(w.listing.id)).toMatchObject({ pricePerHalfDayCents: null, pricePerHourCents: null });
  });

  it.each([
    [{ pricePerHalfDayCents: 1501 }, { pricePerHalfDayCents: [TIME_PRICE_MESSAGES.halfDayAboveDay] }],
    [
      { pricePerHalfDayCents: 800, pricePerHourCents: 801 },
      { pricePerHourCents: [TIME_PRICE_MESSAGES.hourAboveHalfDay] },
    ],
    [{ pricePerHourCents: 1600 }, { pricePerHourCents: [TIME_PRICE_MESSAGES.hourAboveDay] }],
    [
      { pricePerHourCents: 12.5 },
      { pricePerHourCents: ['The hourly price must be a whole number of cents between 1 and 1000 €.'] },
    ],
    [
      { pricePerHalfDayCents: 50 },
      { pricePerHalfDayCents: ['The half-day price must be a whole number of cents between 1 and 1000 €.'] },
    ],
    [
      { pricePerHalfDayCents: '9' },
      { pricePerHalfDayCents: ['The half-day price must be a whole number of cents between 1 and 1000 €.'] },
    ],
  ])('%j → 422 %j', async (change, fields) => {
    const res = await putPrice(change);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual(expect.objectContaining({ code: 'validation', fields }));
  });

  it('compares with the stored prices when the body leaves one out', async () => {
    expect((await putPrice({ pricePerHalfDayCents: 1000, pricePerHourCents: 400 })).statusCode).toBe(200);
    // A lower daily price under the stored half-day one…
    const lower = await putPrice({ pricePerDayCents: 900 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().error.fields).toEqual({ pricePerHalfDayCents: [TIME_PRICE_MESSAGES.halfDayAboveDay] });
    // …and an hourly price above the stored half-day one.
    const hour = await putPrice({ pricePerHourCents: 1100 });
    expect(hour.json().error.fields).toEqual({ pricePerHourCents: [TIME_PRICE_MESSAGES.hourAboveHalfDay] });
    expect(await listingOf(w.listing.id)).toMatchObject({
      pricePerDayCents: 1500,
      pricePerHalfDayCents: 1000,
      pricePerHourCents: 400,
    });
    await putPrice({ pricePerHalfDayCents: null, pricePerHourCents: null });
  });
});

describe("a listing's opening hours", () => {
  it('round trip: the owner sets them (closed dates once each, in order), everyone reads them', async () => {
    const res = await put(`/listings/${w.listing.id}/hours`, { openingHours: HOURS });
    expect(res.statusCode).toBe(200);
    const stored = { ...HOURS, closedDates: ['2026-12-24', '2026-12-25'] };
    expect(res.json().listing).toMatchObject({ openingHours: stored, hoursFollowDefault: false });
    const seen = await listingOf(w.listing.id);
    expect(seen.view).toBe('public');
    expect(seen.openingHours).toEqual(stored);
    expect(seen).not.toHaveProperty('hoursFollowDefault');
  });

  it('null follows the default again: the marketplace one when the owner has none', async () => {
    const res = await put(`/listings/${w.listing.id}/hours`, { openingHours: null });
    expect(res.json().listing).toMatchObject({ openingHours: DEFAULT_OPENING_HOURS, hoursFollowDefault: true });
    expect((await listingOf(w.listing.id)).openingHours).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('a missing notice is 24 hours, missing closed dates none', async () => {
    const res = await put(`/listings/${w.listing.id}/hours`, { openingHours: { week: HOURS.week } });
    expect(res.json().listing.openingHours).toEqual({ week: HOURS.week, closedDates: [], minNoticeHours: 24 });
    await put(`/listings/${w.listing.id}/hours`, { openingHours: null });
  });

  const withDay = (mon: unknown) => ({ ...HOURS, week: { ...HOURS.week, mon } });
  it.each<[unknown, Record<string, string[]>]>([
    [
      withDay(day(['12:00', '09:00'], ['17:00', '19:00'])),
      { 'openingHours.week.mon.pickup.to': ['The pickup window must end after it starts.'] },
    ],
    [
      withDay(day(['09:00', '12:00'], ['18:00', '18:00'])),
      { 'openingHours.week.mon.return.to': ['The return window must end after it starts.'] },
    ],
    [
      withDay(day(['9:00', '24:00'], ['17:00', '19:00'])),
      {
        'openingHours.week.mon.pickup.from': ['Enter a valid time.'],
        'openingHours.week.mon.pickup.to': ['Enter a valid time.'],
      },
    ],
    [{ ...HOURS, week: everyDay(null) }, { 'openingHours.week': ['Open at least one day of the week.'] }],
    [{ ...HOURS, closedDates: ['2026-02-30'] }, { 'openingHours.closedDates.0': ['Enter a valid date.'] }],
    [
      { ...HOURS, closedDates: Array.from({ length: 101 }, (_, i) => addDays('2027-01-01', i)) },
      { 'openingHours.closedDates': ['You can close at most 100 dates.'] },
    ],
    ...[0, 721, 1.5, '24'].map((minNoticeHours): [unknown, Record<string, string[]>] => [
      { ...HOURS, minNoticeHours },
      { 'openingHours.minNoticeHours': ['The notice must be a whole number of hours between 1 and 720.'] },
    ]),
  ])('%j → 422 %j', async (openingHours, fields) => {
    const res = await put(`/listings/${w.listing.id}/hours`, { openingHours });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual(expect.objectContaining({ code: 'validation', fields }));
  });

  it('takes the limits: 1 and 720 hours of notice, a one-minute window', async () => {
    for (const minNoticeHours of [1, 720]) {
      const res = await put(`/listings/${w.listing.id}/hours`, {
        openingHours: { ...withDay(day(['09:00', '09:01'])), minNoticeHours },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().listing.openingHours.minNoticeHours).toBe(minNoticeHours);
    }
    await put(`/listings/${w.listing.id}/hours`, { openingHours: null });
  });
});

describe('instant booking', () => {
  const putInstant = (payload: unknown) => put(`/listings/${w.listing.id}/instant-booking`, payload);

  it('is off by default; on with the ticked conditions only; the public view says so', async () => {
    expect(await listingOf(w.listing.id)).toMatchObject({ instantBooking: false, instantConditions: {} });
    const res = await putInstant({
      instantBooking: true,
      instantConditions: { phoneVerified: true, completedRental: false, minReviewScore: 4.5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ instantBooking: true });
    const seen = await listingOf(w.listing.id);
    expect(seen.instantBooking).toBe(true);
    expect(seen.instantConditions).toEqual({ phoneVerified: true, minReviewScore: 4.5 });
  });

  it('off keeps the conditions for next time; no conditions is {}', async () => {
    const off = await putInstant({ instantBooking: false, instantConditions: { completedRental: true } });
    expect(off.json().listing).toMatchObject({ instantBooking: false, instantConditions: { completedRental: true } });
    const none = await putInstant({ instantBooking: true, instantConditions: { minReviewScore: null } });
    expect(none.json().listing).toMatchObject({ instantBooking: true, instantConditions: {} });
    expect((await putInstant({ instantBooking: false })).json().listing.instantConditions).toEqual({});
  });

  it.each([0.5, 4.3, 5.5, 'high'])('a review score floor of %j is a 422', async (minReviewScore) => {
    const res = await putInstant({ instantBooking: true, instantConditions: { minReviewScore } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'instantConditions.minReviewScore': ['The review score must be between 1 and 5, in steps of 0.5.'],
    });
  });

  it('a missing switch is a 422 naming it', async () => {
    const res = await putInstant({ instantConditions: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['instantBooking']);
  });
});

describe("the owner's default hours", () => {
  const TEN_TO_NOON = { week: everyDay(day(['10:00', '12:00'])), closedDates: [], minNoticeHours: 24 };

  it('are the marketplace default until set; only the signed-in owner reads and sets them', async () => {
    const owner = await signedInUser(t);
    expect((await get('/account/opening-hours')).statusCode).toBe(401);
    expect((await put('/account/opening-hours', { openingHours: TEN_TO_NOON }, {})).statusCode).toBe(401);
    expect((await get('/account/opening-hours', owner.headers)).json()).toEqual({
      openingHours: null,
      effective: DEFAULT_OPENING_HOURS,
    });
    const res = await put('/account/opening-hours', { openingHours: TEN_TO_NOON }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ openingHours: TEN_TO_NOON, effective: TEN_TO_NOON });
    expect((await get('/account/opening-hours', owner.headers)).json().openingHours).toEqual(TEN_TO_NOON);
    const bad = await put(
      '/account/opening-hours',
      { openingHours: { ...TEN_TO_NOON, minNoticeHours: 0 } },
      owner.headers,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      'openingHours.minNoticeHours': ['The notice must be a whole number of hours between 1 and 720.'],
    });
    const back = await put('/account/opening-hours', { openingHours: null }, owner.headers);
    expect(back.json()).toEqual({ openingHours: null, effective: DEFAULT_OPENING_HOURS });
  });

  it("apply to the owner's listings without hours of their own, and whole-day quotes and requests start at 10:00", async () => {
    const v = await bookingWorld(t, { price: { pricePerHourCents: 300 } });
    const other = await bookingWorld(t, { price: { pricePerHourCents: 300 } });
    const date = addDays(parisToday(t.clock.now()), 10);
    const quote = async (listingId: string) =>
      (await get(`/bookings/quote?listingId=${listingId}&startDate=${date}&endDate=${date}`)).json();

    // The marketplace's 08:00–20:00: twelve hours, cheaper as a day.
    expect((await quote(v.listing.id)).price).toMatchObject({ days: 1, hours: 0, base: 1500 });

    expect((await put('/account/opening-hours', { openingHours: TEN_TO_NOON }, v.owner.headers)).statusCode).toBe(200);
    const seen = await listingOf(v.listing.id);
    expect(seen.openingHours).toEqual(TEN_TO_NOON);
    expect((await listingOf(v.listing.id, v.owner.headers)).hoursFollowDefault).toBe(true);
    // 10:00 to 12:00: two hours at 3 €.
    const q = await quote(v.listing.id);
    expect(q.violations).toEqual([]);
    expect(q.price).toMatchObject({ days: 0, hours: 2, base: 600 });
    const res = await requestBookingVia(t, v.renter.headers, {
      listingId: v.listing.id,
      startDate: date,
      endDate: date,
    });
    expect(res.statusCode).toBe(201);
    // 10:00 and 12:00 in Paris, summer time.
    expect(res.json().booking).toMatchObject({
      pickupAt: `${date}T08:00:00.000Z`,
      returnAt: `${date}T10:00:00.000Z`,
    });

    // Another owner's listing keeps the marketplace's hours.
    expect((await listingOf(other.listing.id)).openingHours).toEqual(DEFAULT_OPENING_HOURS);
    expect((await quote(other.listing.id)).price).toMatchObject({ days: 1, base: 1500 });

    // A listing's own hours win over the default.
    const own = { ...TEN_TO_NOON, week: everyDay(day(['14:00', '15:00'])) };
    await put(`/listings/${v.listing.id}/hours`, { openingHours: own }, v.owner.headers);
    expect((await listingOf(v.listing.id)).openingHours).toEqual(own);
    expect((await quote(v.listing.id)).price).toMatchObject({ hours: 1, base: 300 });
  });
});
