import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NearbyPlacesQuerySchema,
  PlaceAutocompleteQuerySchema,
  PlaceParamsSchema,
  PlaceResponseSchema,
  PlacesResponseSchema,
  PopularPlacesQuerySchema,
  type PlaceSummary,
} from '@biclou/contracts/places';
import { AppError } from '../../platform/http/app-error';
import { errors } from '../../platform/http/schemas';
import { createTtlCache } from '../../ttl-cache';
import { autocompletePlaces, findPlaceBySlug, nearbyPlaces, popularPlaces } from './place-repository';

const tags = ['places'];
export const PLACE_NOT_FOUND = 'Place not found';

/**
 * Every landing and place page asks for three popular lists; they follow the live listing counts,
 * which change slowly. Each process keeps them this long (a list up to a minute old is fine).
 */
export const POPULAR_PLACES_TTL_MS = 60_000;

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const popular = createTtlCache<PlaceSummary[]>({
    ttlMs: POPULAR_PLACES_TTL_MS,
    clock: app.deps.clock,
    metrics: { name: 'popular-places', lookups: app.deps.metrics.cacheLookups },
  });
  // A listing paused or put online changes the counts: a change the page cache learns of empties this one too.
  app.deps.pageCache.onInvalidate(() => popular.invalidate());

  app.get(
    '/places/autocomplete',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary:
          'Places by name: prefix and typo tolerant, accent-insensitive; exact, then prefix, then similar; biggest first',
        querystring: PlaceAutocompleteQuerySchema,
        response: { 200: PlacesResponseSchema, ...errors(422) },
      },
    },
    async (request) => ({ places: await autocompletePlaces(app.deps.db, request.query.q, request.query.limit) }),
  );

  app.get(
    '/places/popular',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Cities, departments or regions with the most live listings (kept up to 60 s per process)',
        querystring: PopularPlacesQuerySchema,
        response: { 200: PlacesResponseSchema, ...errors(422) },
      },
    },
    async (request) => {
      const { kind, limit } = request.query;
      return { places: await popular.get(`${kind}:${limit}`, () => popularPlaces(app.deps.db, kind, limit)) };
    },
  );

  app.get(
    '/places/:slug',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'One place with its parent and the box to show',
        params: PlaceParamsSchema,
        response: { 200: PlaceResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const place = await findPlaceBySlug(app.deps.db, request.params.slug);
      if (!place) throw AppError.notFound(PLACE_NOT_FOUND);
      const { id: _id, ...out } = place;
      return { place: out };
    },
  );

  app.get(
    '/places/:slug/nearby',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Nearby cities with live listings, nearest first',
        params: PlaceParamsSchema,
        querystring: NearbyPlacesQuerySchema,
        response: { 200: PlacesResponseSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const place = await findPlaceBySlug(app.deps.db, request.params.slug);
      if (!place) throw AppError.notFound(PLACE_NOT_FOUND);
      return { places: await nearbyPlaces(app.deps.db, place.id, request.query.limit) };
    },
  );
};
