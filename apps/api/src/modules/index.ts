import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { devicesRoutes } from './devices/routes';
import { geoRoutes } from './geo/routes';
import { membersRoutes } from './members/routes';
import { phoneRoutes } from './phone/routes';
import { catalogRoutes } from './catalog/routes';
import { listingsRoutes } from './listings/routes';
import { listingPhotoRoutes } from './listings/photo-routes';
import { bookingsRoutes } from './bookings/routes';
import { reviewsRoutes } from './reviews/routes';
import { stripeWebhookRoutes } from './stripe-webhooks/routes';
import { payoutsRoutes } from './payouts/routes';
import { seoRoutes } from './seo/routes';
import { placesRoutes } from './places/routes';
import { searchRoutes } from './search/routes';
import { notificationsRoutes } from './notifications';

/** Every feature module mounted under /api/v1. Add new modules here. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  phoneRoutes,
  devicesRoutes,
  membersRoutes,
  geoRoutes,
  catalogRoutes,
  listingsRoutes,
  listingPhotoRoutes,
  bookingsRoutes,
  payoutsRoutes,
  seoRoutes,
  stripeWebhookRoutes,
  reviewsRoutes,
  placesRoutes,
  searchRoutes,
  notificationsRoutes,
] as FastifyPluginAsync[];
