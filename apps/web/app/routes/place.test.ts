import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceSummary } from '@biclou/contracts/places';
import type { PlacePage } from '@biclou/contracts/seo';
import type { ServerApi } from '../lib/server-api';
import { loader } from './place';

const summary = (slug: string, kind: PlaceSummary['kind'] = 'city'): PlaceSummary => ({
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

const apiPage: PlacePage = {
  place: {
    ...summary('lyon'),
    parent: { slug: 'rhone', name: 'Rhône', kind: 'department' },
    bounds: { south: 45.7, west: 4.8, north: 45.8, east: 4.9 },
  },
  locale: 'fr',
  seo: {
    title: 'Vélos à Lyon',
    description: 'Louez un vélo à Lyon.',
    h1: 'Vélos à Lyon',
    body: 'Intro.',
    listingCount: 2,
    minPriceCents: 1250,
    currency: 'EUR',
    source: { templateId: null, localePageId: null },
  },
  listings: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Bike',
      coverKey: 'listings/a/b.webp',
      pricePerDayCents: 1250,
      currency: 'EUR',
      city: 'Lyon',
      country: 'FR',
      isElec: false,
      category: { slug: 'city', nameEn: 'City', nameFr: 'Ville' },
    },
  ],
  nearby: [summary('villeurbanne')],
  popular: { cities: [summary('lyon')], departments: [summary('rhone', 'department')], regions: [] },
  breadcrumbs: [
    { slug: 'rhone', name: 'Rhône', kind: 'department' },
    { slug: 'lyon', name: 'Lyon', kind: 'city' },
  ],
};

function argsFor(path: string) {
  const request = vi.fn<ServerApi['request']>(async () => ({ status: 200, headers: {}, json: { page: apiPage } }));
  const api: ServerApi = { request };
  const args = {
    request: new Request(`http://site.test${path}`),
    context: { api },
    params: { place: 'lyon' },
    pattern: '/fr/place/:place',
  } as unknown as Parameters<typeof loader>[0] & LoaderFunctionArgs;
  return { request, args };
}

/** The place page's data is what the page renders, not the whole API answer. */
describe('place loader', () => {
  it('asks the place page once, in the visitor’s language', async () => {
    const { args, request } = argsFor('/fr/place/lyon');
    await loader(args);
    expect(request.mock.calls).toEqual([['GET', '/api/v1/place-pages/lyon?locale=fr', undefined]]);
  });

  it('keeps the place’s name, kind and parent, the places as links and the text without its sources', async () => {
    const { args } = argsFor('/fr/place/lyon');
    const { page, head } = await loader(args);
    const link = (slug: string) => ({ slug, name: slug.toUpperCase(), listingCount: 3 });
    expect(page).toEqual({
      place: { slug: 'lyon', name: 'LYON', kind: 'city', parentName: 'Rhône' },
      locale: 'fr',
      seo: {
        title: 'Vélos à Lyon',
        description: 'Louez un vélo à Lyon.',
        h1: 'Vélos à Lyon',
        body: 'Intro.',
        listingCount: 2,
        minPriceCents: 1250,
        currency: 'EUR',
      },
      listings: apiPage.listings,
      nearby: [link('villeurbanne')],
      popular: { cities: [link('lyon')], departments: [link('rhone')], regions: [] },
      breadcrumbs: apiPage.breadcrumbs,
    });
    expect(head).toMatchObject({ title: 'Vélos à Lyon', description: 'Louez un vélo à Lyon.' });
  });
});
