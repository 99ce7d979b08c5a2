import type { z } from 'zod';
import type {
  LocalePage,
  LocalePageListQuerySchema,
  LocalePagePreviewRequestSchema,
  LocalePageRequestSchema,
  PageTemplate,
  PageTemplatePreviewRequestSchema,
  PageTemplateRequestSchema,
  RenderedSeo,
} from '../seo';
import { endpoint, type QueryInput } from './define';

type Saved = Record<string, { id: string }>;
export const listPageTemplates = /*#__PURE__*/ endpoint<{ templates: PageTemplate[] }>()(
  'GET',
  '/admin/seo/page-templates',
);
export const getPageTemplate = /*#__PURE__*/ endpoint<{ template: PageTemplate }>()(
  'GET',
  '/admin/seo/page-templates/:pageTemplateId',
);
export const listLocalePages = /*#__PURE__*/ endpoint<
  { localePages: LocalePage[] },
  undefined,
  QueryInput<z.input<typeof LocalePageListQuerySchema>>
>()('GET', '/admin/seo/locale-pages');
export const getLocalePage = /*#__PURE__*/ endpoint<{ localePage: LocalePage }>()(
  'GET',
  '/admin/seo/locale-pages/:localePageId',
);
export const createPageTemplate = /*#__PURE__*/ endpoint<Saved, z.input<typeof PageTemplateRequestSchema>>()(
  'POST',
  '/admin/seo/page-templates',
);
export const updatePageTemplate = /*#__PURE__*/ endpoint<Saved, z.input<typeof PageTemplateRequestSchema>>()(
  'PUT',
  '/admin/seo/page-templates/:id',
);
export const deletePageTemplate = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/page-templates/:id');
export const createLocalePage = /*#__PURE__*/ endpoint<Saved, z.input<typeof LocalePageRequestSchema>>()(
  'POST',
  '/admin/seo/locale-pages',
);
export const updateLocalePage = /*#__PURE__*/ endpoint<Saved, z.input<typeof LocalePageRequestSchema>>()(
  'PUT',
  '/admin/seo/locale-pages/:id',
);
export const deleteLocalePage = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/locale-pages/:id');
export const previewPageTemplate = /*#__PURE__*/ endpoint<
  { preview: RenderedSeo },
  z.input<typeof PageTemplatePreviewRequestSchema>
>()('POST', '/admin/seo/page-templates/preview');
export const previewLocalePage = /*#__PURE__*/ endpoint<
  { preview: RenderedSeo },
  z.input<typeof LocalePagePreviewRequestSchema>
>()('POST', '/admin/seo/locale-pages/preview');
