import type { z } from 'zod';
import type {
  AdminTemplate,
  AdminTemplatePreview,
  AdminTemplateRequestSchema,
  AdminTemplateRow,
  MessageTemplateLocale,
  MessageTemplateSlug,
} from '@biclou/contracts/admin-templates';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { renderLayout } from '../../../platform/mail/layout';
import {
  deleteTemplateEdit,
  findTemplateEdit,
  listTemplateEdits,
  saveTemplateEdit,
  type TemplateEditRow,
} from '../../../platform/mail/template-repository';
import {
  checkTemplate,
  effectiveFields,
  fill,
  mailBody,
  TEMPLATE_SLUGS,
  templateDef,
  templateFieldNames,
  type TemplateFields,
} from '../../../platform/mail/templates';
import { recordAdminAction } from '../shared';

type Input = z.output<typeof AdminTemplateRequestSchema>;
const LOCALES: MessageTemplateLocale[] = ['en', 'fr'];
const objectId = (slug: string, locale: string) => `${slug}:${locale}`;

/** The fields of the template's type, as sent (others ignored). */
function pick(slug: MessageTemplateSlug, input: Input): TemplateFields {
  const raw = input as Record<string, string | undefined>;
  return Object.fromEntries(templateFieldNames(slug).map((f) => [f, raw[f] ?? '']));
}

function checked(slug: MessageTemplateSlug, fields: TemplateFields) {
  const errors = checkTemplate(slug, fields);
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return fields;
}

/** The message the fields make, filled with the template's sample values (server-rendered, as sent). */
function preview(
  slug: MessageTemplateSlug,
  locale: MessageTemplateLocale,
  fields: TemplateFields,
): AdminTemplatePreview {
  const def = templateDef(slug);
  if (def.type === 'sms') return { subject: null, text: fill(fields.text ?? '', def.placeholders), html: null };
  const { subject, text, html } = renderLayout(mailBody(slug, fields, def.placeholders), locale);
  return { subject, text, html };
}

function toTemplate(slug: MessageTemplateSlug, locale: MessageTemplateLocale, edit?: TemplateEditRow): AdminTemplate {
  const def = templateDef(slug);
  const fields = effectiveFields(slug, locale, edit?.fields);
  return {
    slug,
    type: def.type,
    locale,
    fields,
    defaults: effectiveFields(slug, locale),
    customized: Boolean(edit),
    updatedAt: edit ? edit.updatedAt.toISOString() : null,
    placeholders: Object.entries(def.placeholders).map(([name, sample]) => ({
      name,
      required: def.required.includes(name as never),
      sample,
    })),
    preview: preview(slug, locale, fields),
  };
}

/** GET /admin/templates: every template, its type, placeholders and which languages were edited. */
export async function listTemplates(ctx: RequestContext): Promise<AdminTemplateRow[]> {
  const edits = await listTemplateEdits(ctx.deps.db);
  return TEMPLATE_SLUGS.map((slug) => ({
    slug,
    type: templateDef(slug).type,
    placeholders: Object.keys(templateDef(slug).placeholders),
    locales: LOCALES.map((locale) => {
      const edit = edits.find((e) => e.slug === slug && e.locale === locale);
      return { locale, customized: Boolean(edit), updatedAt: edit ? edit.updatedAt.toISOString() : null };
    }),
  }));
}

export async function getTemplate(ctx: RequestContext, slug: MessageTemplateSlug, locale: MessageTemplateLocale) {
  return toTemplate(slug, locale, await findTemplateEdit(ctx.deps.db, slug, locale));
}

/** POST …/preview: the unsaved fields, checked like a save (422 per field), rendered with sample values. */
export function previewTemplate(slug: MessageTemplateSlug, locale: MessageTemplateLocale, input: Input) {
  return preview(slug, locale, checked(slug, pick(slug, input)));
}

/** PUT: saves the edit (checked) and its audit row in one transaction; the next message uses it. */
export async function saveTemplate(
  ctx: RequestContext,
  adminId: string,
  slug: MessageTemplateSlug,
  locale: MessageTemplateLocale,
  input: Input,
) {
  const fields = checked(slug, pick(slug, input));
  const now = ctx.deps.clock.now();
  const row = await ctx.deps.db.transaction(async (tx) => {
    const current = await findTemplateEdit(tx, slug, locale, true);
    const saved = await saveTemplateEdit(tx, { slug, locale, fields, updatedBy: adminId, updatedAt: now });
    await recordAdminAction(tx, {
      adminId,
      action: 'template.update',
      objectType: 'template',
      objectId: objectId(slug, locale),
      before: effectiveFields(slug, locale, current?.fields),
      after: fields,
    });
    return saved;
  });
  return toTemplate(slug, locale, row);
}

/** DELETE: back to the shipped text; the audit row keeps the edit that was removed (nothing to do, nothing written). */
export async function resetTemplate(
  ctx: RequestContext,
  adminId: string,
  slug: MessageTemplateSlug,
  locale: MessageTemplateLocale,
) {
  await ctx.deps.db.transaction(async (tx) => {
    const current = await findTemplateEdit(tx, slug, locale, true);
    if (!current) return;
    await deleteTemplateEdit(tx, slug, locale);
    await recordAdminAction(tx, {
      adminId,
      action: 'template.reset',
      objectType: 'template',
      objectId: objectId(slug, locale),
      before: current.fields,
      after: effectiveFields(slug, locale),
    });
  });
  return toTemplate(slug, locale);
}
