import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListingListQuerySchema,
  AdminListingListResponseSchema,
  AdminListingParamsSchema,
  AdminListingResponseSchema,
  AdminReasonRequestSchema,
  AdminReviewListQuerySchema,
  AdminReviewListResponseSchema,
  AdminReviewParamsSchema,
  AdminReviewResponseSchema,
} from '@biclou/contracts/admin-marketplace';
import { contextOf } from '../../../platform/http/request-context';
import { errors } from '../../../platform/http/schemas';
import { requireAdmin } from '../shared';
import { getAdminListing, listAdminListings, moderateListing } from './admin-listings';
import { listAdminReviews, moderateReview } from './admin-reviews';
import { configRoutes } from './config-routes';

const tags = ['admin'];

/**
 * The admin's marketplace pages: listings and reviews here, the booking settings,
 * countries and categories in config-routes.ts. Every route checks the admin role itself.
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/listings',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: listings by status, country, category, pro, e-bike and text; one sort; keyset pages',
        querystring: AdminListingListQuerySchema,
        response: { 200: AdminListingListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminListings(contextOf(request), request.query);
    },
  );

  app.get(
    '/admin/listings/:listingId',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: one listing with its owner, whatever its status',
        params: AdminListingParamsSchema,
        response: { 200: AdminListingResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { listing: await getAdminListing(contextOf(request), request.params.listingId) };
    },
  );

  app.post(
    '/admin/listings/:listingId/suspend',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary:
          'Admin: suspend a listing with a reason (hidden from search, place pages and the sitemap; the owner sees the reason and gets an email)',
        params: AdminListingParamsSchema,
        body: AdminReasonRequestSchema,
        response: { 200: AdminListingResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        listing: await moderateListing(
          contextOf(request),
          user.id,
          request.params.listingId,
          'suspend',
          request.body.reason,
        ),
      };
    },
  );

  app.post(
    '/admin/listings/:listingId/unsuspend',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: lift a suspension; the listing is paused until its owner puts it back online',
        params: AdminListingParamsSchema,
        response: { 200: AdminListingResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        listing: await moderateListing(contextOf(request), user.id, request.params.listingId, 'reinstate', null),
      };
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: reviews, newest first, by visibility, rating and text; keyset pages',
        querystring: AdminReviewListQuerySchema,
        response: { 200: AdminReviewListResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminReviews(contextOf(request), request.query);
    },
  );

  app.post(
    '/admin/reviews/:reviewId/hide',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: hide a review with a reason; it leaves every public list',
        params: AdminReviewParamsSchema,
        body: AdminReasonRequestSchema,
        response: { 200: AdminReviewResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        review: await moderateReview(contextOf(request), user.id, request.params.reviewId, {
          reason: request.body.reason,
        }),
      };
    },
  );

  app.post(
    '/admin/reviews/:reviewId/unhide',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Admin: show a hidden review again',
        params: AdminReviewParamsSchema,
        response: { 200: AdminReviewResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return { review: await moderateReview(contextOf(request), user.id, request.params.reviewId, null) };
    },
  );

  await app.register(configRoutes);
};
