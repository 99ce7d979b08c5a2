import type { LightMyRequestResponse } from 'fastify';
import { confirmPhone, createLiveListing, renterReady, requested } from '../booking-helpers';
import { buildTestApp } from '../build-test-app';
import { signedInUser, uniqueIp } from '../helpers';
import { referenceIds } from '../listing-helpers';
import type { FuzzRequest } from './bad-requests';
import type { OpenApiDocument } from './operations';
import type { Fixtures } from './schema-arbitraries';

/**
 * The app, an admin (phone confirmed) who owns a live listing at the highest price with a booking
 * request, a renter ready to book, and the OpenAPI document.
 */
export async function fuzzWorld() {
  const t = await buildTestApp();
  const admin = await signedInUser(t, { role: 'admin', firstname: 'Fuzz' });
  await confirmPhone(t, admin.user.id);
  const listing = await createLiveListing(t, admin.headers, {
    price: { pricePerDayCents: 100_000, depositCents: 1_000_000 },
  });
  const renter = await renterReady(t);
  const booking = await requested(t, renter.headers, listing.id, '2026-07-01', '2026-07-05');
  const { city, urbanId } = await referenceIds(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const fixtures: Fixtures = {
    listingId: listing.id,
    bookingId: booking.id,
    userId: admin.user.id,
    categoryId: city.id,
    subCategoryId: urbanId,
    sizeCode: 'M',
    slug: 'lyon',
    place: 'lyon',
    placeSlug: 'lyon',
    country: 'FR',
    locale: 'en',
    startDate: '2026-08-03',
    endDate: '2026-08-06',
  };
  return { t, admin, renter, doc, fixtures };
}
export type World = Awaited<ReturnType<typeof fuzzWorld>>;

/** One request as the world's admin, its renter or nobody, each from an address of its own. */
export function send(w: World, req: FuzzRequest) {
  const session = req.as === 'admin' ? w.admin.headers : req.as === 'renter' ? w.renter.headers : {};
  return w.t.app.inject({
    method: req.method as never,
    url: req.url,
    headers: { accept: 'application/json', ...session, ...req.headers },
    payload: req.payload,
    remoteAddress: uniqueIp(),
  });
}

export const describeAnswer = (req: FuzzRequest, res: LightMyRequestResponse) =>
  `${req.method} ${req.url.slice(0, 200)} as ${req.as} (${req.what}) → ${res.statusCode} ${String(res.headers['content-type'])} ${res.body.slice(0, 300)}`;
