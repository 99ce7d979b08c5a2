import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, listings } from '@biclou/db/schema';
import { BOOKING_REQUEST_MESSAGES } from '@biclou/domain/availability';
import { BOOKING_TIME_MESSAGES, DEFAULT_OPENING_HOURS, type OpeningHours } from '@biclou/domain/opening-hours';
import { serverMessages } from '../../../platform/http/message-language';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { act, bookingWorld, renterReady, requestBookingVia } from '../../../test/booking-helpers';

/**
 * A request with pickup and return times, against an owner's hours: every way to get them wrong is
 * a 422 under the right field, in the reader's language, and times that only touch never collide.
 * The test clock reads Monday 2026-06-01 10:00 UTC, 12:00 in Paris (the listing is in France).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;

const day = { pickup: { from: '09:00', to: '18:00' }, return: { from: '09:00', to: '19:00' } };
const HOURS: OpeningHours = {
  week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: null },
  closedDates: ['2026-06-10'],
  minNoticeHours: 3,
};

beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t, { price: { pricePerDayCents: 3000, noticeDays: 0, minBookingDays: 1 } });
  await t.deps.db
    .update(listings)
    .set({ openingHours: HOURS, pricePerHourCents: 500, pricePerHalfDayCents: 1600 })
    .where(eq(listings.id, w.listing.id));
});
afterAll(() => t.close());

const ask = (payload: Record<string, unknown>, headers: Record<string, string> = w.renter.headers) =>
  requestBookingVia(t, headers, { listingId: w.listing.id, ...payload });

const at = (startDate: string, pickupTime: string, endDate: string, returnTime: string) => ({
  startDate,
  pickupTime,
  endDate,
  returnTime,
});

describe('POST /bookings with times: bad input', () => {
  it.each([
    [
      'return before pickup',
      at('2026-06-02', '14:00', '2026-06-02', '12:00'),
      'returnTime',
      BOOKING_TIME_MESSAGES.return_before_pickup,
    ],
    ['zero length', at('2026-06-02', '14:00', '2026-06-02', '14:00'), 'returnTime', BOOKING_TIME_MESSAGES.zero_length],
    [
      'a pickup already past today',
      at('2026-06-01', '11:00', '2026-06-01', '16:00'),
      'pickupTime',
      BOOKING_TIME_MESSAGES.in_the_past,
    ],
    [
      'a day already past',
      at('2026-05-31', '10:00', '2026-06-02', '16:00'),
      'startDate',
      BOOKING_REQUEST_MESSAGES.start_date_passed,
    ],
    [
      'under the 3 hours of notice',
      at('2026-06-01', '14:45', '2026-06-01', '17:00'),
      'pickupTime',
      BOOKING_TIME_MESSAGES.under_notice,
    ],
    [
      'a pickup before the pickup hours',
      at('2026-06-02', '08:30', '2026-06-02', '12:00'),
      'pickupTime',
      BOOKING_TIME_MESSAGES.pickup_outside_hours,
    ],
    [
      'a return after the return hours',
      at('2026-06-02', '10:00', '2026-06-02', '19:15'),
      'returnTime',
      BOOKING_TIME_MESSAGES.return_outside_hours,
    ],
    [
      'a closed weekday',
      at('2026-06-07', '10:00', '2026-06-07', '12:00'),
      'startDate',
      BOOKING_TIME_MESSAGES.closed_day,
    ],
    ['a closed date', at('2026-06-09', '10:00', '2026-06-10', '12:00'), 'startDate', BOOKING_TIME_MESSAGES.closed_day],
    [
      'beyond the longest rental',
      at('2026-06-02', '10:00', '2026-08-15', '12:00'),
      'endDate',
      BOOKING_REQUEST_MESSAGES.max_duration,
    ],
    [
      'beyond the advance limit',
      at('2027-06-08', '10:00', '2027-06-08', '12:00'),
      'startDate',
      BOOKING_REQUEST_MESSAGES.too_far_ahead,
    ],
    [
      '02:30 on the spring change night',
      at('2027-03-28', '02:30', '2027-03-29', '12:00'),
      'pickupTime',
      BOOKING_TIME_MESSAGES.nonexistent_time,
    ],
    [
      'a time that is no time',
      at('2026-06-02', '25:00', '2026-06-02', '12:00'),
      'pickupTime',
      'Enter a valid pickup time.',
    ],
    [
      'a time with seconds',
      at('2026-06-02', '10:00', '2026-06-02', '12:00:30'),
      'returnTime',
      'Enter a valid return time.',
    ],
  ])('%s: 422', async (_label, times, field, message) => {
    const res = await ask(times);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.fields[field]).toContain(message);
    // The quote answers the same rule for the page before any request is sent.
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?${new URLSearchParams({ listingId: w.listing.id, ...times })}`,
    });
    if (quote.statusCode === 200)
      expect(quote.json().violations.map((v: { message: string }) => v.message)).toContain(message);
    else expect(quote.json().error.fields[field]).toContain(message);
    expect(await t.deps.db.select().from(bookings).where(eq(bookings.listingId, w.listing.id))).toEqual([]);
  });

  it('says it in French to a French reader', async () => {
    const res = await ask(at('2026-06-01', '14:45', '2026-06-01', '17:00'), {
      ...w.renter.headers,
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.statusCode).toBe(422);
    const french = serverMessages('fr')[BOOKING_TIME_MESSAGES.under_notice];
    expect(french).toMatch(/trop proche/);
    expect(res.json().error.fields.pickupTime).toEqual([french]);
  });
});

describe('POST /bookings with times: same day, by the hour', () => {
  it('books this afternoon at the notice exactly, priced by the hour, and stores the instants', async () => {
    const res = await ask(at('2026-06-01', '15:00', '2026-06-01', '17:30'));
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking.pickupAt).toBe('2026-06-01T13:00:00.000Z');
    expect(booking.returnAt).toBe('2026-06-01T15:30:00.000Z');
    expect(booking.listing.timeZone).toBe('Europe/Paris');
    // 2 h 30 is 3 started hours: 3 × 5 € = 15 €, cheaper than a half-day (16 €) or a day (30 €).
    expect(booking.price).toMatchObject({ days: 0, halfDays: 0, hours: 3, base: 1500, pricePerHourCents: 500 });
    await act(t, w.renter.headers, booking.id, 'cancel');
  });

  it('a whole-day request without times takes the owner’s hours: 09:00 to 19:00', async () => {
    const renter = await renterReady(t);
    const res = await ask({ startDate: '2026-06-03', endDate: '2026-06-04' }, renter.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect([booking.pickupAt, booking.returnAt]).toEqual(['2026-06-03T07:00:00.000Z', '2026-06-04T17:00:00.000Z']);
    // 34 hours: a day and 10 hours, cheapest as a day, two half-days and two hours (30 + 32 + 10 = 72 €)
    // or two days (60 €): two days.
    expect(booking.price).toMatchObject({ days: 2, halfDays: 0, hours: 0, base: 6000 });
    await act(t, renter.headers, booking.id, 'cancel');
  });

  it('times that touch do not collide; an hour of overlap does (409 with the spec sentence)', async () => {
    const book = async (pickupTime: string, returnTime: string) => {
      const renter = await renterReady(t);
      return ask(at('2026-06-05', pickupTime, '2026-06-05', returnTime), renter.headers);
    };
    const morning = await book('09:00', '12:00');
    expect(morning.statusCode).toBe(201);
    expect((await act(t, w.owner.headers, morning.json().booking.id, 'accept')).statusCode).toBe(200);
    const afternoon = await book('12:00', '15:00');
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    expect((await act(t, w.owner.headers, afternoon.json().booking.id, 'accept')).statusCode).toBe(200);
    const overlapping = await book('11:00', '13:00');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.message).toBe(BOOKING_REQUEST_MESSAGES.unavailable);
    const evening = await book('15:00', '18:00');
    expect(evening.statusCode).toBe(201);
  });

  it('the default hours are 08:00–20:00 with 24 hours of notice', () => {
    expect(DEFAULT_OPENING_HOURS.minNoticeHours).toBe(24);
    expect(DEFAULT_OPENING_HOURS.week.sun).toEqual({
      pickup: { from: '08:00', to: '20:00' },
      return: { from: '08:00', to: '20:00' },
    });
  });
});
