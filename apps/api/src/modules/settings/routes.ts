import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsResponseSchema } from '@biclou/contracts/settings';
import { AppError } from '../../http/app-error';
import { getBookingSettings, listActiveCountries } from './repository';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { tags: ['settings'], summary: 'Booking settings, loaded at every startup', response: { 200: SettingsResponseSchema } } }, async () => {
    const { db } = app.deps;
    const [settings, countryRows] = await Promise.all([getBookingSettings(db), listActiveCountries(db)]);
    if (!settings) throw AppError.notFound('Settings are missing');
    return {
      serviceFeeRateBp: settings.serviceFeeRateBp,
      commissionRateBp: settings.commissionRateBp,
      creditDelayDays: settings.creditDelayDays,
      requestExpiryHours: settings.requestExpiryHours,
      maxOpenRequests: settings.maxOpenRequests,
      cancelationOptions: settings.cancelationOptions as never,
      countries: countryRows.map(({ code, nameEn, nameFr, dialCode, currency }) => ({ code, nameEn, nameFr, dialCode, currency })),
      paymentProvider: 'sandbox' as const,
    };
  });
};
