import { defineRoutes } from './define-routes';
import type { RouteDefInput } from './route-def';

const CONTENT = 'routes/content/content.tsx';
const uuid = 'uuid' as const;

const content = (id: string, path = id): RouteDefInput => ({ id, path, file: CONTENT });

/** A page's entry without its module: each page of the two helpers below names its own. */
type PageOfArea = Omit<RouteDefInput, 'file'>;

/** Dashboard pages: the dashboard's side navigation, signed-in members only. */
const dashboard = (id: string, path: string, params: RouteDefInput['params'] = {}): PageOfArea => ({
  id: `dashboard-${id}`,
  path: `dashboard/${path}`,
  shell: 'dashboard',
  guards: ['auth'],
  params,
});

/** Admin pages: the admin layout, admins only (others get 403, spec §2). */
const admin = (id: string, path: string, params: RouteDefInput['params'] = {}): PageOfArea => ({
  id: id ? `admin-${id}` : 'admin',
  path: path ? `admin/${path}` : 'admin',
  layout: 'admin',
  guards: ['role-admin'],
  params,
});

/**
 * Every page of spec §2, once. `routes.ts` turns it into the React Router config for each
 * locale prefix; layouts, guards, titles and forced themes are read from here at run time.
 */
export const ROUTES = defineRoutes([
  { id: 'home', path: '', file: 'routes/home.tsx', layout: 'landing', title: false },
  { id: 'search', path: 'search', file: 'routes/search.tsx', layout: 'search' },
  { id: 'size-guide', path: 'size-guide', file: 'routes/size-guide.tsx' },
  { id: 'rental-contract', path: 'rental-contract', file: 'routes/rental-contract.tsx' },

  { id: 'blog', path: 'blog', file: 'routes/blog/blog-index.tsx' },
  { id: 'blog-tag', path: 'blog/tag/:tag', file: 'routes/blog/blog-index.tsx', params: { tag: 'slug' } },
  { id: 'blog-post', path: 'blog/:slug', file: 'routes/blog/blog-post.tsx', params: { slug: 'slug' } },
  content('press'),
  content('terms'),
  content('career'),
  content('about-us'),
  content('community'),
  { ...content('help'), file: 'routes/content/help.tsx' },
  content('help-rental-process', 'help/rental-process'),
  {
    id: 'help-question',
    path: 'help/:question',
    file: 'routes/content/help-question.tsx',
    params: { question: 'slug' },
  },
  content('privacy'),
  content('legal-mentions'),
  content('test'),
  content('test-mdc'),
  content('guides-how-to-rent', 'guides/how-to-rent'),
  content('guides-how-to-list', 'guides/how-to-list'),
  { id: 'contact', path: 'contact', file: 'routes/contact.tsx' },

  // Public (spec §2): visitors see what messaging is, with a login link; members see their messages.
  { id: 'messages', path: 'messages', file: 'routes/messages.tsx' },
  {
    id: 'messages-thread',
    path: 'messages/:conversationId',
    file: 'routes/messages.tsx',
    guards: ['auth'],
    params: { conversationId: uuid },
  },
  { id: 'place', path: 'place/:place', file: 'routes/place.tsx', params: { place: 'slug' } },
  // Public (spec §2): a visitor fills step 1, then signs up or logs in; members must have confirmed their email (the loader checks).
  { id: 'listing-create', path: 'listing/create', file: 'routes/listing-create.tsx' },
  { id: 'listing', path: 'listing/:listingId', file: 'routes/listing.tsx', params: { listingId: uuid } },
  {
    id: 'listing-steps',
    path: 'listing/:listingId/steps',
    file: 'routes/listing-steps.tsx',
    guards: ['auth', 'verified'],
    params: { listingId: uuid },
  },
  {
    id: 'listing-request',
    path: 'listing/:listingId/request',
    file: 'routes/listing-request.tsx',
    guards: ['auth', 'verified'],
    params: { listingId: uuid },
  },
  { id: 'member', path: 'member/:userId', file: 'routes/member.tsx', params: { userId: uuid } },

  { id: 'auth-login', path: 'auth/login', file: 'routes/auth/auth-login.tsx', guards: ['guest'] },
  { id: 'auth-register', path: 'auth/register', file: 'routes/auth/auth-register.tsx', guards: ['guest'] },
  { id: 'auth-forgot', path: 'auth/forgot', file: 'routes/auth/auth-forgot.tsx', guards: ['guest'] },
  { id: 'auth-reset', path: 'auth/reset/:token', file: 'routes/auth/auth-reset.tsx', params: { token: 'token' } },
  { id: 'auth-verify', path: 'auth/verify', file: 'routes/auth/auth-verify.tsx' },

  { id: 'account', path: 'account', file: 'routes/dashboard/account.tsx', shell: 'dashboard', guards: ['auth'] },

  { id: 'dashboard', path: 'dashboard', file: 'routes/dashboard/dashboard-redirect.tsx', guards: ['auth'] },
  { ...dashboard('chats', 'chats'), file: 'routes/dashboard/dashboard-chats.tsx' },
  {
    ...dashboard('chat', 'chats/:conversationId', { conversationId: uuid }),
    file: 'routes/dashboard/dashboard-chats.tsx',
  },
  { ...dashboard('account', 'account'), file: 'routes/dashboard/dashboard-account.tsx' },
  { ...dashboard('devices', 'devices'), file: 'routes/dashboard/devices.tsx' },
  { ...dashboard('notifications', 'notifications'), file: 'routes/dashboard/dashboard-notifications.tsx' },
  { ...dashboard('trips', 'trips'), file: 'routes/dashboard/dashboard-trips.tsx' },
  { ...dashboard('favourites', 'favourites'), file: 'routes/dashboard/dashboard-favourites.tsx' },
  { ...dashboard('payouts', 'payouts'), file: 'routes/dashboard/dashboard-payouts.tsx' },
  { ...dashboard('bookings', 'bookings'), file: 'routes/dashboard/dashboard-bookings.tsx' },
  { ...dashboard('listings', 'listings'), file: 'routes/dashboard/dashboard-listings.tsx' },
  {
    ...dashboard('booking', 'bookings/:bookingId', { bookingId: uuid }),
    file: 'routes/dashboard/dashboard-booking.tsx',
  },
  { ...dashboard('trip', 'trips/:tripId', { tripId: uuid }), file: 'routes/dashboard/dashboard-trip.tsx' },
  {
    ...dashboard('booking-handover', 'bookings/:bookingId/handover', { bookingId: uuid }),
    file: 'routes/dashboard/dashboard-handover.tsx',
  },
  {
    ...dashboard('trip-handover', 'trips/:tripId/handover', { tripId: uuid }),
    file: 'routes/dashboard/dashboard-handover.tsx',
  },
  {
    ...dashboard('handover-checkin', 'bookings/:bookingId/handover/checkin', { bookingId: uuid }),
    file: 'routes/dashboard/dashboard-handover-form.tsx',
  },
  {
    ...dashboard('handover-checkout', 'bookings/:bookingId/handover/checkout', { bookingId: uuid }),
    file: 'routes/dashboard/dashboard-handover-form.tsx',
  },
  { ...dashboard('trip-pay', 'trips/:tripId/pay', { tripId: uuid }), file: 'routes/dashboard/dashboard-trip-pay.tsx' },
  {
    ...dashboard('listing', 'listings/:listingId', { listingId: uuid }),
    file: 'routes/dashboard/dashboard-listing.tsx',
  },

  { ...admin('', ''), file: 'routes/admin/admin-dashboard.tsx' },
  { ...admin('media', 'media'), file: 'routes/admin/admin-media.tsx' },
  { ...admin('bookings', 'bookings'), file: 'routes/admin/admin-bookings.tsx' },
  { ...admin('settings', 'settings'), file: 'routes/admin/admin-settings.tsx' },
  { ...admin('countries', 'countries'), file: 'routes/admin/admin-countries.tsx' },
  { ...admin('users', 'users'), file: 'routes/admin/admin-users.tsx' },
  { ...admin('payouts', 'payouts'), file: 'routes/admin/admin-payouts.tsx' },
  { ...admin('disputes', 'disputes'), file: 'routes/admin/admin-disputes.tsx' },
  { ...admin('listings', 'listings'), file: 'routes/admin/admin-listings.tsx' },
  { ...admin('categories', 'categories'), file: 'routes/admin/admin-categories.tsx' },
  { ...admin('reviews', 'reviews'), file: 'routes/admin/admin-reviews.tsx' },
  { ...admin('devices', 'devices'), file: 'routes/admin/admin-devices.tsx' },
  { ...admin('audit', 'audit'), file: 'routes/admin/admin-audit.tsx' },
  { ...admin('templates', 'templates'), file: 'routes/admin/admin-templates.tsx' },
  {
    ...admin('conversation', 'conversations/:conversationId', { conversationId: uuid }),
    file: 'routes/admin/admin-conversation.tsx',
  },
  {
    ...admin('template', 'templates/:slug/:locale', { slug: 'slug', locale: 'slug' }),
    file: 'routes/admin/admin-template.tsx',
  },
  { ...admin('user', 'users/:userId', { userId: uuid }), file: 'routes/admin/admin-user.tsx' },
  { ...admin('payout', 'payouts/:payoutId', { payoutId: uuid }), file: 'routes/admin/admin-payout.tsx' },
  { ...admin('booking', 'bookings/:bookingId', { bookingId: uuid }), file: 'routes/admin/admin-booking.tsx' },
  {
    ...admin('booking-handover', 'bookings/:bookingId/handover', { bookingId: uuid }),
    file: 'routes/admin/admin-booking-handover.tsx',
  },
  { ...admin('dispute', 'disputes/:disputeId', { disputeId: uuid }), file: 'routes/admin/admin-dispute.tsx' },
  { ...admin('listing', 'listings/:listingId', { listingId: uuid }), file: 'routes/admin/admin-listing.tsx' },
  { ...admin('locale-pages', 'seo/locale-pages'), file: 'routes/admin/admin-seo-locale-pages.tsx' },
  { ...admin('page-templates', 'seo/page-templates'), file: 'routes/admin/admin-seo-page-templates.tsx' },
  {
    ...admin('locale-page', 'seo/locale-pages/:localePageId', { localePageId: uuid }),
    file: 'routes/admin/admin-seo-locale-page.tsx',
  },
  {
    ...admin('page-template', 'seo/page-templates/:pageTemplateId', { pageTemplateId: uuid }),
    file: 'routes/admin/admin-seo-page-template.tsx',
  },

  { id: 'dev-mailbox', path: 'dev/mailbox', file: 'routes/dev-mailbox.tsx', devOnly: true },
  // Last: anything else is 404 'Page not found' (spec §8), inside the default layout.
  { id: 'not-found', path: '*', file: 'routes/not-found.tsx' },
]);
