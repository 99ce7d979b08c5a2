import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SimilarListingsResponse } from '@biclou/contracts/search';
import type { ServerApi } from '../lib/server-api';
import { loader } from './listing';

const ID = '00000000-0000-4000-8000-000000000001';
const similar: SimilarListingsResponse = {
  listing: { city: 'Lyon', category: { slug: 'city', nameEn: 'City bike', nameFr: 'Vélo de ville' } },
  match: 'category',
  results: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Peugeot LR01',
      category: { slug: 'city', nameEn: 'City bike', nameFr: 'Vélo de ville' },
      subcategory: null,
      ebike: false,
      rangeKm: null,
      size: { code: 'M', kind: 'frame', labelEn: 'M', labelFr: 'M' },
      pricePerDayCents: 1500,
      currency: 'EUR',
      cover: { id: 'p', key: 'listings/2/cover.jpg', width: 800, height: 600, isCover: true },
      city: 'Lyon',
      country: 'FR',
      lat: 45.76,
      lng: 4.83,
      isPro: false,
      distanceKm: 0.4,
      priceForDatesCents: null,
      instantBooking: false,
      pricePerHourCents: null,
    },
  ],
  search: { bounds: '45.53,4.51,45.99,5.16', category: 'city' },
};

/** The API as the loader meets it: the listing answers `status`, its similar bikes `similarStatus`. */
function argsFor(status: number, similarStatus: number, path = `/listing/${ID}`) {
  const request = vi.fn<ServerApi['request']>(async (_method, url) => {
    if (url.endsWith('/similar'))
      return { status: similarStatus, headers: {}, json: similarStatus === 200 ? similar : {} };
    if (url === `/api/v1/listings/${ID}`) return { status, headers: {}, json: { error: { code: 'not_found' } } };
    return { status, headers: {}, json: {} };
  });
  const args = {
    request: new Request(`http://site.test${path}`),
    context: { api: { request } },
    params: { listingId: ID },
    pattern: '/listing/:listingId',
  } as unknown as Parameters<typeof loader>[0] & LoaderFunctionArgs;
  return { request, args };
}

/** React Router's `data(value, { status })`, as the loader returns it. */
type Answer = {
  data: { unavailable: Record<string, unknown>; head: Record<string, unknown> };
  init: { status: number };
};

describe('listing loader: a listing no longer available', () => {
  it.each([
    [404, 'en', '/listing', 'No longer available'],
    [410, 'fr', '/fr/listing', 'Plus disponible'],
  ])('%i: the page with similar bikes, the same status, never indexed (%s)', async (status, _locale, base, title) => {
    const { args } = argsFor(status, 200, `${base}/${ID}`);
    const answer = (await loader(args)) as unknown as Answer;
    expect(answer.init.status).toBe(status);
    expect(answer.data.head).toEqual({ title, robots: 'noindex', error: true });
    expect(answer.data.unavailable).toEqual({
      id: ID,
      status,
      city: 'Lyon',
      category: { nameEn: 'City bike', nameFr: 'Vélo de ville' },
      match: 'category',
      similar: [expect.objectContaining({ id: similar.results[0]!.id, title: 'Peugeot LR01', city: 'Lyon' })],
      searchPath: '/search?bounds=45.53%2C4.51%2C45.99%2C5.16&category=city',
    });
    // Only what a card shows travels to the page: no point, no distance.
    expect(JSON.stringify(answer.data)).not.toContain('45.76');
  });

  it.each([404, 410])('%i for an id that never was a public listing: the plain error page', async (status) => {
    const { args } = argsFor(status, 404);
    await expect(loader(args)).rejects.toMatchObject({ init: { status } });
  });
});
