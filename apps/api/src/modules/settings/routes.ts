import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsResponseSchema } from '@biclou/contracts/settings';
import { createSettingsCache } from './get-public-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsCache(app.deps);
  app.get(
    '/settings',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Booking settings, loaded at every startup',
        response: { 200: SettingsResponseSchema },
      },
    },
    () => settings.get(),
  );
};
