import { z } from './zod';

/**
 * The admin's email and SMS templates (Templates): the shipped texts are the defaults,
 * an admin edits one language at a time, sees a preview rendered by the server with sample values,
 * and can reset an edit to the shipped text.
 */
export const MESSAGE_TEMPLATE_SLUGS = [
  'verify-email',
  'register-attempt',
  'reset-password',
  'password-changed',
  'login-failures',
  'phone-code',
] as const;
export type MessageTemplateSlug = (typeof MESSAGE_TEMPLATE_SLUGS)[number];
export const MESSAGE_TEMPLATE_LOCALES = ['en', 'fr'] as const;
export type MessageTemplateLocale = (typeof MESSAGE_TEMPLATE_LOCALES)[number];
const MessageTemplateTypeSchema = z.enum(['email', 'sms']);

/** A slug or locale that names no template is a 404 (the handler checks it), like any unknown path. */
export const AdminTemplateParamsSchema = z.object({ slug: z.string().max(100), locale: z.string().max(100) });
export const isTemplateSlug = (s: string): s is MessageTemplateSlug =>
  (MESSAGE_TEMPLATE_SLUGS as readonly string[]).includes(s);
export const isTemplateLocale = (s: string): s is MessageTemplateLocale =>
  (MESSAGE_TEMPLATE_LOCALES as readonly string[]).includes(s);

const text = z.string().max(4000, 'The text may not be longer than 4000 characters.').optional();
/** The editable fields: an email's subject, greeting, body (paragraphs apart by a blank line), button and footer; an SMS's text. */
export const AdminTemplateRequestSchema = z.object({
  subject: text,
  greeting: text,
  body: text,
  actionLabel: text,
  footer: text,
  text,
});

export const AdminTemplatePreviewSchema = z.object({
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
});
export type AdminTemplatePreview = z.infer<typeof AdminTemplatePreviewSchema>;

const LocaleStateSchema = z.object({
  locale: z.enum(MESSAGE_TEMPLATE_LOCALES),
  customized: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const AdminTemplateRowSchema = z.object({
  slug: z.enum(MESSAGE_TEMPLATE_SLUGS),
  type: MessageTemplateTypeSchema,
  placeholders: z.array(z.string()),
  locales: z.array(LocaleStateSchema),
});
export type AdminTemplateRow = z.infer<typeof AdminTemplateRowSchema>;
export const AdminTemplateListResponseSchema = z.object({ templates: z.array(AdminTemplateRowSchema) });
export type AdminTemplateListResponse = z.infer<typeof AdminTemplateListResponseSchema>;

export const AdminTemplateSchema = z.object({
  slug: z.enum(MESSAGE_TEMPLATE_SLUGS),
  type: MessageTemplateTypeSchema,
  locale: z.enum(MESSAGE_TEMPLATE_LOCALES),
  fields: z.record(z.string(), z.string()),
  defaults: z.record(z.string(), z.string()),
  customized: z.boolean(),
  updatedAt: z.string().nullable(),
  placeholders: z.array(z.object({ name: z.string(), required: z.boolean(), sample: z.string() })),
  preview: AdminTemplatePreviewSchema,
});
export type AdminTemplate = z.infer<typeof AdminTemplateSchema>;
export const AdminTemplateResponseSchema = z.object({ template: AdminTemplateSchema });
export type AdminTemplateResponse = z.infer<typeof AdminTemplateResponseSchema>;
export const AdminTemplatePreviewResponseSchema = z.object({ preview: AdminTemplatePreviewSchema });
export type AdminTemplatePreviewResponse = z.infer<typeof AdminTemplatePreviewResponseSchema>;
