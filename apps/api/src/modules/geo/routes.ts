import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoCountryResponseSchema } from '@biclou/contracts/account';
import { createCountryLookup } from './lookup-country';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookupCountry = createCountryLookup(app.deps);
  app.get(
    '/geo/country',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['geo'],
        summary: 'Default phone country from the client IP (FR when the lookup fails)',
        response: { 200: GeoCountryResponseSchema },
      },
    },
    async (request) => lookupCountry(request.ip),
  );
};
