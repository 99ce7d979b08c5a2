/**
 * Type-level test of the typed API client, checked by `npm run typecheck` (tsc over
 * apps/web/app) and never run: each `@ts-expect-error` line must fail to compile, or tsc reports the
 * directive as unused and the typecheck fails. The endpoint table (packages/contracts/src/endpoints/*)
 * carries each body and query as `z.input` of the contracts' schema, so `api.call` (browser) and
 * `serverCall` (loaders) refuse a body the API would reject by shape and a call missing a path parameter.
 */
import * as endpoints from '@biclou/contracts/endpoints';
import type { ApiClient } from './api-client';
import { serverCall, type ServerApi } from './server-api';

const bookingId = '6f1d8a4e-1c59-4d7c-9d1f-1b1c4b2f7a10';

export function callsThatCompile(api: ApiClient, server: ServerApi) {
  void api.call(endpoints.login, { body: { email: 'lea@example.com', password: 'secret' }, quiet: true });
  void api.call(endpoints.createReview, { params: { bookingId }, body: { rating: 5, comment: 'Great bike, thanks!' } });
  void api.call(endpoints.acceptBooking, { params: { bookingId } });
  void api.call(endpoints.cancelBooking, { params: { bookingId }, body: { reason: null } });
  void api.call(endpoints.createBooking, {
    body: { listingId: bookingId, startDate: '2026-06-01', endDate: '2026-06-03', depositAcknowledged: true },
  });
  void api.call(endpoints.placeAutocomplete, { query: { q: 'Lyon', limit: 8 } });
  void api.call(endpoints.myBookings, { query: { status: 'requested' } });
  void serverCall(server, endpoints.getListing, { params: { listingId: bookingId } });
  void serverCall(server, endpoints.listListingReviews, { params: { listingId: bookingId }, query: { limit: 10 } });
}

export function wrongBodies(api: ApiClient, server: ServerApi) {
  // @ts-expect-error a field the schema does not have, and the one it needs missing
  void api.call(endpoints.login, { body: { mail: 'lea@example.com', password: 'secret' } });
  // @ts-expect-error a rating is a number, not a string
  void api.call(endpoints.createReview, { params: { bookingId }, body: { rating: '5', comment: 'Great bike!' } });
  // @ts-expect-error the body is required
  void api.call(endpoints.createReview, { params: { bookingId } });
  const unacknowledged = { listingId: bookingId, startDate: '2026-06-01', endDate: '2026-06-03' } as const;
  // @ts-expect-error the deposit must be acknowledged with `true` (z.literal(true))
  void api.call(endpoints.createBooking, { body: { ...unacknowledged, depositAcknowledged: false } });
  const explanation = 'The brakes did not work at all.';
  // @ts-expect-error the dispute reason is one of DISPUTE_REASONS
  void api.call(endpoints.openDispute, { params: { bookingId }, body: { reason: 'angry', explanation } });
  // @ts-expect-error a GET takes no body
  void api.call(endpoints.getBooking, { params: { bookingId }, body: { any: 1 } });
  // @ts-expect-error a query value the schema refuses (kind is city, department or region)
  void api.call(endpoints.popularPlaces, { query: { kind: 'street', limit: 12 } });
  // @ts-expect-error serverCall checks the body the same way
  void serverCall(server, endpoints.login, { body: { email: 'lea@example.com' } });
}

export function missingPathParams(api: ApiClient, server: ServerApi) {
  // @ts-expect-error no input at all: bookingId is missing
  void api.call(endpoints.getBooking);
  // @ts-expect-error params without bookingId
  void api.call(endpoints.acceptBooking, { params: {} });
  // @ts-expect-error a parameter of another path
  void api.call(endpoints.getBooking, { params: { listingId: bookingId } });
  // @ts-expect-error serverCall: listingId is missing
  void serverCall(server, endpoints.getListing);
  // @ts-expect-error serverCall: params without listingId
  void serverCall(server, endpoints.listListingReviews, { params: {} });
}
