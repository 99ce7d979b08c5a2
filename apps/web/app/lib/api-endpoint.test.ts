import * as endpoints from '@biclou/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-endpoint';

describe('endpointUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointUrl(endpoints.getListing, { params: { listingId: 'a b/c' } })).toBe('/listings/a%20b%2Fc');
    expect(endpointUrl(endpoints.deletePhoto, { params: { listingId: 'l1', photoId: 'p1' } })).toBe(
      '/listings/l1/photos/p1',
    );
  });

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => endpointUrl(endpoints.getListing, {})).toThrow(/listingId/);
  });

  it('appends the query values in order, leaving out undefined ones', () => {
    expect(endpointUrl(endpoints.popularPlaces, { query: { kind: 'city', limit: 8 } })).toBe(
      '/places/popular?kind=city&limit=8',
    );
    expect(endpointUrl(endpoints.devOutbox, { query: { to: undefined } })).toBe('/dev/outbox');
    expect(endpointUrl(endpoints.geocode, { query: { q: 'Saint Malo', country: 'FR' } })).toBe(
      '/geocode?q=Saint+Malo&country=FR',
    );
  });

  it('takes a ready query string as is', () => {
    expect(endpointUrl(endpoints.search, { rawQuery: '?place=lyon&categories=a,b' })).toBe(
      '/search?place=lyon&categories=a,b',
    );
    expect(endpointUrl(endpoints.search, { rawQuery: '' })).toBe('/search');
  });
});
