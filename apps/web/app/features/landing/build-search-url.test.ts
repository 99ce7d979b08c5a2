import { describe, expect, it } from 'vitest';
import { buildSearchUrl } from './build-search-url';

describe('buildSearchUrl', () => {
  it('keeps only filled parameters', () => {
    expect(buildSearchUrl('/fr/search', { place: ' Lyon ', start: '2025-06-01', end: '' })).toBe(
      '/fr/search?place=Lyon&start=2025-06-01',
    );
    expect(buildSearchUrl('/search', {})).toBe('/search');
    expect(buildSearchUrl('/search', { category: 'cargo' })).toBe('/search?category=cargo');
    expect(buildSearchUrl('/search', { ebike: 'true' })).toBe('/search?ebike=true');
  });
});
