import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoriesResponseSchema, GeocodeQuerySchema, GeocodeResponseSchema } from '@biclou/contracts/catalog';
import { errors } from '../../platform/http/schemas';
import { listCategoriesWithSubs, listSizes } from './catalog-repository';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Categories with their sub-categories, and the size scale',
        response: { 200: CategoriesResponseSchema },
      },
    },
    async () => {
      const { db } = app.deps;
      const [cats, sizeRows] = await Promise.all([listCategoriesWithSubs(db), listSizes(db)]);
      return {
        categories: cats.map((c) => ({
          id: c.id,
          slug: c.slug,
          nameEn: c.nameEn,
          nameFr: c.nameFr,
          icon: c.icon,
          subCategories: c.subCategories.map((s) => ({
            id: s.id,
            slug: s.slug,
            nameEn: s.nameEn,
            nameFr: s.nameFr,
            icon: s.icon,
          })),
        })),
        sizes: sizeRows.map(({ code, kind, labelEn, labelFr }) => ({ code, kind, labelEn, labelFr })),
      };
    },
  );

  app.get(
    '/geocode',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Cities of FR/CH/BE/LU by accent-insensitive name prefix, biggest first (offline, at most 8)',
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeResponseSchema, ...errors(422) },
      },
    },
    async (request) => ({
      places: await app.deps.places.search(request.query.q, { country: request.query.country, limit: 8 }),
    }),
  );
};
