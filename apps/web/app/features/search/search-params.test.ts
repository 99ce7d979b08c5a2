import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extentOf,
  formatBounds,
  parseBounds,
  readSearchQuery,
  sameBounds,
  searchQueryString,
  updateSearchQuery,
  widenBounds,
} from './search-params';

describe('search query in the URL', () => {
  it('keeps known, filled parameters in a stable order and drops defaults', () => {
    const query = readSearchQuery(
      new URLSearchParams(
        'sort=relevance&utm_source=x&start=2026-06-01&place=lyon&page=1&ebike=true&max_price=30&category=',
      ),
    );
    expect(query).toEqual({
      place: 'lyon',
      start: '2026-06-01',
      ebike: 'true',
      max_price: '30',
      sort: 'relevance',
      page: '1',
    });
    expect(searchQueryString(query)).toBe('?place=lyon&start=2026-06-01&ebike=true&max_price=30');
    expect(searchQueryString({})).toBe('');
    expect(searchQueryString({ bounds: '45.7,4.8,45.8,4.9', sort: 'price', page: '3' })).toBe(
      '?bounds=45.7,4.8,45.8,4.9&sort=price&page=3',
    );
  });

  it('goes back to page 1 on any change, and a place and a map box exclude each other', () => {
    const base = { place: 'lyon', category: 'city', subcategory: 'urban', page: '3' };
    expect(updateSearchQuery(base, { ebike: 'true' })).toEqual({
      place: 'lyon',
      category: 'city',
      subcategory: 'urban',
      ebike: 'true',
    });
    expect(updateSearchQuery(base, { page: '4' })).toEqual({ ...base, page: '4' });
    expect(updateSearchQuery(base, { bounds: '1,2,3,4' })).toEqual({
      bounds: '1,2,3,4',
      category: 'city',
      subcategory: 'urban',
    });
    expect(updateSearchQuery({ bounds: '1,2,3,4' }, { place: 'paris' })).toEqual({ place: 'paris' });
    expect(updateSearchQuery(base, { category: 'road' })).toEqual({ place: 'lyon', category: 'road' });
    expect(updateSearchQuery(base, { category: undefined })).toEqual({ place: 'lyon' });
    expect(updateSearchQuery(base, { category: 'city' })).toEqual({
      place: 'lyon',
      category: 'city',
      subcategory: 'urban',
    });
  });
});

describe('map bounds', () => {
  it('formats and reads south,west,north,east', () => {
    expect(formatBounds({ south: 45.7123456, west: 4.8, north: 45.8, east: 4.95 })).toBe('45.71235,4.8,45.8,4.95');
    expect(parseBounds('45.7,4.8,45.8,4.95')).toEqual({ south: 45.7, west: 4.8, north: 45.8, east: 4.95 });
    for (const bad of ['', '1,2,3', 'a,b,c,d', '45.8,4.8,45.7,4.9', '1,5,2,4', '-91,0,0,1'])
      expect(parseBounds(bad)).toBeNull();
  });

  it('a formatted box reads back as the same box, and widening contains the original', () => {
    const box = fc
      .tuple(
        fc.double({ min: -80, max: 79, noNaN: true }),
        fc.double({ min: -170, max: 169, noNaN: true }),
        fc.double({ min: 0.01, max: 10, noNaN: true }),
      )
      .map(([south, west, size]) => ({ south, west, north: south + size, east: west + size }));
    fc.assert(
      fc.property(box, (b) => {
        expect(sameBounds(parseBounds(formatBounds(b)), b)).toBe(true);
        const w = widenBounds(b, 2);
        expect(w.south).toBeLessThanOrEqual(b.south);
        expect(w.north).toBeGreaterThanOrEqual(b.north);
        expect(w.west).toBeLessThanOrEqual(b.west);
        expect(w.east).toBeGreaterThanOrEqual(b.east);
      }),
    );
  });
});

describe('pagination', () => {
  it('shows the first, the last and the neighbours, with gaps', async () => {
    const { pagesAround } = await import('./search-pagination');
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagesAround(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('extent of the results', () => {
  it('contains every point with a margin, and is never smaller than the minimum span', () => {
    expect(extentOf([])).toBeNull();
    const one = extentOf([{ lat: 45.75, lng: 4.85 }])!;
    expect(one.north - one.south).toBeCloseTo(0.02, 6);
    expect(one.east - one.west).toBeCloseTo(0.02, 6);
    const pts = fc.array(
      fc.record({
        lat: fc.double({ min: -60, max: 60, noNaN: true }),
        lng: fc.double({ min: -170, max: 170, noNaN: true }),
      }),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(pts, (points) => {
        const b = extentOf(points)!;
        for (const p of points) {
          expect(p.lat).toBeGreaterThan(b.south);
          expect(p.lat).toBeLessThan(b.north);
          expect(p.lng).toBeGreaterThan(b.west);
          expect(p.lng).toBeLessThan(b.east);
        }
        expect(b.north - b.south).toBeGreaterThanOrEqual(0.02 - 1e-9);
      }),
    );
  });
});
