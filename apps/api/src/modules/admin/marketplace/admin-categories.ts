import type { z } from 'zod';
import type { AdminCategory, AdminCategoryRequestSchema } from '@biclou/contracts/admin-marketplace';
import type { Tx } from '@biclou/db/client';
import { sameCategoryName } from '@biclou/domain/category-name';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import { categoriesWithCounts, lockCategory, lockCategoryNames } from './category-admin-repository';
import { CATEGORIES, SUB_CATEGORIES, type CategoryLevel, type EntryRow } from './category-levels';

type CategoryInput = z.output<typeof AdminCategoryRequestSchema>;

const SLUG_TAKEN = 'This slug is already used.';
const REORDER_MESSAGE = 'Give every id of the list once, in the new order.';
const snapshot = (r: EntryRow) => ({
  slug: r.slug,
  nameEn: r.nameEn,
  nameFr: r.nameFr,
  icon: r.icon,
  position: r.position,
});
/** A sub-category's audit rows also say which category it is in. */
const withParent = (r: EntryRow, parentId: string | null) =>
  parentId === null ? snapshot(r) : { ...snapshot(r), categoryId: parentId };

/** The 422 of a category (or sub-category) still used by listings: it names how many. */
function inUseMessage(count: number): string {
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
 * language and list (a renter would see two entries alike). The names' lock makes two admins
 * creating the same name at once one success and one 422.
 */
async function refuseTaken(
  tx: Tx,
  level: CategoryLevel,
  parentId: string | null,
  body: CategoryInput,
  exceptId?: string,
) {
  await lockCategoryNames(tx);
  const [slugTaken, others] = await Promise.all([
    level.slugTaken(tx, parentId, body.slug, exceptId),
    level.otherNames(tx, parentId, exceptId),
  ]);
  const fields: Record<string, string[]> = {};
  if (slugTaken) fields.slug = [SLUG_TAKEN];
  for (const field of ['nameEn', 'nameFr'] as const)
    if (others.some((o) => sameCategoryName(o[field], body[field]))) fields[field] = [level.nameTaken];
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

async function lockExisting(tx: Tx, level: CategoryLevel, id: string) {
  const current = await level.lock(tx, id);
  if (!current) throw AppError.notFound(level.notFound);
  return current;
}

/** The parent category must exist (and stays while its sub-category is written). */
async function lockParent(tx: Tx, level: CategoryLevel, parentId: string | null) {
  if (parentId !== null && !(await lockCategory(tx, parentId))) throw AppError.notFound(CATEGORIES.notFound);
}

type Audit = { adminId: string; objectId: string; before: unknown; after: unknown };
const audit = (
  ctx: RequestContext,
  tx: Tx,
  level: CategoryLevel,
  verb: 'create' | 'update' | 'delete' | 'reorder',
  a: Audit,
) =>
  recordAdminAction(tx, { ...a, action: `${level.action}.${verb}`, objectType: 'category', at: ctx.deps.clock.now() });

function createEntry(
  ctx: RequestContext,
  level: CategoryLevel,
  adminId: string,
  parentId: string | null,
  body: CategoryInput,
) {
  return ctx.deps.db.transaction(async (tx) => {
    await lockParent(tx, level, parentId);
    await refuseTaken(tx, level, parentId, body);
    const row = await level.insert(tx, parentId, values(body));
    await audit(ctx, tx, level, 'create', {
      adminId,
      objectId: row.id,
      before: null,
      after: withParent(row, parentId),
    });
    return { id: row.id };
  });
}

function editEntry(ctx: RequestContext, level: CategoryLevel, adminId: string, id: string, body: CategoryInput) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockExisting(tx, level, id);
    await refuseTaken(tx, level, level.parentOf(current), body, id);
    const row = await level.update(tx, id, values(body));
    await audit(ctx, tx, level, 'update', { adminId, objectId: id, before: snapshot(current), after: snapshot(row) });
    return { id };
  });
}

/** An entry in use cannot go: 422 naming how many listings use it (the foreign key would refuse anyway). */
function removeEntry(ctx: RequestContext, level: CategoryLevel, adminId: string, id: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockExisting(tx, level, id);
    const used = await level.listingsUsing(tx, id);
    if (used > 0) throw AppError.field('category', inUseMessage(used));
    await level.remove(tx, id);
    const before = withParent(current, level.parentOf(current));
    await audit(ctx, tx, level, 'delete', { adminId, objectId: id, before, after: null });
    return { id };
  });
}

function sameSet(current: readonly string[], given: readonly string[]) {
  return (
    current.length === given.length && new Set(given).size === given.length && given.every((id) => current.includes(id))
  );
}

function reorderEntries(
  ctx: RequestContext,
  level: CategoryLevel,
  adminId: string,
  parentId: string | null,
  ids: readonly string[],
) {
  return ctx.deps.db.transaction(async (tx) => {
    await lockParent(tx, level, parentId);
    const current = await level.lockOrder(tx, parentId);
    if (!sameSet(current, ids)) throw AppError.field('ids', REORDER_MESSAGE);
    await level.setPositions(tx, ids);
    const objectId = parentId ?? 'all';
    await audit(ctx, tx, level, 'reorder', { adminId, objectId, before: { ids: current }, after: { ids } });
    return { ids: [...ids] };
  });
}

export const createCategory = (ctx: RequestContext, adminId: string, body: CategoryInput) =>
  createEntry(ctx, CATEGORIES, adminId, null, body);
export const editCategory = (ctx: RequestContext, adminId: string, id: string, body: CategoryInput) =>
  editEntry(ctx, CATEGORIES, adminId, id, body);
export const removeCategory = (ctx: RequestContext, adminId: string, id: string) =>
  removeEntry(ctx, CATEGORIES, adminId, id);
export const reorderCategories = (ctx: RequestContext, adminId: string, ids: readonly string[]) =>
  reorderEntries(ctx, CATEGORIES, adminId, null, ids);

export const createSubCategory = (ctx: RequestContext, adminId: string, categoryId: string, body: CategoryInput) =>
  createEntry(ctx, SUB_CATEGORIES, adminId, categoryId, body);
export const editSubCategory = (ctx: RequestContext, adminId: string, id: string, body: CategoryInput) =>
  editEntry(ctx, SUB_CATEGORIES, adminId, id, body);
export const removeSubCategory = (ctx: RequestContext, adminId: string, id: string) =>
  removeEntry(ctx, SUB_CATEGORIES, adminId, id);
export const reorderSubCategories = (
  ctx: RequestContext,
  adminId: string,
  categoryId: string,
  ids: readonly string[],
) => reorderEntries(ctx, SUB_CATEGORIES, adminId, categoryId, ids);
