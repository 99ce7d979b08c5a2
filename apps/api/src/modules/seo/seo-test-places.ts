import { places } from '@biclou/db/schema';
import type { TestApp } from '../../test/build-test-app';

/**
 * A few real places (region › department › cities) for SEO tests, inserted before any listing so
 * the listing → city trigger finds Lyon. Returns their ids by slug.
 */
export async function seedTestPlaces(t: TestApp) {
  const row = (slug: string, name: string, kind: 'city' | 'department' | 'region', code: string, parentId: number | null, lat: number, lng: number, population: number, d: number) => ({
    slug, name, kind, country: 'FR', code, parentId, population, lat, lng, point: { x: lng, y: lat }, south: lat - d, west: lng - d, north: lat + d, east: lng + d,
  });
  const insert = async (values: ReturnType<typeof row>) => (await t.deps.db.insert(places).values(values).returning({ id: places.id }))[0]!.id;
  const region = await insert(row('auvergne-rhone-alpes', 'Auvergne-Rhône-Alpes', 'region', '84', null, 45.45, 4.39, 8_000_000, 1.5));
  const rhone = await insert(row('rhone', 'Rhône', 'department', '69', region, 45.87, 4.64, 1_900_000, 0.4));
  const lyon = await insert(row('lyon', 'Lyon', 'city', '69123', rhone, 45.7578, 4.832, 522_000, 0.06));
  const villeurbanne = await insert(row('villeurbanne', 'Villeurbanne', 'city', '69266', rhone, 45.7719, 4.8902, 156_000, 0.03));
  const grenoble = await insert(row('grenoble', 'Grenoble', 'city', '38185', null, 45.1885, 5.7245, 158_000, 0.05));
  return { region, rhone, lyon, villeurbanne, grenoble };
}
