import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { bookingWorld, CARDS } from '../booking-helpers';
import { nextDates } from '../payout-helpers';
import { clientTypesOf } from './generate';
import type { paths } from './schema';

/**
 * A third-party client as a mobile app would build it: types generated from the API document
 * (openapi-typescript, `npm run api:client`), calls through openapi-fetch over HTTP, a bearer token.
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the typed client generated from the API document', () => {
  it('is current: regenerating it from the served document gives the committed file', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const committed = readFileSync(new URL('./schema.d.ts', import.meta.url), 'utf8');
    // A mismatch means a route changed: run `npm run api:client` and commit the file.
    expect((await clientTypesOf(document)) === committed).toBe(true);
  });

  it('books a bike: token, quote, request, the owner accepts, pay, the booking is paid', async () => {
    const world = await bookingWorld(t);
    const api = createClient<paths>({ baseUrl });
    const tokenOf = async (email: string, password: string) => {
      const { data, error } = await api.POST('/api/v1/auth/token', { body: { email, password } });
      expect(error).toBeUndefined();
      return { Authorization: `Bearer ${data!.token}` };
    };
    const renter = await tokenOf(world.renter.email, world.renter.password);
    const owner = await tokenOf(world.owner.email, world.owner.password);

    const listing = await api.GET('/api/v1/listings/{listingId}', {
      params: { path: { listingId: world.listing.id } },
    });
    expect(listing.data!.listing.pricePerDayCents).toBe(1500);

    const [startDate, endDate] = nextDates(3);
    const quote = await api.GET('/api/v1/bookings/quote', {
      params: { query: { listingId: world.listing.id, startDate, endDate } },
    });
    expect(quote.response.status).toBe(200);
    const quoted = JSON.stringify(quote.data);
    const requested = await api.POST('/api/v1/bookings', {
      headers: renter,
      body: { listingId: world.listing.id, startDate, endDate, accessoryIds: [], depositAcknowledged: true },
    });
    expect(requested.response.status).toBe(201);
    // The price asked is the price quoted.
    expect(quoted).toContain(String(requested.data!.booking.price.pricePaidByBuyer));
    const bookingId = requested.data!.booking.id;

    const accepted = await api.POST('/api/v1/bookings/{bookingId}/accept', {
      headers: owner,
      params: { path: { bookingId } },
      body: {},
    });
    expect(accepted.response.status).toBe(200);

    const paid = await api.POST('/api/v1/bookings/{bookingId}/pay', {
      headers: renter,
      params: { path: { bookingId } },
      body: {
        idempotencyKey: crypto.randomUUID(),
        card: { number: CARDS.ok, expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(paid.response.status).toBe(200);

    const booking = await api.GET('/api/v1/bookings/{bookingId}', {
      headers: renter,
      params: { path: { bookingId } },
    });
    expect(booking.data!.booking.status).toBe('paid');

    // An unknown booking is a typed 404.
    const unknown = await api.GET('/api/v1/bookings/{bookingId}', {
      headers: owner,
      params: { path: { bookingId: crypto.randomUUID() } },
    });
    expect(unknown.response.status).toBe(404);
  });
});
