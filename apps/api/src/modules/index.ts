import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { settingsRoutes } from './settings/routes';
import { devRoutes } from './dev/routes';
import { registerImageProxy } from './media/image-proxy-routes';
import { registerSitemapRoutes } from './seo/sitemap-routes';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { devicesRoutes } from './devices/routes';
import { favouritesRoutes } from './favourites/routes';
import { geoRoutes } from './geo/routes';
import { membersRoutes } from './members/routes';
import { phoneRoutes } from './phone/routes';
import { catalogRoutes } from './catalog/routes';
import { listingsRoutes } from './listings/routes';
import { listingPhotoRoutes } from './listings/photo-routes';
import { listingUnitRoutes } from './listings/unit-routes';
import { bookingsRoutes } from './bookings/routes';
import { reviewsRoutes } from './reviews/routes';
import { stripeWebhookRoutes } from './stripe-webhooks/routes';
import { payoutsRoutes } from './payouts/routes';
import { seoRoutes } from './seo/routes';
import { placesRoutes } from './places/routes';
import { searchRoutes } from './search/routes';
import { notificationsRoutes } from './notifications';
import { messagingRoutes } from './messaging';
import { auditRoutes } from './admin/shared';
import { adminConversationRoutes, adminUsersRoutes } from './admin/users';
import { adminDashboardRoutes } from './admin/dashboard';
import { marketplaceRoutes } from './admin/marketplace/routes';
import { adminMoneyRoutes } from './admin/money/routes';
import { depositRoutes } from './deposits';
import { adminMediaRoutes } from './admin/media/routes';
import { adminTemplateRoutes } from './admin/templates/routes';
import { contentRoutes } from './content/routes';
import { contactRoutes } from './contact/routes';
import { handoverRoutes } from './handover/routes';
import { registerBlogFeedRoutes } from './blog/feed-routes';
import { cspReportRoutes } from './csp-reports/routes';
import { calendarSyncRoutes } from './calendar-sync/routes';
import { registerCalendarFeedRoutes } from './calendar-sync/calendar-feed-routes';

/** GET /api/health, mounted under /api (outside /api/v1). */
export { healthRoutes };

/** Every feature module mounted under /api/v1. Add new modules here. */
export const apiModules: FastifyPluginAsync[] = [
  settingsRoutes,
  authRoutes,
  accountRoutes,
  phoneRoutes,
  devicesRoutes,
  membersRoutes,
  geoRoutes,
  catalogRoutes,
  listingsRoutes,
  listingPhotoRoutes,
  listingUnitRoutes,
  bookingsRoutes,
  handoverRoutes,
  payoutsRoutes,
  seoRoutes,
  stripeWebhookRoutes,
  reviewsRoutes,
  favouritesRoutes,
  calendarSyncRoutes,
  placesRoutes,
  searchRoutes,
  notificationsRoutes,
  messagingRoutes,
  auditRoutes,
  adminUsersRoutes,
  adminConversationRoutes,
  adminDashboardRoutes,
  marketplaceRoutes,
  adminMoneyRoutes,
  adminMediaRoutes,
  adminTemplateRoutes,
  contentRoutes,
  contactRoutes,
  depositRoutes,
  cspReportRoutes,
] as FastifyPluginAsync[];

/** Development only, under /api/v1 (never registered in production): the outbox, time travel, jobs. */
export const devModules: FastifyPluginAsync[] = [devRoutes] as FastifyPluginAsync[];

/** Outside /api/v1, before the site's catch-all: the image proxy /_img (spec §7), sitemap.xml, robots.txt, the blog's Atom feeds and the listings' calendars. */
export async function registerRootModules(app: FastifyInstance) {
  await registerImageProxy(app);
  await registerSitemapRoutes(app);
  await registerBlogFeedRoutes(app);
  await registerCalendarFeedRoutes(app);
}
