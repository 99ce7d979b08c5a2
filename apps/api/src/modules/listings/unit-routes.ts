import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingParamsSchema } from '@biclou/contracts/listings';
import {
  AddListingUnitsRequestSchema,
  ListingUnitParamsSchema,
  ListingUnitsResponseSchema,
  UpdateListingUnitRequestSchema,
} from '@biclou/contracts/listing-units';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { addListingUnits } from './add-listing-units';
import { deleteListingUnit } from './delete-listing-unit';
import { listListingUnits } from './list-listing-units';
import { updateListingUnit } from './update-listing-unit';

const tags = ['listings'];
const ownerOnly = 'Owner only: anyone else gets 404.';

/** A listing's units: the identical bikes it offers (decisions "Units"). */
export const listingUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/:listingId/units',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: `The listing's bikes in order, with marking, size, note and whether each is in service. ${ownerOnly}`,
        params: ListingParamsSchema,
        response: { 200: ListingUnitsResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) => listListingUnits(contextOf(request), requireUser(request).user.id, request.params.listingId),
  );

  app.post(
    '/listings/:listingId/units',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Add identical bikes after the last (a listing holds 1 to 200). ${ownerOnly}`,
        params: ListingParamsSchema,
        body: AddListingUnitsRequestSchema,
        response: { 201: ListingUnitsResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addListingUnits(
            contextOf(request),
            requireUser(request).user.id,
            request.params.listingId,
            request.body.count,
          ),
        ),
  );

  app.put(
    '/listings/:listingId/units/:unitId',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Change a bike's marking, size, note, or take it out of service (it then blocks only itself). ${ownerOnly}`,
        params: ListingUnitParamsSchema,
        body: UpdateListingUnitRequestSchema,
        response: { 200: ListingUnitsResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (request) =>
      updateListingUnit(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.params.unitId,
        request.body,
      ),
  );

  app.delete(
    '/listings/:listingId/units/:unitId',
    {
      config: { guard: 'verified' },
      schema: {
        tags,
        summary: `Remove a bike; 409 while a booking still to come holds it, and for the last one. ${ownerOnly}`,
        params: ListingUnitParamsSchema,
        response: { 200: ListingUnitsResponseSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) =>
      deleteListingUnit(
        contextOf(request),
        requireUser(request).user.id,
        request.params.listingId,
        request.params.unitId,
      ),
  );
};
