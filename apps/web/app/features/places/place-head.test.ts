import { describe, expect, it } from 'vitest';
import type { PlacePage } from '@biclou/contracts/seo';
import { placeHead } from './place-head';

const page = {
  locale: 'fr',
  place: { slug: 'lyon', name: 'Lyon' },
  seo: { title: 'Location de vélos à Lyon', description: 'Louez un vélo à Lyon.' },
  listings: [{ coverKey: null }, { coverKey: 'listings/a/b.webp' }],
  breadcrumbs: [
    { slug: 'auvergne-rhone-alpes', name: 'Auvergne-Rhône-Alpes', kind: 'region' },
    { slug: 'rhone', name: 'Rhône', kind: 'department' },
    { slug: 'lyon', name: 'Lyon', kind: 'city' },
  ],
} as unknown as PlacePage;

describe('placeHead', () => {
  it('names the page from the template, shows a cover through the proxy and gives the trail', () => {
    const head = placeHead(page, 'https://b.test', 'Biclou');
    expect(head).toMatchObject({
      title: 'Location de vélos à Lyon',
      description: 'Louez un vélo à Lyon.',
      image: '/_img/w_1200,h_630,f_jpeg,q_80,fit_cover/listings/a/b.webp',
    });
    const trail = head.jsonLd![0] as { itemListElement: { name: string; item: string; position: number }[] };
    expect(trail.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Biclou', 'https://b.test/fr'],
      [2, 'Auvergne-Rhône-Alpes', 'https://b.test/fr/place/auvergne-rhone-alpes'],
      [3, 'Rhône', 'https://b.test/fr/place/rhone'],
      [4, 'Lyon', 'https://b.test/fr/place/lyon'],
    ]);
  });
});
