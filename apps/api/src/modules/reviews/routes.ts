import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingParamsSchema } from '@biclou/contracts/bookings';
import { ListingParamsSchema } from '@biclou/contracts/listings';
import { MemberParamsSchema } from '@biclou/contracts/members';
import {
  BookingReviewsResponseSchema,
  CreateReviewRequestSchema,
  PendingReviewsResponseSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
} from '@biclou/contracts/reviews';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { bookingReviews, createReview } from './booking-reviews';
import { listingReviews, memberReviews } from './list-reviews';
import { pendingReviews } from './pending-reviews';

const tags = ['reviews'];
const parties = 'Its renter or its owner; anyone else (admins included) gets 404.';

/** Double-blind reviews: write after completion, read only what is published (decisions "Reviews"). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:bookingId/review',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `The viewer's review of this booking, whether they may write it, and the other side's once published. ${parties}`,
        params: BookingParamsSchema,
        response: { 200: BookingReviewsResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => bookingReviews(contextOf(request), requireUser(request).user.id, request.params.bookingId),
  );

  app.post(
    '/bookings/:bookingId/review',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `Write one's review of a completed booking (1–5 and a text), within 14 days; 409 with the rule's sentence otherwise. ${parties}`,
        params: BookingParamsSchema,
        body: CreateReviewRequestSchema,
        response: { 201: BookingReviewsResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReview(contextOf(request), requireUser(request).user.id, request.params.bookingId, request.body),
        ),
  );

  app.get(
    '/me/reviews/pending',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Completed rentals I can still review (as renter or owner)',
        response: { 200: PendingReviewsResponseSchema, ...errors(401) },
      },
    },
    async (request) => pendingReviews(contextOf(request), requireUser(request).user.id),
  );

  app.get(
    '/listings/:listingId/reviews',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary:
          'Published reviews of a listing by its renters, newest first, with the average rating and count (404 when the listing is not visible)',
        params: ListingParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) =>
      listingReviews(contextOf(request), request.user?.id ?? null, request.params.listingId, request.query),
  );

  app.get(
    '/members/:userId/reviews',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary:
          'Published reviews a member received (as owner and as renter), newest first, with the average rating and count',
        params: MemberParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => memberReviews(contextOf(request), request.params.userId, request.query),
  );
};
