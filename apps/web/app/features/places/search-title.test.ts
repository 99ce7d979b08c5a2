import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { keysCatalogue } from '../../lib/i18n/keys-catalogue';
import { pageTitle } from '../../lib/seo/page-head-data';
import { searchPlaceTitle } from './search-title';

describe('searchPlaceTitle', () => {
  it.each([
    ['en', en, { name: 'Lyon', kind: 'city' as const }, 'Bikes in Lyon - Biclou'],
    ['fr', fr, { name: 'Lyon', kind: 'city' as const }, 'Vélos à Lyon - Biclou'],
    ['en', en, { name: 'Rhône', kind: 'department' as const }, 'Bikes in Rhône - Biclou'],
    ['fr', fr, { name: 'Rhône', kind: 'department' as const }, 'Location de vélos\u00a0: Rhône - Biclou'],
    ['fr', fr, { name: 'Genève', kind: 'canton' as const }, 'Location de vélos\u00a0: Genève - Biclou'],
  ])('%s %o', (_locale, catalogue, place, title) => {
    expect(pageTitle(searchPlaceTitle(place, catalogue), 'tagline')).toBe(title);
  });

  it('gives nothing without a place, so the route keeps its own title', () => {
    expect(searchPlaceTitle(null, en)).toBeNull();
    expect(searchPlaceTitle(undefined, fr)).toBeNull();
  });

  it('shows the key in the test locale', () => {
    expect(searchPlaceTitle({ name: 'Lyon', kind: 'city' }, keysCatalogue(en))).toBe('search-head.city');
  });
});
