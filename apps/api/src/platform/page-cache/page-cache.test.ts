import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingUnavailablePeriods } from '@biclou/db/schema';
import { addDays, parisToday } from '@biclou/domain/paris-calendar';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bookingWorld, requestBookingVia } from '../../test/booking-helpers';
import { signedInUser } from '../../test/helpers';
import { PRICE } from '../../test/listing-helpers';
import type { SiteHandler } from '../ssr/register-ssr';
import { runJobs } from '../jobs/module-job';
import { createPageCache } from './page-cache';
import { readyEntry, weakEtag } from './page-entry';
import { cspHeader, newCspNonce } from '../http/csp';

/**
 * A stand-in for React Router that renders what the real pages read, through the same in-process
 * API: the listing (price, status), its availability, the settings, the signed-in user when the
 * request has a session; the locale from the path; inline scripts carrying the response's nonce.
 * `renders` counts what reached it (a hit never does).
 */
let renders = 0;
const site: SiteHandler = async (request, { api, nonce }) => {
  renders++;
  const { pathname } = new URL(request.url);
  const fr = pathname === '/fr' || pathname.startsWith('/fr/');
  const id = /\/listing\/([^/]+)$/.exec(pathname)?.[1];
  const cookie = request.headers.get('cookie') ?? '';
  const me = cookie.includes('biclou_token=') ? await api.request('GET', '/api/v1/user') : null;
  const settings = (await api.request('GET', '/api/v1/settings')).json as { serviceFeeRateBp: number };
  const theme = /biclou_theme=(\w+)/.exec(cookie)?.[1] ?? 'none';
  const script = `<script nonce="${nonce}">window.boot=1</script><script nonce="${nonce}" type="module">0</script>`;
  const page = (status: number, body: string) =>
    new Response(
      `<!doctype html><html lang="${fr ? 'fr' : 'en'}" data-theme="${theme}"><head>${script}</head><body>${body}` +
        `<p>fee ${settings.serviceFeeRateBp}</p>${me ? `<p>signed in as ${(me.json as { user: { email: string } }).user.email}</p>` : ''}` +
        `${'<p>padding</p>'.repeat(200)}</body></html>`,
      { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-language': fr ? 'fr' : 'en' } },
    );
  if (pathname === '/' || pathname === '/fr') return page(200, fr ? '<h1>Louez un vélo</h1>' : '<h1>Rent a bike</h1>');
  if (!id) return page(404, 'not found');
  const listing = await api.request('GET', `/api/v1/listings/${id}`);
  if (listing.status !== 200) return page(404, fr ? 'Annonce introuvable' : 'Listing not found');
  const shown = (
    listing.json as {
      listing: {
        pricePerDayCents: number;
        pricePerHourCents: number | null;
        instantBooking: boolean;
        openingHours: { week: { mon: { pickup: { from: string } } | null } };
      };
    }
  ).listing;
  const price = shown.pricePerDayCents;
  const terms = `<p>hourly ${shown.pricePerHourCents} instant ${shown.instantBooking} monday ${shown.openingHours.week.mon?.pickup.from ?? 'closed'}</p>`;
  const availability = (await api.request('GET', `/api/v1/listings/${id}/availability`)).json as {
    blocked: { start: string; end: string }[];
  };
  const blocked = availability.blocked.map((b) => `${b.start}..${b.end}`).join(',');
  return page(200, `<h1>${fr ? 'Prix' : 'Price'} ${price}</h1><p>blocked [${blocked}]</p>${terms}`);
};

let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await buildTestApp({}, { PAGE_CACHE_TTL_S: '10' }, { site });
  w = await bookingWorld(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const nonceOf = (csp: unknown) => /'nonce-([\w-]+)'/.exec(String(csp))?.[1];

describe('the page cache', () => {
  it('keeps an anonymous page: a hit renders nothing, carries a fresh nonce in body and header, answers 304 to its ETag', async () => {
    const url = `/listing/${w.listing.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const before = renders;
    const second = await get(url);
    expect(renders).toBe(before);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(second.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(second.headers['content-language']).toBe('en');
    // Every serve: a nonce of its own, the same in the policy and on every inline script.
    const nonces = [first, second].map((r) => nonceOf(r.headers['content-security-policy']));
    // The policy is the one every page gets (csp.ts), with this serve's nonce.
    expect(second.headers['content-security-policy']).toBe(cspHeader(t.deps.config, nonces[1]));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, r] of [first, second].entries()) {
      expect(r.body.match(/nonce="([\w-]+)"/g)).toEqual([`nonce="${nonces[i]}"`, `nonce="${nonces[i]}"`]);
    }
    expect(second.body.replaceAll(nonces[1]!, 'N')).toBe(first.body.replaceAll(nonces[0]!, 'N'));
    // The validator does not depend on the nonce; a match is a 304 without body nor policy.
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('serves gzip precompressed, with the fresh nonce spliced in', async () => {
    const url = `/listing/${w.listing.id}`;
    await get(url);
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    const nonce = nonceOf(res.headers['content-security-policy']);
    expect(html.match(/nonce="([\w-]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(html).toContain('Price 1500');
  });

  it('never serves nor keeps a page for a signed-in visitor', async () => {
    const url = `/listing/${w.listing.id}`;
    await get(url);
    const signedIn = await get(url, { cookie: w.renter.headers.cookie! });
    expect(signedIn.body).toContain('signed in as');
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const before = renders;
    await get(url, { cookie: w.renter.headers.cookie! });
    expect(renders).toBe(before + 1);
    // A bearer token is a session too.
    await get(url, { authorization: 'Bearer whatever' });
    expect(renders).toBe(before + 2);
    // The anonymous copy never holds the signed-in page, on a fresh path either.
    const fresh = `/fr/listing/${w.listing.id}`;
    await get(fresh, { cookie: w.owner.headers.cookie! });
    const anonymous = await get(fresh);
    expect(anonymous.headers['x-page-cache']).toBe('miss');
    expect(anonymous.body).not.toContain('signed in as');
  });

  it('never mixes locales nor colour modes', async () => {
    const paths = ['/', '/fr'];
    for (const path of paths) await get(path);
    const en = await get('/');
    const fr = await get('/fr');
    expect(en.headers['x-page-cache']).toBe('hit');
    expect(fr.headers['x-page-cache']).toBe('hit');
    expect(en.body).toContain('Rent a bike');
    expect(fr.body).toContain('Louez un vélo');
    expect(fr.headers['content-language']).toBe('fr');
    const dark = await get('/fr', { cookie: 'biclou_theme=dark' });
    expect(dark.headers['x-page-cache']).toBe('miss');
    expect(dark.body).toContain('data-theme="dark"');
    expect((await get('/fr')).body).toContain('data-theme="none"');
    // An unknown colour mode is rendered for itself, never kept.
    expect((await get('/fr', { cookie: 'biclou_theme=x' })).headers['x-page-cache']).toBeUndefined();
  });

  it('shows a price change, new availability and a pause on the very next anonymous request (pages and API reads)', async () => {
    const w2 = await bookingWorld(t);
    const url = `/listing/${w2.listing.id}`;
    const api = `/api/v1/listings/${w2.listing.id}`;
    await get(url);
    await get(api);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    expect((await get(api)).headers['x-page-cache']).toBe('hit');

    const put = (path: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `${api}/${path}`, headers: w2.owner.headers, payload: payload as never });
    expect((await put('price', { ...PRICE, pricePerDayCents: 2300 })).statusCode).toBe(200);
    expect((await get(url)).body).toContain('Price 2300');
    expect((await get(api)).json().listing.pricePerDayCents).toBe(2300);

    const start = addDays(parisToday(t.clock.now()), 12);
    const blocked = [{ start, end: addDays(start, 2) }];
    expect((await put('availability', { blocked })).statusCode).toBe(200);
    expect((await get(url)).body).toContain(`blocked [${start}..${addDays(start, 2)}]`);

    const pause = await t.app.inject({ method: 'POST', url: `${api}/pause`, headers: w2.owner.headers });
    expect(pause.statusCode).toBe(200);
    const paused = await get(url);
    expect(paused.statusCode).toBe(404);
    expect(paused.body).toContain('Listing not found');
    expect((await get(api)).statusCode).toBe(404);
  });

  it("shows new hours, time prices, instant booking and the owner's new default hours on the next anonymous request", async () => {
    const w4 = await bookingWorld(t);
    const url = `/listing/${w4.listing.id}`;
    const api = `/api/v1/listings/${w4.listing.id}`;
    await get(url);
    await get(api);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    expect((await get(url)).body).toContain('hourly null instant false monday 08:00');

    const put = (path: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: path, headers: w4.owner.headers, payload: payload as never });
    const days = (from: string | null) =>
      Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
          d,
          from && { pickup: { from, to: '12:00' }, return: { from, to: '12:00' } },
        ]),
      );
    expect((await put(`${api}/price`, { ...PRICE, pricePerHourCents: 400 })).statusCode).toBe(200);
    expect((await get(url)).body).toContain('hourly 400 instant false');
    expect((await put(`${api}/instant-booking`, { instantBooking: true })).statusCode).toBe(200);
    expect((await get(url)).body).toContain('hourly 400 instant true');
    expect((await get(api)).json().listing.instantBooking).toBe(true);

    // The listing follows its owner's default: a change of the account moves its page too.
    const account = await put('/api/v1/account/opening-hours', { openingHours: { week: days('10:00') } });
    expect(account.statusCode).toBe(200);
    expect((await get(url)).body).toContain('monday 10:00');
    expect((await get(api)).json().listing.openingHours.week.mon.pickup.from).toBe('10:00');
    const own = await put(`${api}/hours`, { openingHours: { week: { ...days('09:30'), mon: null } } });
    expect(own.statusCode).toBe(200);
    expect((await get(url)).body).toContain('monday closed');
  });

  it('shows a settings change on the next request', async () => {
    await get('/');
    expect((await get('/')).body).toContain('fee 1000');
    const admin = await signedInUser(t, { role: 'admin' });
    const current = (await get('/api/v1/admin/settings', admin.headers)).json().settings;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: admin.headers,
      payload: { ...current, serviceFeeRateBp: 1200 },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/')).body).toContain('fee 1200');
  });

  it('a booking request reads the real availability, never the cached one', async () => {
    const w3 = await bookingWorld(t);
    const api = `/api/v1/listings/${w3.listing.id}/availability`;
    await get(api);
    await get(`/listing/${w3.listing.id}`);
    const start = addDays(parisToday(t.clock.now()), 20);
    // Blocked straight in the database: no change the cache hears of, so its copies still say "free"…
    await t.deps.db
      .insert(listingUnavailablePeriods)
      .values({ listingId: w3.listing.id, startDate: start, endDate: addDays(start, 3) });
    const cached = await get(api);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.json().blocked).toEqual([]);
    expect((await get(`/listing/${w3.listing.id}`)).body).toContain('blocked []');
    // …but the booking request sees the dates taken.
    const res = await requestBookingVia(t, w3.renter.headers, {
      listingId: w3.listing.id,
      startDate: addDays(start, 1),
      endDate: addDays(start, 2),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('requests for a page being rendered wait for that render (one render, each its own nonce)', async () => {
    const url = `/listing/${w.listing.id}?together=1`;
    const before = renders;
    const all = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(renders).toBe(before + 1);
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    const nonces = new Set(all.map((r) => nonceOf(r.headers['content-security-policy'])));
    expect(nonces.size).toBe(6);
  });

  it('keeps its entries through a refused write and a write that changes nothing a visitor sees', async () => {
    const url = `/listing/${w.listing.id}`;
    await get(url);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${w.listing.id}/price`,
      headers: w.owner.headers,
      payload: { pricePerDayCents: -1 },
    });
    expect(refused.statusCode).toBe(422);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/v1/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src' } }),
    });
    expect(report.statusCode).toBe(204);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
  });

  it('keeps nothing for the private pages, other statuses or writes', async () => {
    for (const path of ['/dashboard', '/fr/account', '/auth/login', `/listing/${w.listing.id}/request`, '/admin']) {
      await get(path);
      expect((await get(path)).headers['x-page-cache']).toBeUndefined();
    }
    await get('/nowhere');
    expect((await get('/nowhere')).headers['x-page-cache']).toBeUndefined();
  });
});

describe('the pieces', () => {
  it('a job run that changed something drops the cache; one that changed nothing keeps it', async () => {
    const pageCache = createPageCache({ ttlS: 10, maxEntries: 10 });
    const body = Buffer.from('<p>x</p>');
    const entry = { status: 200, headers: [], body, nonce: null, etag: weakEtag(body) };
    await pageCache.set('k', entry, await pageCache.generation());
    const job = (count: number) => ({ name: 'j', run: async () => ({ done: count }) });
    const { db, bookingEvents, notificationEvents } = t.deps;
    const deps = { db, clock: t.clock, bookingEvents, notificationEvents, pageCache };
    await runJobs([job(0)], deps, new Date());
    expect(await pageCache.get('k')).not.toBeNull();
    await runJobs([job(2)], deps, new Date());
    expect(await pageCache.get('k')).toBeNull();
  });

  it('an entry rendered before a change is not kept', async () => {
    const pageCache = createPageCache({ ttlS: 10, maxEntries: 10 });
    const body = Buffer.from('<p>x</p>');
    const generation = await pageCache.generation();
    await pageCache.invalidate();
    await pageCache.set('k', { status: 200, headers: [], body, nonce: null, etag: weakEtag(body) }, generation);
    expect(await pageCache.get('k')).toBeNull();
  });

  it('gzip with the nonce spliced in decodes to the identity body, whatever the nonce positions', () => {
    for (const html of ['N', 'aN', 'Nb', 'NN', `${'x'.repeat(70_000)}N${'y'.repeat(5)}N`, 'no nonce']) {
      const body = Buffer.from(html.replaceAll('N', 'old-nonce-0123456789ab'));
      const ready = readyEntry({ status: 200, headers: [], body, nonce: 'old-nonce-0123456789ab', etag: '' }, 0);
      const fresh = 'new-nonce-ABCDEFGHIJKL';
      const expected = html.replaceAll('N', fresh);
      expect(ready.identity(fresh).toString()).toBe(expected);
      expect(gunzipSync(ready.gzip(fresh)).toString()).toBe(expected);
      // gunzip checks the CRC-32 and the length: also right for a nonce of another length.
      expect(gunzipSync(ready.gzip('short')).toString()).toBe(html.replaceAll('N', 'short'));
      for (let i = 0; i < 20; i++) {
        const nonce = newCspNonce();
        expect(gunzipSync(ready.gzip(nonce)).toString()).toBe(html.replaceAll('N', nonce));
      }
    }
  });
});
