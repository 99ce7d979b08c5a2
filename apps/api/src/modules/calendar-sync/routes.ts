import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCalendarFeedRequestSchema,
  CalendarExportResponseSchema,
  CalendarFeedParamsSchema,
  CalendarFeedResponseSchema,
  CalendarFeedsResponseSchema,
} from '@biclou/contracts/calendars';
import { ListingParamsSchema } from '@biclou/contracts/listings';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { addCalendarFeed } from './add-calendar-feed';
import { getCalendarExport } from './get-calendar-export';
import { listCalendarFeeds } from './list-calendar-feeds';
import { removeCalendarFeed } from './remove-calendar-feed';
import { syncCalendarFeed } from './sync-calendar-feed';
import { regenerateCalendarExport } from './regenerate-calendar-export';

const tags = ['calendars'];

/**
 * A listing's calendar sync: its secret calendar address (export) and the external calendars it
 * follows (import). Owner only; anyone else's listing or feed is a 404.
 */
export const calendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/:listingId/calendar-export',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "My listing's secret calendar address (iCal), for Google, Apple or Outlook calendars",
        params: ListingParamsSchema,
        response: { 200: CalendarExportResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => getCalendarExport(contextOf(request), requireUser(request).user.id, request.params.listingId),
  );

  app.post(
    '/listings/:listingId/calendar-export',
    {
      config: { guard: 'auth', keepsPageCache: true },
      schema: {
        tags,
        summary: 'A new secret calendar address for my listing; the previous one stops working',
        params: ListingParamsSchema,
        response: { 200: CalendarExportResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      regenerateCalendarExport(contextOf(request), requireUser(request).user.id, request.params.listingId),
  );

  app.get(
    '/listings/:listingId/calendar-feeds',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'The external calendars my listing follows, with their last sync and last error',
        params: ListingParamsSchema,
        response: { 200: CalendarFeedsResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => listCalendarFeeds(contextOf(request), requireUser(request).user.id, request.params.listingId),
  );

  app.post(
    '/listings/:listingId/calendar-feeds',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Follow an external iCal calendar (read at once; an address that cannot be read is a 422)',
        params: ListingParamsSchema,
        body: AddCalendarFeedRequestSchema,
        response: { 201: CalendarFeedResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addCalendarFeed(
            contextOf(request),
            requireUser(request).user.id,
            request.params.listingId,
            request.body,
          ),
        ),
  );

  app.post(
    '/listings/:listingId/calendar-feeds/:feedId/sync',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Read an external calendar now; its state answers, the last error included',
        params: CalendarFeedParamsSchema,
        response: { 200: CalendarFeedResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      syncCalendarFeed(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.params.feedId,
      ),
  );

  app.delete(
    '/listings/:listingId/calendar-feeds/:feedId',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Stop following an external calendar; the times it blocked are free again',
        params: CalendarFeedParamsSchema,
        response: { 204: z.null(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await removeCalendarFeed(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.params.feedId,
      );
      return reply.code(204).send(null);
    },
  );
};
