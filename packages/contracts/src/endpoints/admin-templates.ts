import type { z } from 'zod';
import type {
  AdminTemplateListResponse,
  AdminTemplatePreviewResponse,
  AdminTemplateRequestSchema,
  AdminTemplateResponse,
} from '../admin-templates';
import { endpoint } from './define';

/** The admin's email and SMS templates. */
export const adminListTemplates = /*#__PURE__*/ endpoint<AdminTemplateListResponse>()('GET', '/admin/templates');
export const adminGetTemplate = /*#__PURE__*/ endpoint<AdminTemplateResponse>()(
  'GET',
  '/admin/templates/:slug/:locale',
);
export const adminPreviewTemplate = /*#__PURE__*/ endpoint<
  AdminTemplatePreviewResponse,
  z.input<typeof AdminTemplateRequestSchema>
>()('POST', '/admin/templates/:slug/:locale/preview');
export const adminSaveTemplate = /*#__PURE__*/ endpoint<
  AdminTemplateResponse,
  z.input<typeof AdminTemplateRequestSchema>
>()('PUT', '/admin/templates/:slug/:locale');
export const adminResetTemplate = /*#__PURE__*/ endpoint<AdminTemplateResponse>()(
  'DELETE',
  '/admin/templates/:slug/:locale',
);
