import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/http/request-context';
import { readListingCalendar } from './read-listing-calendar';

const PATH_PARAMS = /^[0-9a-f-]{36}$/;
const TOKEN = /^([A-Za-z0-9_-]{32})\.ics$/;

/**
 * `/calendars/:listingId/:token.ics`: a listing's calendar for the owner's calendar apps, which
 * subscribe without a session; the token in the path is the only key (decisions "Calendar sync").
 * At the site root like the blog's feeds, never cached by anyone in between.
 */
export async function registerCalendarFeedRoutes(app: FastifyInstance) {
  app.get<{ Params: { listingId: string; file: string } }>(
    '/calendars/:listingId/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { listingId, file } = request.params;
      const token = TOKEN.exec(file)?.[1];
      const ics = await readListingCalendar(
        contextOf(request),
        PATH_PARAMS.test(listingId) ? listingId : '00000000-0000-0000-0000-000000000000',
        token ?? '',
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="biclou.ics"')
        .send(ics);
    },
  );
}
