import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTemplateListResponseSchema,
  AdminTemplateParamsSchema,
  AdminTemplatePreviewResponseSchema,
  AdminTemplateRequestSchema,
  AdminTemplateResponseSchema,
  isTemplateLocale,
  isTemplateSlug,
} from '@biclou/contracts/admin-templates';
import { AppError } from '../../../platform/http/app-error';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { adminRoute, requireAdmin } from '../shared';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, saveTemplate } from './admin-templates';

/** The template the path names, or 404. */
function named(params: { slug: string; locale: string }) {
  const { slug, locale } = params;
  if (!isTemplateSlug(slug) || !isTemplateLocale(locale)) throw AppError.notFound('Template not found');
  return { slug, locale };
}

/** The admin's email and SMS templates: list, read, preview, save, reset to the shipped text. */
export const adminTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/templates',
    adminRoute('Admin: the email and SMS templates, with the languages an admin edited', {
      response: { 200: AdminTemplateListResponseSchema, ...errors(401, 403) },
    }),
    async (request) => {
      requireAdmin(request);
      return { templates: await listTemplates(contextOf(request)) };
    },
  );

  app.get(
    '/admin/templates/:slug/:locale',
    adminRoute('Admin: one template in one language: its fields, the shipped text, placeholders and a preview', {
      params: AdminTemplateParamsSchema,
      response: { 200: AdminTemplateResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      requireAdmin(request);
      const { slug, locale } = named(request.params);
      return { template: await getTemplate(contextOf(request), slug, locale) };
    },
  );

  app.post(
    '/admin/templates/:slug/:locale/preview',
    adminRoute('Admin: render unsaved fields with sample values; 422 on an unknown or missing placeholder', {
      params: AdminTemplateParamsSchema,
      body: AdminTemplateRequestSchema,
      response: { 200: AdminTemplatePreviewResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      requireAdmin(request);
      const { slug, locale } = named(request.params);
      return { preview: previewTemplate(slug, locale, request.body) };
    },
  );

  app.put(
    '/admin/templates/:slug/:locale',
    adminRoute('Admin: save a template in one language; the next messages use it', {
      params: AdminTemplateParamsSchema,
      body: AdminTemplateRequestSchema,
      response: { 200: AdminTemplateResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      const { slug, locale } = named(request.params);
      return { template: await saveTemplate(contextOf(request), user.id, slug, locale, request.body) };
    },
  );

  app.delete(
    '/admin/templates/:slug/:locale',
    adminRoute('Admin: reset a template in one language to the shipped text', {
      params: AdminTemplateParamsSchema,
      response: { 200: AdminTemplateResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      const { slug, locale } = named(request.params);
      return { template: await resetTemplate(contextOf(request), user.id, slug, locale) };
    },
  );
};
