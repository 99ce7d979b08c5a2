import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanceMeters } from '@biclou/domain/approximate-location';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInUser } from '../../test/helpers';
import { ADDRESS, createListingVia } from '../../test/listing-helpers';

/** 48 cours Lafayette, Lyon, as a Nominatim would place it; Lyon's centre is about 1 km away. */
const STREET = { lat: 45.76331, lng: 4.84812 };

type Mode = 'street' | 'empty' | 'slow' | 'error' | 'html' | 'object' | 'no-coordinates' | 'reset' | 'far';

/** A tiny Nominatim on port 0: answers `/search` the way `mode` says, and keeps what it was asked. */
function fakeNominatim() {
  const asked: { url: URL; userAgent: string | undefined }[] = [];
  let mode: Mode = 'street';
  const server: Server = createServer((req: IncomingMessage, res) => {
    asked.push({ url: new URL(req.url ?? '/', 'http://fake'), userAgent: req.headers['user-agent'] });
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const place = (lat: number, lng: number) => [
      { place_id: 1, lat: String(lat), lon: String(lng), category: 'highway', display_name: '…' },
    ];
    switch (mode) {
      case 'street':
        return json(place(STREET.lat, STREET.lng));
      case 'far': // A cours Lafayette in another town, 100 km off.
        return json(place(46.6, 5.2));
      case 'empty':
        return json([]);
      case 'slow':
        return void setTimeout(() => json(place(STREET.lat, STREET.lng)), 1500).unref();
      case 'error':
        return res.writeHead(503).end('busy');
      case 'html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      case 'object':
        return json({ error: 'Unable to geocode' });
      case 'no-coordinates':
        return json([{ lat: 'north', lon: null }]);
      case 'reset':
        return req.socket.destroy();
    }
  });
  return {
    asked,
    set mode(m: Mode) {
      mode = m;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const geocoder = fakeNominatim();
let t: TestApp;
let offline: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let listingId: string;
beforeAll(async () => {
  const url = await geocoder.start();
  // A short timeout keeps the slow case quick; the default is 1.5 s.
  t = await buildTestApp(
    {},
    { GEOCODER_URL: `${url}/`, GEOCODER_TIMEOUT_MS: '300', PUBLIC_URL: 'https://biclou.example' },
  );
  offline = await buildTestApp();
  owner = await signedInUser(t);
  listingId = await createListingVia(t, owner.headers, 'live');
});
afterAll(async () => {
  await Promise.all([t.close(), offline.close(), geocoder.close()]);
});
beforeEach(() => {
  geocoder.mode = 'street';
  geocoder.asked.length = 0;
});

const TYPED = {
  address: ADDRESS.address,
  postalCode: ADDRESS.postalCode,
  city: ADDRESS.city,
  country: ADDRESS.country,
};
const locate = (app: TestApp, id: string, headers: Record<string, string>, payload: unknown = TYPED) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${id}/address/locate`,
    headers,
    payload: payload as never,
  });
const lyonCentre = async () => {
  const [lyon] = await t.deps.places.search('Lyon', { country: 'FR', limit: 1 });
  return { lat: lyon!.lat, lng: lyon!.lng };
};

describe('POST /listings/:id/address/locate', () => {
  it("puts the pin on the street the geocoder found, asking Nominatim's search with the country and a User-Agent", async () => {
    const res = await locate(t, listingId, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ point: STREET, precision: 'street' });
    expect(geocoder.asked).toHaveLength(1);
    const [{ url, userAgent }] = geocoder.asked as [(typeof geocoder.asked)[number]];
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      q: '48 cours Lafayette, 69003 Lyon',
      countrycodes: 'fr',
      limit: '1',
    });
    expect(userAgent).toBe('Biclou/1.0 (https://biclou.example)');
  });

  it("asks with the country's own postal code: a Luxembourg 1234 is searched as L-1234", async () => {
    const typed = { address: '25 avenue de la Liberté', postalCode: '1931', city: 'Luxembourg', country: 'LU' };
    geocoder.mode = 'empty';
    const res = await locate(t, listingId, owner.headers, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(geocoder.asked[0]!.url.searchParams.get('q')).toBe('25 avenue de la Liberté, L-1931 Luxembourg');
    expect(geocoder.asked[0]!.url.searchParams.get('countrycodes')).toBe('lu');
    expect(res.json()).toMatchObject({ precision: 'city' });
  });

  it.each<Mode>(['empty', 'slow', 'error', 'html', 'object', 'no-coordinates', 'reset', 'far'])(
    'falls back to the city centre when the geocoder answers %s (never a 500)',
    async (mode) => {
      geocoder.mode = mode;
      const started = Date.now();
      const res = await locate(t, listingId, owner.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ point: await lyonCentre(), precision: 'city' });
      // The timeout (300 ms here) bounds the wait, not the slow geocoder's 1.5 s.
      expect(Date.now() - started).toBeLessThan(1200);
    },
  );

  it('falls back to the city centre when the geocoder is down', async () => {
    const down = await buildTestApp({}, { GEOCODER_URL: 'http://127.0.0.1:9' });
    try {
      const someone = await signedInUser(down);
      const id = await createListingVia(down, someone.headers, 'details');
      const res = await locate(down, id, someone.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ precision: 'city' });
    } finally {
      await down.close();
    }
  });

  it('without GEOCODER_URL, answers the offline city centre, and null for a town it does not know', async () => {
    const someone = await signedInUser(offline);
    const id = await createListingVia(offline, someone.headers, 'infos');
    const res = await locate(offline, id, someone.headers);
    expect(res.json()).toEqual({ point: await lyonCentre(), precision: 'city' });
    const nowhere = await locate(offline, id, someone.headers, { ...TYPED, city: 'Qwxzville' });
    expect(nowhere.json()).toEqual({ point: null, precision: null });
  });

  it('is the owner’s alone: 401 signed out, 404 for another member, 404 for a missing listing', async () => {
    expect((await locate(t, listingId, {})).statusCode).toBe(401);
    const stranger = await signedInUser(t);
    expect((await locate(t, listingId, stranger.headers)).statusCode).toBe(404);
    expect((await locate(t, '00000000-0000-4000-8000-000000000000', owner.headers)).statusCode).toBe(404);
    expect(geocoder.asked).toHaveLength(0);
  });

  it('checks the postal code against the country before asking anyone (422, in French too)', async () => {
    const res = await locate(
      t,
      listingId,
      { ...owner.headers, 'accept-language': 'fr' },
      { ...TYPED, postalCode: '6900' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ postalCode: ['Saisissez un code postal à 5 chiffres.'] });
    expect(geocoder.asked).toHaveLength(0);
  });

  it('is limited per owner: 429 past 30 a minute', async () => {
    const busy = await signedInUser(t);
    const id = await createListingVia(t, busy.headers, 'infos');
    geocoder.mode = 'empty';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await locate(t, id, busy.headers)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the geocoded point stays private', () => {
  it('locating changes nothing public; once saved, the public point is the moved one, never the street', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}` });
    const located = await locate(t, listingId, owner.headers);
    expect(located.json().point).toEqual(STREET);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}` });
    expect(unchanged.json().listing.approxLocation).toEqual(before.json().listing.approxLocation);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listingId}/address`,
      headers: owner.headers,
      payload: { ...TYPED, ...STREET },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().listing).toMatchObject({ lat: STREET.lat, lng: STREET.lng });

    const stranger = await signedInUser(t);
    for (const headers of [{}, stranger.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}`, headers });
      const body = res.body.replace(/"approxLocation":\{[^}]*\}/g, '"approxLocation":{}');
      expect(body).not.toContain(String(STREET.lat));
      expect(body).not.toContain(String(STREET.lng));
      const d = distanceMeters(STREET, res.json().listing.approxLocation);
      expect(d).toBeGreaterThanOrEqual(300);
      expect(d).toBeLessThanOrEqual(600);
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/search?place=lyon', headers: stranger.headers });
    expect(search.body).not.toContain(String(STREET.lat));
    expect(search.body).not.toContain(String(STREET.lng));
  });
});
