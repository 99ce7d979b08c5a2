import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FavouriteIdsResponseSchema,
  FavouriteListQuerySchema,
  FavouriteListResponseSchema,
  FavouriteParamsSchema,
} from '@biclou/contracts/favourites';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { dropFavourite } from './drop-favourite';
import { keepFavourite } from './keep-favourite';
import { listFavouriteIds, listFavourites } from './list-favourites';

const tags = ['favourites'];

/**
 * The bikes a member keeps (decisions "Favourites"): only ever their own. No page anyone else
 * sees changes with them, so these writes keep the page cache (`keepsPageCache`).
 */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'The bikes I keep, newest first (a page; `before` = the previous nextCursor)',
        querystring: FavouriteListQuerySchema,
        response: { 200: FavouriteListResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => listFavourites(contextOf(request), requireUser(request).user.id, request.query),
  );

  app.get(
    '/favourites/ids',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'The ids of every bike I keep (the hearts of pages served alike to everyone)',
        response: { 200: FavouriteIdsResponseSchema, ...errors(401) },
      },
    },
    async (request) => listFavouriteIds(contextOf(request), requireUser(request).user.id),
  );

  app.put(
    '/favourites/:listingId',
    {
      config: { guard: 'auth', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Keep a bike on the marketplace (idempotent); a draft, an unknown id or one gone before: 404',
        params: FavouriteParamsSchema,
        response: { 204: z.null(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await keepFavourite(contextOf(request), requireUser(request).user.id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favourites/:listingId',
    {
      config: { guard: 'auth', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Stop keeping a bike (idempotent); an id I neither keep nor could keep: 404',
        params: FavouriteParamsSchema,
        response: { 204: z.null(), ...errors(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await dropFavourite(contextOf(request), requireUser(request).user.id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );
};
