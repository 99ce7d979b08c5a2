import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LocalePageListQuerySchema,
  LocalePageParamsSchema,
  LocalePagePreviewRequestSchema,
  LocalePageRequestSchema,
  LocalePageResponseSchema,
  LocalePagesResponseSchema,
  PageTemplateParamsSchema,
  PageTemplatePreviewRequestSchema,
  PageTemplateRequestSchema,
  PageTemplateResponseSchema,
  PageTemplatesResponseSchema,
  PlacePageParamsSchema,
  PlacePageQuerySchema,
  PlacePageResponseSchema,
  PreviewResponseSchema,
} from '@biclou/contracts/seo';
import { errors } from '../../platform/http/schemas';
import { requireAdmin } from '../admin/shared';
import { popularPlacesOf } from '../places';
import { getPlacePage } from './get-place-page';
import { createPage, getPage, listPages, removePage, updatePage } from './manage-locale-pages';
import { createTemplate, getTemplate, listTemplates, removeTemplate, updateTemplate } from './manage-page-templates';
import { previewLocalePage, previewTemplate } from './preview-place-seo';

const tags = ['seo'];
/** The admin making a change (the route's guard already refused everyone else). */
const adminOf = (request: FastifyRequest) => requireAdmin(request).user.id;
const adminOnly = 'Admins only: 401 signed out, 403 for others.';

/** Place pages (public) and their admin: page templates, locale pages, previews. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const popular = popularPlacesOf(app.deps);
  const db = () => app.deps.db;
  const now = () => app.deps.clock.now();

  app.get(
    '/place-pages/:slug',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary:
          'The place page: template of its kind overlaid by its locale page, listings near it, nearby and popular places; 404 unknown slug',
        params: PlacePageParamsSchema,
        querystring: PlacePageQuerySchema,
        response: { 200: PlacePageResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => getPlacePage(db(), popular, request.params.slug, request.query.locale),
  );

  // ---- Page templates ----------------------------------------------------------------------------
  const templates = '/admin/seo/page-templates';
  app.get(
    templates,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Every page template. ${adminOnly}`,
        response: { 200: PageTemplatesResponseSchema, ...errors(401, 403) },
      },
    },
    async () => listTemplates(db()),
  );

  app.post(
    templates,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Create a template; 409 when its kind and locale already have one. ${adminOnly}`,
        body: PageTemplateRequestSchema,
        response: { 201: PageTemplateResponseSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(db(), adminOf(request), request.body)),
  );

  app.post(
    `${templates}/preview`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Render draft patterns for a place, without saving. ${adminOnly}`,
        body: PageTemplatePreviewRequestSchema,
        response: { 200: PreviewResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => previewTemplate(db(), request.body),
  );

  app.get(
    `${templates}/:pageTemplateId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `One template. ${adminOnly}`,
        params: PageTemplateParamsSchema,
        response: { 200: PageTemplateResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => getTemplate(db(), request.params.pageTemplateId),
  );

  app.put(
    `${templates}/:pageTemplateId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Replace a template. ${adminOnly}`,
        params: PageTemplateParamsSchema,
        body: PageTemplateRequestSchema,
        response: { 200: PageTemplateResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => updateTemplate(db(), adminOf(request), request.params.pageTemplateId, request.body, now()),
  );

  app.delete(
    `${templates}/:pageTemplateId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Delete a template (its pages fall back to the built-in wording). ${adminOnly}`,
        params: PageTemplateParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await removeTemplate(db(), adminOf(request), request.params.pageTemplateId);
      return reply.status(204).send(null);
    },
  );

  // ---- Locale pages ------------------------------------------------------------------------------
  const pages = '/admin/seo/locale-pages';
  app.get(
    pages,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Locale pages, optionally of one place (slug) or locale. ${adminOnly}`,
        querystring: LocalePageListQuerySchema,
        response: { 200: LocalePagesResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => listPages(db(), request.query),
  );

  app.post(
    pages,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Create a place's page in a locale; 409 when it has one. ${adminOnly}`,
        body: LocalePageRequestSchema,
        response: { 201: LocalePageResponseSchema, ...errors(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createPage(db(), adminOf(request), request.body)),
  );

  app.post(
    `${pages}/preview`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Render draft overrides over the saved template, without saving. ${adminOnly}`,
        body: LocalePagePreviewRequestSchema,
        response: { 200: PreviewResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => previewLocalePage(db(), request.body),
  );

  app.get(
    `${pages}/:localePageId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `One locale page. ${adminOnly}`,
        params: LocalePageParamsSchema,
        response: { 200: LocalePageResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => getPage(db(), request.params.localePageId),
  );

  app.put(
    `${pages}/:localePageId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Replace a locale page. ${adminOnly}`,
        params: LocalePageParamsSchema,
        body: LocalePageRequestSchema,
        response: { 200: LocalePageResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => updatePage(db(), adminOf(request), request.params.localePageId, request.body, now()),
  );

  app.delete(
    `${pages}/:localePageId`,
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: `Delete a locale page (the template applies again). ${adminOnly}`,
        params: LocalePageParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await removePage(db(), adminOf(request), request.params.localePageId);
      return reply.status(204).send(null);
    },
  );
};
