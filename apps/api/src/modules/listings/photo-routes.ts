import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListingParamsSchema,
  ListingPhotoParamsSchema,
  PhotoResponseSchema,
  PhotosResponseSchema,
  ReorderPhotosRequestSchema,
} from '@biclou/contracts/listings';
import { LISTING_LIMITS } from '@biclou/domain/listing-rules';
import { requireUser } from '../../platform/auth/guards';
import { UPLOAD_BODY_LIMIT } from '../../platform/http/body-limit';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { readUploadedFile } from '../media';
import { deleteListingPhoto, reorderListingPhotos } from './manage-listing-photos';
import { checkPhotoUpload, uploadListingPhoto } from './upload-listing-photo';

const tags = ['listings'];

export const listingPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/listings/:listingId/photos',
    {
      config: { guard: 'verified' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload one photo (multipart field `file`; JPEG, PNG, WebP or AVIF by content; 15 MB; 12 per listing). Owner only.',
        consumes: ['multipart/form-data'],
        params: ListingParamsSchema,
        response: { 201: PhotoResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const userId = requireUser(request).user.id;
      await checkPhotoUpload(ctx, userId, request.params.listingId);
      const file = await readUploadedFile(request, 'file', LISTING_LIMITS.maxPhotoBytes);
      return reply.status(201).send(await uploadListingPhoto(ctx, userId, request.params.listingId, file));
    },
  );

  app.put(
    '/listings/:listingId/photos',
    {
      // JSON only: this URL's POST is the upload, so it has no `_method=PUT` twin.
      config: { guard: 'verified', methodOverride: false },
      schema: {
        tags,
        summary: 'Reorder the photos (every id once) and optionally choose the cover. Owner only.',
        params: ListingParamsSchema,
        body: ReorderPhotosRequestSchema,
        response: { 200: PhotosResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      reorderListingPhotos(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.body.order,
        request.body.coverId,
      ),
  );

  app.delete(
    '/listings/:listingId/photos/:photoId',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: 'Delete a photo (the next one becomes the cover if needed). Owner only.',
        params: ListingPhotoParamsSchema,
        response: { 200: PhotosResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      deleteListingPhoto(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.params.photoId,
      ),
  );
};
