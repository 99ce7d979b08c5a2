import { describe, expect, it } from 'vitest';
import { buildPriceClusters } from './price-clusters';
import type { PriceMarker } from './search-map-types';

const marker = (id: string, lat: number, lng: number): PriceMarker => ({ id, lat, lng, price: '10 €', label: id });
const LYON = { south: 45.6, west: 4.7, north: 45.9, east: 5.0 };

describe('price clusters', () => {
  const markers = [
    marker('a', 45.75, 4.85),
    marker('b', 45.751, 4.851),
    marker('c', 45.752, 4.849),
    marker('far', 45.85, 4.95),
  ];
  const index = buildPriceClusters(markers);

  it('merges close markers when zoomed out and counts them', () => {
    const items = index.items(LYON, 10);
    const clusters = items.filter((i) => i.kind === 'cluster');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    expect(items.filter((i) => i.kind === 'marker').map((i) => i.kind === 'marker' && i.marker.id)).toEqual(['far']);
  });

  it('shows every marker alone when zoomed in, and never loses or duplicates one', () => {
    const items = index.items(LYON, 18);
    expect(items.every((i) => i.kind === 'marker')).toBe(true);
    expect(items.map((i) => (i.kind === 'marker' ? i.marker.id : '')).sort()).toEqual(['a', 'b', 'c', 'far']);
    for (const zoom of [5, 8, 11, 13, 15]) {
      const total = index.items(LYON, zoom).reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0);
      expect(total).toBe(4);
    }
  });

  it('a cluster zooms in far enough to split', () => {
    const cluster = index.items(LYON, 10).find((i) => i.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(10);
  });

  it('leaves out what is outside the view', () => {
    expect(index.items({ south: 48, west: 2, north: 49, east: 3 }, 12)).toEqual([]);
  });
});
