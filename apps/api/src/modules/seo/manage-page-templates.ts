import type { PageTemplate, PageTemplateRequestSchema } from '@biclou/contracts/seo';
import type { DbOrTx } from '@biclou/db/client';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { isUniqueViolation } from '../../platform/db/pg-errors';
import {
  deletePageTemplate,
  findPageTemplate,
  insertPageTemplate,
  listPageTemplates,
  updatePageTemplate,
  type PageTemplateRow,
} from './seo-repository';

type TemplateInput = z.output<typeof PageTemplateRequestSchema>;

export const TEMPLATE_NOT_FOUND = 'Page template not found';
export const TEMPLATE_DUPLICATE = 'A template for this kind of place and language already exists.';

export function toPageTemplate(row: PageTemplateRow): PageTemplate {
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

export async function createTemplate(db: DbOrTx, input: TemplateInput) {
  const row = await unique(() => insertPageTemplate(db, input));
  return { template: toPageTemplate(row) };
}

export async function updateTemplate(db: DbOrTx, id: string, input: TemplateInput, now: Date) {
  const row = await unique(() => updatePageTemplate(db, id, { ...input, updatedAt: now }));
  if (!row) throw AppError.notFound(TEMPLATE_NOT_FOUND);
  return { template: toPageTemplate(row) };
}

/** Place pages of that kind and language then use the built-in default wording. */
export async function removeTemplate(db: DbOrTx, id: string) {
  if (!(await deletePageTemplate(db, id))) throw AppError.notFound(TEMPLATE_NOT_FOUND);
}
