import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NearbyPlacesQuerySchema,
  PlaceAutocompleteQuerySchema,
  PlaceParamsSchema,
  PlaceResponseSchema,
  PlacesResponseSchema,
  PopularListsQuerySchema,
  PopularListsResponseSchema,
  PopularPlacesQuerySchema,
} from '@biclou/contracts/places';
import { AppError } from '../../platform/http/app-error';
import { errors } from '../../platform/http/schemas';
import { autocompletePlaces } from './place-autocomplete-repository';
import { findPlaceBySlug, nearbyPlaces } from './place-repository';
import { popularPlacesOf } from './popular-places';

const tags = ['places'];
const PLACE_NOT_FOUND = 'Place not found';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const popular = popularPlacesOf(app.deps);

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
      return { places: await popular.list(kind, limit) };
    },
  );

  app.get(
    '/places/popular-lists',
    {
      config: { guard: 'public', publicRead: true },
      schema: {
        tags,
        summary: 'The popular cities, departments and regions at once (the lists of /places/popular, in one call)',
        querystring: PopularListsQuerySchema,
        response: { 200: PopularListsResponseSchema, ...errors(422) },
      },
    },
    async (request) => popular.lists(request.query.limit),
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
