import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListedCategoriesResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SimilarListingsParamsSchema,
  SimilarListingsResponseSchema,
} from '@biclou/contracts/search';
import { errors } from '../../platform/http/schemas';
import { createSettingsCache } from '../settings';
import { searchListings } from './search-listings';
import { similarListings } from './similar-listings';
import { listedCategories } from './similar-repository';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsCache(app.deps);
  const tags = ['search'];
  app.get(
    '/search',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary: 'Live listings by place or map area, dates and filters; public (approximate) points only',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errors(422) },
      },
    },
    async (request) => searchListings(app.deps, request.query, () => settings.get()),
  );

  app.get(
    '/search/categories',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary:
          'The categories and sub-categories that hold at least one listing a search shows (its filters offer these)',
        response: { 200: ListedCategoriesResponseSchema },
      },
    },
    async () => listedCategories(app.deps.db),
  );

  app.get(
    '/listings/:listingId/similar',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary:
          'For a listing that has been public: a few live bikes near its public point, of its category if any (else any), never itself; 404 for a listing never public',
        params: SimilarListingsParamsSchema,
        response: { 200: SimilarListingsResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => similarListings(app.deps, request.params.listingId, () => settings.get()),
  );
};
