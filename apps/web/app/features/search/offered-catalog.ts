import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { ListedCategoriesResponse } from '@biclou/contracts/search';
import type { SearchQuery } from './search-params';

/**
 * The categories the search's filters offer: those with a bike to find (GET /search/categories),
 * and whatever the search already names, so a shared link still shows its filter. The listing
 * wizard offers every category (an owner may be the first to list one); a renter is not sent to
 * an empty one. Without the list (its call failed) every category stays.
 */
export function offeredCatalog(
  catalog: CategoriesResponse | null,
  listed: ListedCategoriesResponse | null,
  query: Pick<SearchQuery, 'category' | 'subcategory'>,
): CategoriesResponse | null {
  if (!catalog || !listed) return catalog;
  const categories = new Set(listed.categories);
  const subCategories = new Set(listed.subCategoryIds);
  return {
    ...catalog,
    categories: catalog.categories
      .filter((c) => categories.has(c.slug) || c.slug === query.category)
      .map((c) => ({
        ...c,
        subCategories: c.subCategories.filter((s) => subCategories.has(s.id) || s.slug === query.subcategory),
      })),
  };
}
