import type { PageTemplate, PageTemplateRequestSchema } from '@biclou/contracts/seo';
import type { Db, DbOrTx } from '@biclou/db/client';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import { recordAdminAction } from '../admin/shared';
import {
  deletePageTemplate,
  findPageTemplate,
  insertPageTemplate,
  listPageTemplates,
  updatePageTemplate,
  type PageTemplateRow,
} from './seo-repository';

type TemplateInput = z.output<typeof PageTemplateRequestSchema>;

const TEMPLATE_NOT_FOUND = 'Page template not found';
const TEMPLATE_DUPLICATE = 'A template for this kind of place and language already exists.';

function toPageTemplate(row: PageTemplateRow): PageTemplate {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    title: row.title,
    description: row.description,
    h1: row.h1,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A duplicate kind + locale is a 409 on the `kind` field's form, whichever request hit it. */
async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 409, TEMPLATE_DUPLICATE, { kind: [TEMPLATE_DUPLICATE] });
    throw err;
  }
}

export async function listTemplates(db: DbOrTx) {
  return { templates: (await listPageTemplates(db)).map(toPageTemplate) };
}

export async function getTemplate(db: DbOrTx, id: string) {
  const row = await findPageTemplate(db, id);
  if (!row) throw AppError.notFound(TEMPLATE_NOT_FOUND);
  return { template: toPageTemplate(row) };
}

/** What the audit log keeps of a template: its wording (ids and dates are the row's own). */
const audited = (row: PageTemplateRow | undefined) =>
  row
    ? { kind: row.kind, locale: row.locale, title: row.title, description: row.description, h1: row.h1, body: row.body }
    : null;

export async function createTemplate(db: Db, adminId: string, input: TemplateInput) {
  const row = await unique(() =>
    db.transaction(async (tx) => {
      const created = await insertPageTemplate(tx, input);
      await recordAdminAction(tx, {
        adminId,
        action: 'page_template.create',
        objectType: 'page_template',
        objectId: created.id,
        before: null,
        after: audited(created),
      });
      return created;
    }),
  );
  return { template: toPageTemplate(row) };
}

export async function updateTemplate(db: Db, adminId: string, id: string, input: TemplateInput, now: Date) {
  const row = await unique(() =>
    db.transaction(async (tx) => {
      const before = await findPageTemplate(tx, id);
      const updated = await updatePageTemplate(tx, id, { ...input, updatedAt: now });
      if (!updated) throw AppError.notFound(TEMPLATE_NOT_FOUND);
      await recordAdminAction(tx, {
        adminId,
        action: 'page_template.update',
        objectType: 'page_template',
        objectId: id,
        before: audited(before),
        after: audited(updated),
        at: now,
      });
      return updated;
    }),
  );
  return { template: toPageTemplate(row) };
}

/** Place pages of that kind and language then use the built-in default wording. */
export async function removeTemplate(db: Db, adminId: string, id: string) {
  await db.transaction(async (tx) => {
    const before = await findPageTemplate(tx, id);
    if (!before || !(await deletePageTemplate(tx, id))) throw AppError.notFound(TEMPLATE_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: 'page_template.delete',
      objectType: 'page_template',
      objectId: id,
      before: audited(before),
      after: null,
    });
  });
}
