import type { z } from 'zod';
import type { AdminCategory, AdminCategoryRequestSchema } from '@biclou/contracts/admin-marketplace';
import type { Tx } from '@biclou/db/client';
import { CATEGORY_NAME_MESSAGES, sameCategoryName } from '@biclou/domain/category-name';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import {
  categoriesWithCounts,
  categorySlugTaken,
  deleteCategory,
  insertCategory,
  listingsUsingCategory,
  lockCategory,
  lockCategoryNames,
  lockCategoryOrder,
  setCategoryPositions,
  otherCategoryNames,
  updateCategory,
  type CategoryNames,
  type CategoryRow,
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
  type SubCategoryRow,
} from './sub-category-admin-repository';

type CategoryInput = z.output<typeof AdminCategoryRequestSchema>;

const SLUG_TAKEN = 'This slug is already used.';
const snapshot = (r: CategoryRow | SubCategoryRow) => ({
  slug: r.slug,
  nameEn: r.nameEn,
  nameFr: r.nameFr,
  icon: r.icon,
  position: r.position,
});
/** The 422 of a category (or sub-category) still used by listings: it names how many. */
export function inUseMessage(count: number): string {
  return count === 1 ? 'This category is used by 1 listing.' : `This category is used by ${count} listings.`;
}

export async function listAdminCategories(ctx: RequestContext): Promise<AdminCategory[]> {
  const rows = await categoriesWithCounts(ctx.deps.db);
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    nameEn: c.nameEn,
    nameFr: c.nameFr,
    icon: c.icon,
    position: c.position,
    listingCount: c.listingCount,
    subCategories: c.subCategories.map((s) => ({
      id: s.id,
      slug: s.slug,
      nameEn: s.nameEn,
      nameFr: s.nameFr,
      icon: s.icon,
      position: s.position,
      listingCount: s.listingCount,
    })),
  }));
}

const values = (b: CategoryInput) => ({ slug: b.slug, nameEn: b.nameEn, nameFr: b.nameFr, icon: b.icon });

/**
 * One 422 naming every field taken: the slug, and each name that reads like another's in the same
 * language (a renter would see two entries alike). Taken after `lockCategoryNames`.
 */
function refuseTaken(body: CategoryInput, slugTaken: boolean, others: CategoryNames[], nameTaken: string) {
  const fields: Record<string, string[]> = {};
  if (slugTaken) fields.slug = [SLUG_TAKEN];
  for (const field of ['nameEn', 'nameFr'] as const)
    if (others.some((o) => sameCategoryName(o[field], body[field]))) fields[field] = [nameTaken];
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

async function refuseTakenCategory(tx: Tx, body: CategoryInput, exceptId?: string) {
  await lockCategoryNames(tx);
  const [slugTaken, others] = await Promise.all([
    categorySlugTaken(tx, body.slug, exceptId),
    otherCategoryNames(tx, exceptId),
  ]);
  refuseTaken(body, slugTaken, others, CATEGORY_NAME_MESSAGES.taken);
}

async function refuseTakenSubCategory(tx: Tx, categoryId: string, body: CategoryInput, exceptId?: string) {
  await lockCategoryNames(tx);
  const [slugTaken, others] = await Promise.all([
    subCategorySlugTaken(tx, categoryId, body.slug, exceptId),
    otherSubCategoryNames(tx, categoryId, exceptId),
  ]);
  refuseTaken(body, slugTaken, others, CATEGORY_NAME_MESSAGES.subTaken);
}

export async function createCategory(ctx: RequestContext, adminId: string, body: CategoryInput) {
  return ctx.deps.db.transaction(async (tx) => {
    await refuseTakenCategory(tx, body);
    const row = await insertCategory(tx, values(body));
    await recordAdminAction(tx, {
      adminId,
      action: 'category.create',
      objectType: 'category',
      objectId: row.id,
      before: null,
      after: snapshot(row),
      at: ctx.deps.clock.now(),
    });
    return { id: row.id };
  });
}

export async function editCategory(ctx: RequestContext, adminId: string, id: string, body: CategoryInput) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    if (!current) throw AppError.notFound('Category not found');
    await refuseTakenCategory(tx, body, id);
    const row = await updateCategory(tx, id, values(body));
    await recordAdminAction(tx, {
      adminId,
      action: 'category.update',
      objectType: 'category',
      objectId: id,
      before: snapshot(current),
      after: snapshot(row),
      at: ctx.deps.clock.now(),
    });
    return { id };
  });
}

/** A category in use cannot go: 422 naming how many listings use it (the foreign key would refuse anyway). */
export async function removeCategory(ctx: RequestContext, adminId: string, id: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    if (!current) throw AppError.notFound('Category not found');
    const used = await listingsUsingCategory(tx, id);
    if (used > 0) throw AppError.field('category', inUseMessage(used));
    await deleteCategory(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'category.delete',
      objectType: 'category',
      objectId: id,
      before: snapshot(current),
      after: null,
      at: ctx.deps.clock.now(),
    });
    return { id };
  });
}

function sameSet(current: readonly string[], given: readonly string[]) {
  return (
    current.length === given.length && new Set(given).size === given.length && given.every((id) => current.includes(id))
  );
}
const REORDER_MESSAGE = 'Give every id of the list once, in the new order.';

export async function reorderCategories(ctx: RequestContext, adminId: string, ids: readonly string[]) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockCategoryOrder(tx);
    if (!sameSet(current, ids)) throw AppError.field('ids', REORDER_MESSAGE);
    await setCategoryPositions(tx, ids);
    await recordAdminAction(tx, {
      adminId,
      action: 'category.reorder',
      objectType: 'category',
      objectId: 'all',
      before: { ids: current },
      after: { ids },
      at: ctx.deps.clock.now(),
    });
    return { ids: [...ids] };
  });
}

export async function createSubCategory(ctx: RequestContext, adminId: string, categoryId: string, body: CategoryInput) {
  return ctx.deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, categoryId))) throw AppError.notFound('Category not found');
    await refuseTakenSubCategory(tx, categoryId, body);
    const row = await insertSubCategory(tx, categoryId, values(body));
    await recordAdminAction(tx, {
      adminId,
      action: 'subcategory.create',
      objectType: 'category',
      objectId: row.id,
      before: null,
      after: { ...snapshot(row), categoryId },
      at: ctx.deps.clock.now(),
    });
    return { id: row.id };
  });
}

export async function editSubCategory(ctx: RequestContext, adminId: string, id: string, body: CategoryInput) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockSubCategory(tx, id);
    if (!current) throw AppError.notFound('Sub-category not found');
    await refuseTakenSubCategory(tx, current.categoryId, body, id);
    const row = await updateSubCategory(tx, id, values(body));
    await recordAdminAction(tx, {
      adminId,
      action: 'subcategory.update',
      objectType: 'category',
      objectId: id,
      before: snapshot(current),
      after: snapshot(row),
      at: ctx.deps.clock.now(),
    });
    return { id };
  });
}

export async function removeSubCategory(ctx: RequestContext, adminId: string, id: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockSubCategory(tx, id);
    if (!current) throw AppError.notFound('Sub-category not found');
    const used = await listingsUsingSubCategory(tx, id);
    if (used > 0) throw AppError.field('category', inUseMessage(used));
    await deleteSubCategory(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: 'subcategory.delete',
      objectType: 'category',
      objectId: id,
      before: { ...snapshot(current), categoryId: current.categoryId },
      after: null,
      at: ctx.deps.clock.now(),
    });
    return { id };
  });
}

export async function reorderSubCategories(
  ctx: RequestContext,
  adminId: string,
  categoryId: string,
  ids: readonly string[],
) {
  return ctx.deps.db.transaction(async (tx) => {
    if (!(await lockCategory(tx, categoryId))) throw AppError.notFound('Category not found');
    const current = await lockSubCategoryOrder(tx, categoryId);
    if (!sameSet(current, ids)) throw AppError.field('ids', REORDER_MESSAGE);
    await setSubCategoryPositions(tx, ids);
    await recordAdminAction(tx, {
      adminId,
      action: 'subcategory.reorder',
      objectType: 'category',
      objectId: categoryId,
      before: { ids: current },
      after: { ids },
      at: ctx.deps.clock.now(),
    });
    return { ids: [...ids] };
  });
}
