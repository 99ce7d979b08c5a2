import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '@biclou/contracts/search';
import { errors } from '../../platform/http/schemas';
import { createSettingsCache } from '../settings';
import { searchListings } from './search-listings';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsCache(app.deps);
  app.get(
    '/search',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags: ['search'],
        summary: 'Live listings by place or map area, dates and filters; public (approximate) points only',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errors(422) },
      },
    },
    async (request) => searchListings(app.deps, request.query, () => settings.get()),
  );
};
