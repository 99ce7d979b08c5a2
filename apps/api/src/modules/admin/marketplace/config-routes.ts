import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCategoryListResponseSchema,
  AdminCategoryParamsSchema,
  AdminCategoryRequestSchema,
  AdminCountryListResponseSchema,
  AdminCountryParamsSchema,
  AdminCountryRequestSchema,
  AdminCountryResponseSchema,
  AdminReorderRequestSchema,
  AdminReorderResponseSchema,
  AdminSavedResponseSchema,
  AdminSettingsRequestSchema,
  AdminSettingsResponseSchema,
  AdminSubCategoryParamsSchema,
} from '@biclou/contracts/admin-marketplace';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { adminRoute, requireAdmin } from '../shared';
import {
  createCategory,
  createSubCategory,
  editCategory,
  editSubCategory,
  listAdminCategories,
  removeCategory,
  removeSubCategory,
  reorderCategories,
  reorderSubCategories,
} from './admin-categories';
import { getAdminSettings, listAdminCountries, updateAdminCountry, updateAdminSettings } from './admin-settings';

/** The admin's configuration: booking settings, countries, categories and sub-categories. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    adminRoute('Admin: the booking settings', {
      response: { 200: AdminSettingsResponseSchema, ...errors(401, 403) },
    }),
    async (request) => {
      requireAdmin(request);
      return { settings: await getAdminSettings(contextOf(request)) };
    },
  );

  app.put(
    '/admin/settings',
    adminRoute('Admin: change the booking settings; new bookings use them, existing bookings keep their rates', {
      body: AdminSettingsRequestSchema,
      response: { 200: AdminSettingsResponseSchema, ...errors(401, 403, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      return { settings: await updateAdminSettings(contextOf(request), user.id, request.body) };
    },
  );

  app.get(
    '/admin/countries',
    adminRoute('Admin: the countries, enabled or not, by priority', {
      response: { 200: AdminCountryListResponseSchema, ...errors(401, 403) },
    }),
    async (request) => {
      requireAdmin(request);
      return { countries: await listAdminCountries(contextOf(request)) };
    },
  );

  app.put(
    '/admin/countries/:code',
    adminRoute('Admin: edit a country (enabled, currency, dial code, priority, VAT rate)', {
      params: AdminCountryParamsSchema,
      body: AdminCountryRequestSchema,
      response: { 200: AdminCountryResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        country: await updateAdminCountry(contextOf(request), user.id, request.params.code, request.body),
      };
    },
  );

  app.get(
    '/admin/categories',
    adminRoute('Admin: categories and sub-categories in order, with how many listings use each', {
      response: { 200: AdminCategoryListResponseSchema, ...errors(401, 403) },
    }),
    async (request) => {
      requireAdmin(request);
      return { categories: await listAdminCategories(contextOf(request)) };
    },
  );

  app.post(
    '/admin/categories',
    adminRoute('Admin: create a category (last in order)', {
      body: AdminCategoryRequestSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 422) },
    }),
    async (request) => createCategory(contextOf(request), requireAdmin(request).user.id, request.body),
  );

  app.post(
    '/admin/categories/reorder',
    adminRoute('Admin: put the categories in a new order (every id once)', {
      body: AdminReorderRequestSchema,
      response: { 200: AdminReorderResponseSchema, ...errors(401, 403, 422) },
    }),
    async (request) => reorderCategories(contextOf(request), requireAdmin(request).user.id, request.body.ids),
  );

  app.put(
    '/admin/categories/:categoryId',
    adminRoute('Admin: edit a category', {
      params: AdminCategoryParamsSchema,
      body: AdminCategoryRequestSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) =>
      editCategory(contextOf(request), requireAdmin(request).user.id, request.params.categoryId, request.body),
  );

  app.delete(
    '/admin/categories/:categoryId',
    adminRoute('Admin: delete a category and its sub-categories; 422 saying how many listings use it', {
      params: AdminCategoryParamsSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) => removeCategory(contextOf(request), requireAdmin(request).user.id, request.params.categoryId),
  );

  app.post(
    '/admin/categories/:categoryId/sub-categories',
    adminRoute('Admin: add a sub-category (last in order)', {
      params: AdminCategoryParamsSchema,
      body: AdminCategoryRequestSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) =>
      createSubCategory(contextOf(request), requireAdmin(request).user.id, request.params.categoryId, request.body),
  );

  app.post(
    '/admin/categories/:categoryId/sub-categories/reorder',
    adminRoute('Admin: put the sub-categories of a category in a new order (every id once)', {
      params: AdminCategoryParamsSchema,
      body: AdminReorderRequestSchema,
      response: { 200: AdminReorderResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) =>
      reorderSubCategories(
        contextOf(request),
        requireAdmin(request).user.id,
        request.params.categoryId,
        request.body.ids,
      ),
  );

  app.put(
    '/admin/sub-categories/:subCategoryId',
    adminRoute('Admin: edit a sub-category', {
      params: AdminSubCategoryParamsSchema,
      body: AdminCategoryRequestSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) =>
      editSubCategory(contextOf(request), requireAdmin(request).user.id, request.params.subCategoryId, request.body),
  );

  app.delete(
    '/admin/sub-categories/:subCategoryId',
    adminRoute('Admin: delete a sub-category; 422 saying how many listings use it', {
      params: AdminSubCategoryParamsSchema,
      response: { 200: AdminSavedResponseSchema, ...errors(401, 403, 404, 422) },
    }),
    async (request) =>
      removeSubCategory(contextOf(request), requireAdmin(request).user.id, request.params.subCategoryId),
  );
};
