import { describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@biclou/contracts/catalog';
import { offeredCatalog } from './offered-catalog';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (slug: string, subs: [number, string][]) => ({
  id: id(subs[0]?.[0] ?? 99) + slug,
  slug,
  nameEn: slug,
  nameFr: slug,
  subCategories: subs.map(([n, s]) => ({ id: id(n), slug: s, nameEn: s, nameFr: s })),
});
const catalog: CategoriesResponse = {
  categories: [
    category('city', [
      [1, 'urban'],
      [2, 'dutch'],
    ]),
    category('cargo', [[3, 'longtail']]),
    category('x-new', []),
  ],
  sizes: [{ code: 'M', kind: 'frame', labelEn: 'M', labelFr: 'M' }],
};
const slugs = (c: CategoriesResponse | null) =>
  c?.categories.map((x) => `${x.slug}[${x.subCategories.map((s) => s.slug).join(',')}]`);

describe('offeredCatalog', () => {
  it('keeps the categories and sub-categories with a bike to find, in their order, and the sizes', () => {
    const offered = offeredCatalog(catalog, { categories: ['city'], subCategoryIds: [id(2)] }, {});
    expect(slugs(offered)).toEqual(['city[dutch]']);
    expect(offered?.sizes).toEqual(catalog.sizes);
  });

  it('keeps what the search names, empty or not (a shared link)', () => {
    const offered = offeredCatalog(
      catalog,
      { categories: ['city'], subCategoryIds: [] },
      { category: 'cargo', subcategory: 'longtail' },
    );
    expect(slugs(offered)).toEqual(['city[]', 'cargo[longtail]']);
  });

  it('without the list, every category', () => {
    expect(offeredCatalog(catalog, null, {})).toBe(catalog);
    expect(offeredCatalog(null, { categories: [], subCategoryIds: [] }, {})).toBeNull();
  });
});
