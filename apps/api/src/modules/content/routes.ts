import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_SLUG_PATTERN,
  ContentListQuerySchema,
  ContentListResponseSchema,
  ContentPageSchema,
  ContentQuerySchema,
  HelpCentreResponseSchema,
  HelpQuerySchema,
  HelpQuestionParamsSchema,
  HelpQuestionResponseSchema,
} from '@biclou/contracts/content';
import { AppError } from '../../platform/http/app-error';
import { errors } from '../../platform/http/schemas';
import { createSettingsCache } from '../settings';
import { getHelpCentre, getHelpQuestion } from './help-centre';
import { listContent } from './list-content';
import { getContentPage } from './render-content';

const tags = ['content'];
const ContentParamsSchema = z.object({
  slug: z.string().max(200).regex(CONTENT_SLUG_PATTERN, 'Unknown page.'),
});

/** Markdown pages (content/<locale>/…) rendered with the live booking settings, and the help centre. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsCache(app.deps);

  app.get(
    '/content',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'The pages of a collection (blog…), newest first, 9 a page, with their tags',
        querystring: ContentListQuerySchema,
        response: { 200: ContentListResponseSchema, ...errors(422) },
      },
    },
    async (request) => listContent(request.query),
  );

  app.get(
    '/content/:slug',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary:
          'A content page rendered to HTML (slug may hold encoded slashes: help%2Frental-process); English with fallback=true when untranslated; 404 unknown',
        params: ContentParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: ContentPageSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const page = await getContentPage(await settings.get(), request.params.slug, request.query.locale);
      if (!page) throw AppError.notFound('Page not found');
      return page;
    },
  );

  app.get(
    '/help',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'The help centre: its page, the questions by topic, and the questions matching `q` (accents ignored)',
        querystring: HelpQuerySchema,
        response: { 200: HelpCentreResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const help = await getHelpCentre(await settings.get(), request.query.locale, request.query.q);
      if (!help) throw AppError.notFound('Page not found');
      return help;
    },
  );

  app.get(
    '/help/questions/:slug',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'One help question with its answer and the other questions of its topic; 404 unknown',
        params: HelpQuestionParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: HelpQuestionResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const found = await getHelpQuestion(await settings.get(), request.params.slug, request.query.locale);
      if (!found) throw AppError.notFound('Page not found');
      return found;
    },
  );
};
