/**
 * The API operations each guarded page of the site calls (its loader, actions and forms), by
 * page id of the web route table (apps/web/app/routing/route-table.ts). guard-parity.test.ts
 * checks that every page with a guard is listed here and that each operation enforces at least
 * the page's guards (decisions "Sweep: API guards"). Public reads a page also makes
 * (categories, places, geocoding, the listing itself) are left out: they answer anyone.
 * Operations use the OpenAPI path: `PUT /api/v1/listings/{listingId}/infos`.
 */
const v1 = (ops: string[]) => ops.map((op) => op.replace(' /', ' /api/v1/'));

const ACCOUNT = v1([
  'GET /user',
  'PUT /account/profile',
  'PUT /account/preferences',
  'PUT /account/password',
  'DELETE /account',
  'POST /account/phone',
  'POST /account/phone/confirm',
  'POST /auth/verify/resend',
]);
const LISTING_EDIT = v1([
  'PUT /listings/{listingId}/infos',
  'PUT /listings/{listingId}/details',
  'PUT /listings/{listingId}/address',
  'PUT /listings/{listingId}/price',
  'POST /listings/{listingId}/photos',
  'PUT /listings/{listingId}/photos',
  'DELETE /listings/{listingId}/photos/{photoId}',
  'POST /listings/{listingId}/publish',
]);
const BOOKING = v1([
  'GET /bookings/{bookingId}',
  'GET /bookings/{bookingId}/cancel-preview',
  'POST /bookings/{bookingId}/cancel',
  'POST /bookings/{bookingId}/disputes',
  'GET /bookings/{bookingId}/review',
  'POST /bookings/{bookingId}/review',
]);
const HANDOVER = v1([
  'GET /bookings/{bookingId}/handover',
  'GET /bookings/{bookingId}/handover/photos/{photoId}',
  'GET /bookings/{bookingId}/handover/report.pdf',
  'POST /bookings/{bookingId}/handover/{kind}/answer',
]);
const HANDOVER_WRITE = v1([
  'GET /bookings/{bookingId}/handover',
  'GET /bookings/{bookingId}/handover/photos/{photoId}',
  'POST /bookings/{bookingId}/handover/{kind}/photos',
  'DELETE /bookings/{bookingId}/handover/{kind}/photos/{photoId}',
  'POST /bookings/{bookingId}/handover/{kind}',
]);
const CHAT = v1([
  'GET /conversations',
  'GET /conversations/unread-count',
  'GET /conversations/{conversationId}',
  'GET /conversations/{conversationId}/messages',
  'POST /conversations/{conversationId}/messages',
  'POST /conversations/{conversationId}/attachments',
  'POST /conversations/{conversationId}/seen',
  'POST /conversations/{conversationId}/close',
]);
const SEO_TEMPLATES = '/admin/seo/page-templates';
const SEO_PAGES = '/admin/seo/locale-pages';
const seoAdmin = (collection: string, param: string) =>
  v1([
    `GET ${collection}`,
    `POST ${collection}`,
    `POST ${collection}/preview`,
    `GET ${collection}/{${param}}`,
    `PUT ${collection}/{${param}}`,
    `DELETE ${collection}/{${param}}`,
  ]);

export const PAGE_OPERATIONS: Record<string, readonly string[]> = {
  'listing-steps': LISTING_EDIT,
  'listing-request': v1(['POST /bookings']),
  account: ACCOUNT,
  dashboard: [],
  'dashboard-chats': CHAT,
  'dashboard-chat': CHAT,
  'messages-thread': CHAT,
  'dashboard-account': ACCOUNT,
  'dashboard-devices': v1(['GET /devices', 'DELETE /devices/{deviceId}']),
  'dashboard-notifications': v1([
    'GET /notifications',
    'GET /notifications/unread-count',
    'POST /notifications/{notificationId}/read',
    'POST /notifications/read-all',
  ]),
  'dashboard-trips': v1(['GET /me/trips', 'GET /me/reviews/pending']),
  'dashboard-favourites': v1([
    'GET /favourites',
    'GET /favourites/ids',
    'PUT /favourites/{listingId}',
    'DELETE /favourites/{listingId}',
  ]),
  'dashboard-payouts': v1([
    'GET /me/balance',
    'GET /me/banking',
    'PUT /me/banking',
    'POST /me/banking/verify',
    'POST /me/banking/refresh',
    'GET /me/earnings',
    'GET /me/payouts/available',
    'GET /me/payouts',
    'POST /me/payouts',
  ]),
  'dashboard-bookings': v1(['GET /me/bookings']),
  'dashboard-listings': v1(['GET /me/listings']),
  'dashboard-booking': [
    ...BOOKING,
    'GET /api/v1/bookings/{bookingId}/handover',
    ...v1(['POST /bookings/{bookingId}/accept', 'POST /bookings/{bookingId}/reject']),
  ],
  'dashboard-trip': [...BOOKING, 'GET /api/v1/bookings/{bookingId}/handover'],
  'dashboard-booking-handover': HANDOVER,
  'dashboard-trip-handover': HANDOVER,
  'dashboard-handover-checkin': HANDOVER_WRITE,
  'dashboard-handover-checkout': HANDOVER_WRITE,
  'dashboard-trip-pay': v1([
    'GET /bookings/{bookingId}',
    'POST /bookings/{bookingId}/pay',
    'POST /bookings/{bookingId}/pay/confirm',
  ]),
  'dashboard-listing': [
    ...LISTING_EDIT,
    ...v1([
      'PUT /listings/{listingId}/availability',
      'GET /listings/{listingId}/calendar-export',
      'POST /listings/{listingId}/calendar-export',
      'GET /listings/{listingId}/calendar-feeds',
      'POST /listings/{listingId}/calendar-feeds',
      'POST /listings/{listingId}/calendar-feeds/{feedId}/sync',
      'DELETE /listings/{listingId}/calendar-feeds/{feedId}',
      'GET /listings/{listingId}/units',
      'POST /listings/{listingId}/units',
      'PUT /listings/{listingId}/units/{unitId}',
      'DELETE /listings/{listingId}/units/{unitId}',
      'POST /listings/{listingId}/pause',
      'POST /listings/{listingId}/reactivate',
      'DELETE /listings/{listingId}',
    ]),
  ],
  admin: v1(['GET /admin/dashboard']),
  'admin-media': v1(['GET /admin/media', 'POST /admin/media/{photoId}/delete']),
  'admin-bookings': v1(['GET /admin/bookings']),
  'admin-settings': v1(['GET /admin/settings', 'PUT /admin/settings', 'GET /admin/audit']),
  'admin-countries': v1(['GET /admin/countries', 'PUT /admin/countries/{code}']),
  'admin-users': v1(['GET /admin/users']),
  'admin-payouts': v1(['GET /admin/payouts', 'GET /admin/payouts/export']),
  'admin-disputes': v1(['GET /admin/disputes']),
  'admin-listings': v1(['GET /admin/listings', 'GET /admin/countries']),
  'admin-user': v1([
    'GET /admin/users/{userId}',
    'POST /admin/users/{userId}/suspend',
    'POST /admin/users/{userId}/unsuspend',
    'POST /admin/users/{userId}/resend-verification',
    'POST /admin/users/{userId}/password-reset',
    'PUT /admin/users/{userId}/role',
    'POST /admin/users/{userId}/anonymise',
    'GET /admin/audit',
  ]),
  'admin-devices': v1(['GET /admin/devices', 'DELETE /admin/devices/{deviceId}']),
  'admin-audit': v1(['GET /admin/audit']),
  'admin-templates': v1(['GET /admin/templates']),
  'admin-conversation': v1([
    'GET /admin/conversations/{conversationId}',
    'GET /admin/conversations/{conversationId}/messages',
  ]),
  'admin-template': v1([
    'GET /admin/templates/{slug}/{locale}',
    'POST /admin/templates/{slug}/{locale}/preview',
    'PUT /admin/templates/{slug}/{locale}',
    'DELETE /admin/templates/{slug}/{locale}',
    'GET /admin/audit',
  ]),
  'admin-payout': v1([
    'GET /admin/payouts/{payoutId}',
    'POST /admin/payouts/{payoutId}/process',
    'POST /admin/payouts/{payoutId}/fail',
    'GET /admin/audit',
  ]),
  'admin-booking': v1([
    'GET /admin/bookings/{bookingId}',
    'GET /admin/bookings/{bookingId}/cancel-preview',
    'POST /admin/bookings/{bookingId}/cancel',
    'GET /admin/audit',
  ]),
  // The handover reads are the parties' own routes (`auth`), which also answer admins by object: as
  // the admin's booking page reads the deposit and the reports, none of them is an admin-only route.
  'admin-booking-handover': [],
  'admin-dispute': v1([
    'GET /admin/disputes/{disputeId}',
    'POST /admin/disputes/{disputeId}/resolve',
    'GET /admin/audit',
  ]),
  'admin-listing': v1([
    'GET /admin/listings/{listingId}',
    'POST /admin/listings/{listingId}/suspend',
    'POST /admin/listings/{listingId}/unsuspend',
    'GET /admin/audit',
  ]),
  'admin-categories': v1([
    'GET /admin/categories',
    'POST /admin/categories',
    'POST /admin/categories/reorder',
    'PUT /admin/categories/{categoryId}',
    'DELETE /admin/categories/{categoryId}',
    'POST /admin/categories/{categoryId}/sub-categories',
    'POST /admin/categories/{categoryId}/sub-categories/reorder',
    'PUT /admin/sub-categories/{subCategoryId}',
    'DELETE /admin/sub-categories/{subCategoryId}',
  ]),
  'admin-reviews': v1([
    'GET /admin/reviews',
    'POST /admin/reviews/{reviewId}/hide',
    'POST /admin/reviews/{reviewId}/unhide',
  ]),
  'admin-locale-pages': seoAdmin(SEO_PAGES, 'localePageId'),
  'admin-page-templates': seoAdmin(SEO_TEMPLATES, 'pageTemplateId'),
  'admin-locale-page': seoAdmin(SEO_PAGES, 'localePageId'),
  'admin-page-template': seoAdmin(SEO_TEMPLATES, 'pageTemplateId'),
};
