import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarExportResponseSchema } from '@biclou/contracts/calendars';
import { ListingParamsSchema } from '@biclou/contracts/listings';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { getCalendarExport } from './get-calendar-export';
import { regenerateCalendarExport } from './regenerate-calendar-export';

const tags = ['calendars'];

/** A listing's calendar sync: its secret calendar address (export). Owner only; anyone else's listing is a 404. */
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
};
