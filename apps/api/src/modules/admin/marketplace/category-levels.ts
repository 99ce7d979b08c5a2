import { CATEGORY_NAME_MESSAGES } from '@biclou/domain/category-name';
import type { Tx } from '@biclou/db/client';
import {
  categorySlugTaken,
  deleteCategory,
  insertCategory,
  listingsUsingCategory,
  lockCategory,
  lockCategoryOrder,
  otherCategoryNames,
  setCategoryPositions,
  updateCategory,
  type CategoryNames,
  type CategoryValues,
} from './category-admin-repository';
import {
  deleteSubCategory,
  insertSubCategory,
  listingsUsingSubCategory,
  lockSubCategory,
  lockSubCategoryOrder,
  otherSubCategoryNames,
  setSubCategoryPositions,
  subCategorySlugTaken,
  updateSubCategory,
} from './sub-category-admin-repository';

/** What the admin's operations read of a category or sub-category row. */
export interface EntryRow {
  id: string;
  slug: string;
  nameEn: string;
  nameFr: string;
  icon: string | null;
  position: number;
}

/**
 * The two levels of the catalogue's tree, as one shape: categories (whose parent is the whole
 * list, `null`) and sub-categories (whose parent is their category). The admin's create, edit,
 * remove and reorder are the same rules on both; only the storage, the audit's action names and
 * the sentence for a name already taken differ.
 */
export interface CategoryLevel {
  action: 'category' | 'subcategory';
  notFound: string;
  nameTaken: string;
  lock(tx: Tx, id: string): Promise<(EntryRow & { categoryId?: string }) | undefined>;
  /** The parent an existing entry belongs to (its category for a sub-category). */
  parentOf(row: EntryRow & { categoryId?: string }): string | null;
  slugTaken(tx: Tx, parentId: string | null, slug: string, exceptId?: string): Promise<boolean>;
  otherNames(tx: Tx, parentId: string | null, exceptId?: string): Promise<CategoryNames[]>;
  insert(tx: Tx, parentId: string | null, values: CategoryValues): Promise<EntryRow>;
  update(tx: Tx, id: string, values: CategoryValues): Promise<EntryRow>;
  listingsUsing(tx: Tx, id: string): Promise<number>;
  remove(tx: Tx, id: string): Promise<void>;
  lockOrder(tx: Tx, parentId: string | null): Promise<string[]>;
  setPositions(tx: Tx, ids: readonly string[]): Promise<void>;
}

const parentIdOf = (parentId: string | null) => {
  if (parentId === null) throw new Error('a sub-category always has its category');
  return parentId;
};

export const CATEGORIES: CategoryLevel = {
  action: 'category',
  notFound: 'Category not found',
  nameTaken: CATEGORY_NAME_MESSAGES.taken,
  lock: lockCategory,
  parentOf: () => null,
  slugTaken: (tx, _parent, slug, exceptId) => categorySlugTaken(tx, slug, exceptId),
  otherNames: (tx, _parent, exceptId) => otherCategoryNames(tx, exceptId),
  insert: (tx, _parent, values) => insertCategory(tx, values),
  update: updateCategory,
  listingsUsing: listingsUsingCategory,
  remove: deleteCategory,
  lockOrder: (tx) => lockCategoryOrder(tx),
  setPositions: setCategoryPositions,
};

export const SUB_CATEGORIES: CategoryLevel = {
  action: 'subcategory',
  notFound: 'Sub-category not found',
  nameTaken: CATEGORY_NAME_MESSAGES.subTaken,
  lock: lockSubCategory,
  parentOf: (row) => row.categoryId ?? null,
  slugTaken: (tx, parent, slug, exceptId) => subCategorySlugTaken(tx, parentIdOf(parent), slug, exceptId),
  otherNames: (tx, parent, exceptId) => otherSubCategoryNames(tx, parentIdOf(parent), exceptId),
  insert: (tx, parent, values) => insertSubCategory(tx, parentIdOf(parent), values),
  update: updateSubCategory,
  listingsUsing: listingsUsingSubCategory,
  remove: deleteSubCategory,
  lockOrder: (tx, parent) => lockSubCategoryOrder(tx, parentIdOf(parent)),
  setPositions: setSubCategoryPositions,
};
