import type { LocalePage, PageTemplate, RenderedSeo } from '../seo';
import { endpoint } from './define';

type Saved = Record<string, { id: string }>;
export const listPageTemplates = /*#__PURE__*/ endpoint<{ templates: PageTemplate[] }>()(
  'GET',
  '/admin/seo/page-templates',
);
export const getPageTemplate = /*#__PURE__*/ endpoint<{ template: PageTemplate }>()(
  'GET',
  '/admin/seo/page-templates/:pageTemplateId',
);
export const listLocalePages = /*#__PURE__*/ endpoint<{ localePages: LocalePage[] }, undefined, { place?: string }>()(
  'GET',
  '/admin/seo/locale-pages',
);
export const getLocalePage = /*#__PURE__*/ endpoint<{ localePage: LocalePage }>()(
  'GET',
  '/admin/seo/locale-pages/:localePageId',
);
export const createPageTemplate = /*#__PURE__*/ endpoint<Saved, unknown>()('POST', '/admin/seo/page-templates');
export const updatePageTemplate = /*#__PURE__*/ endpoint<Saved, unknown>()('PUT', '/admin/seo/page-templates/:id');
export const deletePageTemplate = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/page-templates/:id');
export const createLocalePage = /*#__PURE__*/ endpoint<Saved, unknown>()('POST', '/admin/seo/locale-pages');
export const updateLocalePage = /*#__PURE__*/ endpoint<Saved, unknown>()('PUT', '/admin/seo/locale-pages/:id');
export const deleteLocalePage = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/seo/locale-pages/:id');
export const previewPageTemplate = /*#__PURE__*/ endpoint<{ preview: RenderedSeo }, unknown>()(
  'POST',
  '/admin/seo/page-templates/preview',
);
export const previewLocalePage = /*#__PURE__*/ endpoint<{ preview: RenderedSeo }, unknown>()(
  'POST',
  '/admin/seo/locale-pages/preview',
);
