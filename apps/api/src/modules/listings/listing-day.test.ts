import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, users } from '@biclou/db/schema';
import type { DayHours, OpeningHours } from '@biclou/domain/opening-hours';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, renterReady, requestBookingVia } from '../../test/booking-helpers';
import { serverMessages } from '../../platform/http/message-language';

/**
 * GET /listings/:id/day: one day for the time pickers. The clock starts at 2026-06-01 10:00Z, noon
 * in Paris; the listing is in Lyon (Europe/Paris), 1 day of notice, the marketplace's hours unless
 * a test sets others. The page cache is on: a read is kept, a write through the API drops it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const START = new Date('2026-06-01T10:00:00Z');
beforeAll(async () => {
  t = await buildTestApp({}, { PAGE_CACHE_TTL_S: '10' });
  w = await bookingWorld(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(START);
  await setHours(null);
});

const day = (date: string | undefined, listingId = w.listing.id, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/listings/${listingId}/day${date === undefined ? '' : `?date=${encodeURIComponent(date)}`}`,
    headers,
  });

/** Hours and notice days straight in the database (their editing is another page's), then a fresh cache. */
async function setHours(hours: OpeningHours | null, o: { noticeDays?: number; owner?: OpeningHours | null } = {}) {
  await t.deps.db
    .update(listings)
    .set({ openingHours: hours, noticeDays: o.noticeDays ?? 1 })
    .where(eq(listings.id, w.listing.id));
  await t.deps.db
    .update(users)
    .set({ defaultOpeningHours: o.owner ?? null })
    .where(eq(users.id, w.owner.user.id));
  await t.deps.pageCache.invalidate();
}

const open = (from: string, to: string): DayHours => ({ pickup: { from, to }, return: { from, to } });
const everyDay = (d: DayHours | null, over: Partial<OpeningHours> = {}): OpeningHours => ({
  week: { mon: d, tue: d, wed: d, thu: d, fri: d, sat: d, sun: d },
  closedDates: [],
  minNoticeHours: 24,
  ...over,
});

/** A request through the API with times, accepted by the owner: a blocking booking. */
async function acceptedBooking(startDate: string, pickupTime: string, endDate: string, returnTime: string) {
  const renter = await renterReady(t);
  const res = await requestBookingVia(t, renter.headers, {
    listingId: w.listing.id,
    startDate,
    endDate,
    pickupTime,
    returnTime,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  expect((await act(t, w.owner.headers, id, 'accept')).statusCode).toBe(200);
  return { id, renter };
}

describe('GET /listings/:id/day', () => {
  it("a booking 10:00–12:00: the day's windows, notice and taken span, without who booked, for anyone", async () => {
    const { renter } = await acceptedBooking('2026-07-04', '10:00', '2026-07-04', '12:00');
    // A request waiting for an answer takes nothing.
    const other = await renterReady(t);
    const waiting = await requestBookingVia(t, other.headers, {
      listingId: w.listing.id,
      startDate: '2026-07-04',
      endDate: '2026-07-04',
      pickupTime: '14:00',
      returnTime: '16:00',
    });
    expect(waiting.statusCode).toBe(201);

    const res = await day('2026-07-04');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-07-04',
      timeZone: 'Europe/Paris',
      pickup: { from: '08:00', to: '20:00' },
      return: { from: '08:00', to: '20:00' },
      minNoticeHours: 24,
      // Noon now, 24 hours on; the listing's day of notice is already met by then.
      earliestPickup: { date: '2026-06-02', time: '12:00' },
      taken: [{ from: '10:00', to: '12:00' }],
      units: 1,
    });
    expect(res.body).not.toContain(renter.user.id);
    expect(res.body).not.toMatch(/BK-|renter|status|Remy/);
    // The owner and a signed-in renter read the same.
    expect((await day('2026-07-04', w.listing.id, w.owner.headers)).json()).toEqual(res.json());
    expect((await day('2026-07-04', w.listing.id, renter.headers)).json()).toEqual(res.json());
    // The day before and after are free.
    expect((await day('2026-07-03')).json().taken).toEqual([]);
    expect((await day('2026-07-05')).json().taken).toEqual([]);
  });

  it('a booking over several days takes the end of its first day, the whole days between, the start of its last', async () => {
    await acceptedBooking('2026-07-10', '15:00', '2026-07-12', '11:30');
    expect((await day('2026-07-10')).json().taken).toEqual([{ from: '15:00', to: '24:00' }]);
    expect((await day('2026-07-11')).json().taken).toEqual([{ from: '00:00', to: '24:00' }]);
    expect((await day('2026-07-12')).json().taken).toEqual([{ from: '00:00', to: '11:30' }]);
  });

  it("the owner's unavailable days are taken whole", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/availability`,
      headers: w.owner.headers,
      payload: { blocked: [{ start: '2026-08-20', end: '2026-08-21' }] },
    });
    expect(put.statusCode).toBe(200);
    expect((await day('2026-08-20')).json().taken).toEqual([{ from: '00:00', to: '24:00' }]);
    expect((await day('2026-08-21')).json().taken).toEqual([{ from: '00:00', to: '24:00' }]);
    expect((await day('2026-08-22')).json().taken).toEqual([]);
  });

  it("a closed weekday and a closed date have no windows; the owner's default hours apply to a listing without its own", async () => {
    const shop = everyDay(open('09:00', '18:00'), { closedDates: ['2026-07-14'] });
    await setHours({ ...shop, week: { ...shop.week, sun: null } });
    const sunday = (await day('2026-07-05')).json();
    expect(sunday).toMatchObject({ pickup: null, return: null, taken: [] });
    expect((await day('2026-07-14')).json()).toMatchObject({ pickup: null, return: null });
    expect((await day('2026-07-06')).json()).toMatchObject({
      pickup: { from: '09:00', to: '18:00' },
      return: { from: '09:00', to: '18:00' },
    });

    await setHours(null, { owner: everyDay(open('07:30', '21:00'), { minNoticeHours: 4 }) });
    expect((await day('2026-07-05')).json()).toMatchObject({
      pickup: { from: '07:30', to: '21:00' },
      minNoticeHours: 4,
      // 12:00 + 4 h, but the listing asks a calendar day: tomorrow from midnight.
      earliestPickup: { date: '2026-06-02', time: '00:00' },
    });
  });

  it('today with a short notice: the earliest pickup is now plus the notice, up to the next quarter hour, and it books', async () => {
    await setHours(everyDay(open('08:00', '20:00'), { minNoticeHours: 2 }), { noticeDays: 0 });
    t.clock.set(new Date('2026-06-01T10:05:00Z')); // 12:05 in Paris
    const today = (await day('2026-06-01')).json();
    expect(today.earliestPickup).toEqual({ date: '2026-06-01', time: '14:15' });
    // The day's pickers offer 14:15 and the request page may send it: the server agrees.
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-06-01&endDate=2026-06-01&pickupTime=14:15&returnTime=18:15`,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().violations).toEqual([]);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-06-01&endDate=2026-06-01&pickupTime=14:00&returnTime=18:00`,
    });
    expect(early.json().violations.map((v: { code: string; field: string }) => [v.code, v.field])).toEqual([
      ['under_notice', 'pickupTime'],
    ]);
    // At 19:00 the day's last pickup (20:00) is under the notice: tomorrow is the earliest.
    t.clock.set(new Date('2026-06-01T17:00:00Z'));
    await t.deps.pageCache.invalidate();
    expect((await day('2026-06-01')).json().earliestPickup).toEqual({ date: '2026-06-01', time: '21:00' });
  });

  it('clock-change days: the notice counts real hours, and the spans are read on the clock', async () => {
    // Around the clock, so a booking can sit in the night of the change.
    await setHours(everyDay(open('00:00', '23:45')));
    // Saturday 2027-03-27 12:00 in Paris; 24 real hours later it is 13:00 on Sunday, summer time.
    t.clock.set(new Date('2027-03-27T11:00:00Z'));
    const spring = (await day('2027-03-28')).json();
    expect(spring.earliestPickup).toEqual({ date: '2027-03-28', time: '13:00' });
    // 01:30 to 03:30 on the clock is one real hour: 02:00–02:59 do not exist that night.
    t.clock.set(START);
    await acceptedBooking('2027-03-28', '01:30', '2027-03-28', '03:30');
    expect((await day('2027-03-28')).json().taken).toEqual([{ from: '01:30', to: '03:30' }]);
    // The autumn night is 25 hours; a booking from 22:00 the day before to 12:00 starts the day.
    await acceptedBooking('2026-10-24', '22:00', '2026-10-25', '12:00');
    expect((await day('2026-10-25')).json().taken).toEqual([{ from: '00:00', to: '12:00' }]);
    expect((await day('2026-10-24')).json().taken).toEqual([{ from: '22:00', to: '24:00' }]);
  });

  it('refuses a date that is not one with 422 and catalogued field messages', async () => {
    const en = serverMessages('en');
    const fr = serverMessages('fr');
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      const res = await day(date);
      expect(res.statusCode, String(date)).toBe(422);
      const fields = res.json().error.fields as Record<string, string[]>;
      expect(Object.keys(fields)).toEqual(['date']);
      for (const message of fields.date!) {
        expect(en[message], message).toBe(message);
        expect(fr[message], message).toBeDefined();
      }
    }
    expect((await day('2026-02-30')).json().error.fields.date).toEqual(['Enter a valid date.']);
    expect((await day('2026-07-04', 'not-a-uuid')).statusCode).toBe(422);
  });

  it('without a date answers today on the marketplace clock', async () => {
    const res = await day(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe('2026-06-01');
  });

  it('404 for a listing nobody may book: unknown, paused, or its owner banned', async () => {
    expect((await day('2026-07-04', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${w.listing.id}/pause`,
      headers: w.owner.headers,
    });
    expect(pause.statusCode).toBe(200);
    try {
      expect((await day('2026-07-04')).statusCode).toBe(404);
      expect((await day('2026-07-04', w.listing.id, w.owner.headers)).statusCode).toBe(404);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/listings/${w.listing.id}/reactivate`,
        headers: w.owner.headers,
      });
    }
    await t.deps.db.update(users).set({ bannedAt: START }).where(eq(users.id, w.owner.user.id));
    await t.deps.pageCache.invalidate();
    try {
      expect((await day('2026-07-04')).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(users).set({ bannedAt: null }).where(eq(users.id, w.owner.user.id));
      await t.deps.pageCache.invalidate();
    }
    expect((await day('2026-07-04')).statusCode).toBe(200);
  });

  it('is kept by the page cache for visitors, and a booking through the API shows at once', async () => {
    const first = await day('2026-09-05');
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await day('2026-09-05');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    await acceptedBooking('2026-09-05', '09:00', '2026-09-05', '11:00');
    const after = await day('2026-09-05');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.json().taken).toEqual([{ from: '09:00', to: '11:00' }]);
  });
});
