import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDeletePhotoRequestSchema,
  AdminMediaListQuerySchema,
  AdminMediaListResponseSchema,
  PhotoParamsSchema,
} from '@biclou/contracts/admin-media';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { requireAdmin } from '../shared';
import { adminDeletePhoto, adminListMedia } from './media-admin';

/** Admin media: every uploaded photo, storage used; delete one with a reason (the owner is emailed). */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/media',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Admin: uploaded listing photos, newest first, by listing or owner, with the storage used',
        querystring: AdminMediaListQuerySchema,
        response: { 200: AdminMediaListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminListMedia(contextOf(request), request.query);
    },
  );

  app.post(
    '/admin/media/:photoId/delete',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Admin: delete a photo with a reason the owner is emailed; 409 for the only photo of a live listing (audited)',
        params: PhotoParamsSchema,
        body: AdminDeletePhotoRequestSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      adminDeletePhoto(contextOf(request), requireAdmin(request).user.id, request.params.photoId, request.body.reason),
  );
};
