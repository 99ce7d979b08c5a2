import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceSummary } from '@biclou/contracts/places';
import type { SearchResult } from '@biclou/contracts/search';
import type { ServerApi } from '../lib/server-api';
import { loader } from './home';

const place = (slug: string, kind: PlaceSummary['kind']): PlaceSummary => ({
  slug,
  name: slug.toUpperCase(),
  kind,
  country: 'FR',
  parentName: 'Rhône',
  lat: 45.75,
  lng: 4.85,
  population: 500_000,
  listingCount: 3,
});

const result = (i: number, cover = true): SearchResult => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `Bike ${i}`,
  category: { slug: 'city', nameEn: 'City', nameFr: 'Ville' },
  subcategory: i % 2 ? { slug: 'urban', nameEn: 'Urban', nameFr: 'Urbain' } : null,
  ebike: i % 2 === 0,
  rangeKm: i % 2 === 0 ? { min: 40, max: 80 } : null,
  size: { code: 'M', kind: 'frame', labelEn: 'M', labelFr: 'M' },
  pricePerDayCents: 1500 + i,
  currency: 'EUR',
  cover: cover ? { id: `p${i}`, key: `listings/${i}/cover.jpg`, width: 800, height: 600, isCover: true } : null,
  city: 'Lyon',
  country: 'FR',
  lat: 45.75,
  lng: 4.85,
  isPro: i === 1,
  distanceKm: null,
  priceForDatesCents: null,
  instantBooking: i === 3,
  pricePerHourCents: i === 1 ? 400 : null,
});

function argsFor(results: SearchResult[]) {
  const request = vi.fn<ServerApi['request']>(async (_method, url) => {
    if (url.startsWith('/api/v1/search'))
      return { status: 200, headers: {}, json: { results, total: null, totalCapped: false, page: 1, pageSize: 8 } };
    return {
      status: 200,
      headers: {},
      json: {
        cities: [place('city-1', 'city')],
        departments: [place('department-1', 'department')],
        regions: [place('region-1', 'region')],
      },
    };
  });
  const api: ServerApi = { request };
  const args = { request: new Request('http://site.test/'), context: { api }, params: {} } as unknown as Parameters<
    typeof loader
  >[0] &
    LoaderFunctionArgs;
  return { request, args };
}

/** The landing asks for what it shows, and only what its cards and lists render goes into the page. */
describe('landing loader', () => {
  it('asks for 8 bikes without a count and for the three popular lists, in two calls', async () => {
    const { args, request } = argsFor([result(1)]);
    await loader(args);
    expect(request.mock.calls.map(([, url]) => url).sort()).toEqual([
      '/api/v1/places/popular-lists?limit=8',
      '/api/v1/search?limit=8&count=false',
    ]);
  });

  it('keeps only the fields the cards and lists render', async () => {
    const { args } = argsFor([result(1), result(2, false), result(3)]);
    const data = await loader(args);
    expect(data.featured).toEqual([
      {
        id: result(1).id,
        title: 'Bike 1',
        category: { nameEn: 'Urban', nameFr: 'Urbain' },
        subcategory: null,
        ebike: false,
        rangeKm: null,
        pricePerDayCents: 1501,
        currency: 'EUR',
        cover: { key: 'listings/1/cover.jpg' },
        city: 'Lyon',
        isPro: true,
        instantBooking: false,
        pricePerHourCents: 400,
      },
      {
        id: result(3).id,
        title: 'Bike 3',
        category: { nameEn: 'Urban', nameFr: 'Urbain' },
        subcategory: null,
        ebike: false,
        rangeKm: null,
        pricePerDayCents: 1503,
        currency: 'EUR',
        cover: { key: 'listings/3/cover.jpg' },
        city: 'Lyon',
        isPro: false,
        instantBooking: true,
        pricePerHourCents: null,
      },
    ]);
    expect(data.popular).toEqual({
      cities: [{ slug: 'city-1', name: 'CITY-1', listingCount: 3 }],
      departments: [{ slug: 'department-1', name: 'DEPARTMENT-1', listingCount: 3 }],
      regions: [{ slug: 'region-1', name: 'REGION-1', listingCount: 3 }],
    });
  });

  it('a bike without a sub-category shows its category', async () => {
    const { args } = argsFor([result(2)]);
    expect((await loader(args)).featured[0]!.category).toEqual({ nameEn: 'City', nameFr: 'Ville' });
  });
});
