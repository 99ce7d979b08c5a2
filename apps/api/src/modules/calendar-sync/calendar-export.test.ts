import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { act, bookingWorld, paidBooking, renterReady, requested } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';

/** A listing's secret calendar address (today is 2026-06-01 in Paris). */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await bookingWorld(t);
});
afterAll(() => t.close());

const exportUrl = () => `/api/v1/listings/${w.listing.id}/calendar-export`;
const addressOf = async (headers = w.owner.headers) => {
  const res = await t.app.inject({ method: 'GET', url: exportUrl(), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().path as string;
};

/** The events ical.js (a maintained RFC 5545 parser) reads back from the feed. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      stamp: c.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
}

describe('a listing calendar export', () => {
  it('answers text/calendar with one event per booking that holds the bike and per blocked period, and nothing of the renter', async () => {
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/availability`,
      headers: w.owner.headers,
      payload: { blocked: [{ start: '2026-08-20', end: '2026-08-22' }] },
    });
    expect(blocked.statusCode).toBe(200);
    const paidId = await paidBooking(t, w, '2026-07-10', '2026-07-14');
    const other = await renterReady(t, { firstname: 'Zoltan' });
    const open = await requested(t, other.headers, w.listing.id, '2026-07-25', '2026-07-26');
    const canceled = await requested(t, other.headers, w.listing.id, '2026-07-28', '2026-07-29');
    expect((await act(t, other.headers, canceled.id, 'cancel')).statusCode).toBe(200);

    const path = await addressOf();
    expect(path).toMatch(new RegExp(`^/calendars/${w.listing.id}/[A-Za-z0-9_-]{32}\\.ics$`));
    // No session: a calendar app subscribes with the address alone.
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const events = parse(res.body);
    const booking = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${paidId}`, headers: w.owner.headers })
    ).json().booking;
    expect(events).toEqual([
      {
        uid: `booking-${paidId}@biclou`,
        summary: `Biclou booking ${booking.ref}`,
        allDay: false,
        start: booking.pickupAt,
        end: booking.returnAt,
        stamp: '2026-06-01T10:00:00Z',
      },
      {
        uid: `block-${w.listing.id}-2026-08-20-2026-08-22@biclou`,
        summary: 'Blocked on Biclou',
        allDay: true,
        start: '2026-08-20',
        end: '2026-08-23',
        stamp: '2026-06-01T10:00:00Z',
      },
    ]);
    for (const secret of ['Remy', 'Zoltan', 'Lovelace', w.renter.email, w.renter.user.id, open.id, canceled.id]) {
      expect(res.body).not.toContain(secret);
    }
    // Read again, the same UIDs: the subscribing app updates its events instead of doubling them.
    expect(parse((await t.app.inject({ method: 'GET', url: path })).body).map((e) => e.uid)).toEqual(
      events.map((e) => e.uid),
    );
  });

  it('regenerating revokes the old address; a wrong or malformed token, or another listing, is a 404', async () => {
    const before = await addressOf();
    const res = await t.app.inject({ method: 'POST', url: exportUrl(), headers: w.owner.headers });
    expect(res.statusCode).toBe(200);
    const after = res.json().path as string;
    expect(after).not.toBe(before);
    expect(await addressOf()).toBe(after);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);

    const token = after.split('/')[3]!;
    const other = await bookingWorld(t);
    for (const url of [
      `/calendars/${w.listing.id}/${'A'.repeat(32)}.ics`,
      `/calendars/${w.listing.id}/${token.replace('.ics', '')}`,
      `/calendars/${other.listing.id}/${token}`,
      `/calendars/not-a-uuid/${token}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("someone else's listing is a 404, without a session a 401, a malformed id a 422", async () => {
    const stranger = await signedInUser(t);
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: exportUrl(), headers: stranger.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url: exportUrl() })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method,
        url: '/api/v1/listings/nope/calendar-export',
        headers: w.owner.headers,
      });
      expect(bad.statusCode).toBe(422);
    }
  });
});
