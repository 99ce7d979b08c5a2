import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_ERRORS } from '@biclou/contracts/calendar-constants';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, requestBookingVia } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { runDueJobs } from '../run-due-jobs';

/** External calendars a listing follows (today is 2026-06-01 in Paris), served by a local server. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let server: Server;
let base: string;
const served: Record<string, { type: string; body: string; etag?: string }> = {};
let requests: { path: string; ifNoneMatch?: string }[] = [];

const ics = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Shop//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
const allDay = (uid: string, start: string, end: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:${start}`,
  `DTEND;VALUE=DATE:${end}`,
  'END:VEVENT',
];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, ifNoneMatch: req.headers['if-none-match'] as string | undefined });
    const feed = served[path.split('?')[0]!];
    if (!feed) return void res.writeHead(404).end();
    if (feed.etag && req.headers['if-none-match'] === feed.etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': feed.type, ...(feed.etag ? { etag: feed.etag } : {}) }).end(feed.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp({}, { OUTBOUND_ALLOW_LOOPBACK: 'true' });
  w = await bookingWorld(t);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const feedsUrl = (listingId = w.listing.id) => `/api/v1/listings/${listingId}/calendar-feeds`;
const add = (payload: Record<string, unknown>, headers = w.owner.headers, listingId = w.listing.id) =>
  t.app.inject({ method: 'POST', url: feedsUrl(listingId), headers, payload });
const book = (startDate: string, endDate: string) =>
  requestBookingVia(t, w.renter.headers, { listingId: w.listing.id, startDate, endDate });

describe('following an external calendar', () => {
  let feedId: string;

  it('reads the feed at once; its days are refused to a request like any conflict, and shown taken', async () => {
    served['/shop.ics'] = {
      type: 'text/calendar; charset=utf-8',
      etag: '"1"',
      body: ics(allDay('a@shop', '20260710', '20260713')),
    };
    const res = await add({ name: ' Shop website ', url: `${base}/shop.ics` });
    expect(res.statusCode, res.body).toBe(201);
    const { feed } = res.json();
    feedId = feed.id;
    expect(feed).toMatchObject({
      name: 'Shop website',
      lastError: null,
      blockCount: 1,
      lastSyncedAt: expect.any(String),
    });

    const refused = await book('2026-07-11', '2026-07-12');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This listing is not available at the given dates');
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/quote?listingId=${w.listing.id}&startDate=2026-07-12&endDate=2026-07-14`,
      headers: w.renter.headers,
    });
    expect(JSON.stringify(quote.json())).toContain('This listing is not available at the given dates');
    const availability = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${w.listing.id}/availability` });
    expect(availability.json().booked).toContainEqual({ start: '2026-07-10', end: '2026-07-12' });
    // Never who or what: the busy times only.
    expect(availability.body).not.toContain('shop');
    expect((await book('2026-07-13', '2026-07-14')).statusCode).toBe(201);
  });

  it('the job reads it again when due, with its ETag; a malformed answer keeps the old blocks and says why', async () => {
    requests = [];
    t.clock.advance(16 * 60_000);
    await runDueJobs(t.deps);
    expect(requests).toEqual([{ path: '/shop.ics', ifNoneMatch: '"1"' }]);

    served['/shop.ics'] = { type: 'text/calendar', body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage' };
    const synced = await t.app.inject({
      method: 'POST',
      url: `${feedsUrl()}/${feedId}/sync`,
      headers: w.owner.headers,
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().feed).toMatchObject({ lastError: 'malformed', blockCount: 1 });
    expect((await book('2026-07-10', '2026-07-10')).statusCode).toBe(409);

    served['/shop.ics'] = { type: 'text/calendar', body: ics(allDay('b@shop', '20260801', '20260802')) };
    t.clock.advance(16 * 60_000);
    expect((await runDueJobs(t.deps)).calendarFeedsRead).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: feedsUrl(), headers: w.owner.headers });
    expect(list.json().feeds).toMatchObject([{ id: feedId, lastError: null, blockCount: 1 }]);
    expect((await book('2026-07-10', '2026-07-10')).statusCode).toBe(201);
    expect((await book('2026-08-01', '2026-08-01')).statusCode).toBe(409);
  });

  it('removing it frees its days', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${feedsUrl()}/${feedId}`, headers: w.owner.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: feedsUrl(), headers: w.owner.headers })).json().feeds).toEqual([]);
    expect((await book('2026-08-01', '2026-08-01')).statusCode).toBe(201);
  });
});

describe('addresses that cannot be followed: a 422 in plain words, nothing saved', () => {
  it.each([
    ['ftp://files.example/cal.ics', 'Enter the calendar’s address, starting with http:// or https://.'],
    ['file:///etc/passwd', 'Enter the calendar’s address, starting with http:// or https://.'],
    ['not a url', 'Enter the calendar’s address, starting with http:// or https://.'],
    ['http://10.0.0.1/cal.ics', CALENDAR_FEED_ERRORS.address],
    ['http://169.254.169.254/latest/meta-data/', CALENDAR_FEED_ERRORS.address],
    ['http://[::ffff:10.0.0.1]/cal.ics', CALENDAR_FEED_ERRORS.address],
    ['/page.html', CALENDAR_FEED_ERRORS.html],
    ['/missing.ics', CALENDAR_FEED_ERRORS.http_status],
    ['/broken.ics', CALENDAR_FEED_ERRORS.malformed],
  ])('%s', async (url, message) => {
    served['/page.html'] = { type: 'text/html', body: '<html><body>Log in</body></html>' };
    served['/broken.ics'] = { type: 'text/calendar', body: 'this is not iCal' };
    const res = await add({ name: 'Other', url: url.startsWith('/') ? `${base}${url}` : url });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.url).toEqual([message]);
    expect((await t.app.inject({ method: 'GET', url: feedsUrl(), headers: w.owner.headers })).json().feeds).toEqual([]);
  });

  it('a missing name, the same address twice, and a sixth calendar are refused', async () => {
    served['/one.ics'] = { type: 'text/plain', body: ics() };
    expect((await add({ name: '', url: `${base}/one.ics` })).json().error.fields.name).toEqual([
      'Give this calendar a name.',
    ]);
    for (let i = 0; i < 5; i++)
      expect((await add({ name: `Cal ${i}`, url: `${base}/one.ics?${i}` })).statusCode).toBe(201);
    expect((await add({ name: 'Again', url: `${base}/one.ics?0` })).json().error.fields.url).toEqual([
      'This calendar is already added.',
    ]);
    expect((await add({ name: 'Sixth', url: `${base}/one.ics?6` })).json().error.fields.url).toEqual([
      'A listing can follow at most 5 calendars.',
    ]);
  });
});

describe('guards', () => {
  it("someone else's listing or feed is a 404, without a session a 401", async () => {
    const stranger = await signedInUser(t);
    const [feed] = (await t.app.inject({ method: 'GET', url: feedsUrl(), headers: w.owner.headers })).json().feeds;
    expect((await t.app.inject({ method: 'GET', url: feedsUrl(), headers: stranger.headers })).statusCode).toBe(404);
    expect((await add({ name: 'Mine', url: `${base}/one.ics` }, stranger.headers)).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `${feedsUrl()}/${feed.id}/sync`],
      ['DELETE', `${feedsUrl()}/${feed.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: stranger.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    // Another listing of the same owner does not reach this feed either.
    const other = await bookingWorld(t);
    const elsewhere = await t.app.inject({
      method: 'DELETE',
      url: `${feedsUrl(other.listing.id)}/${feed.id}`,
      headers: other.owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
