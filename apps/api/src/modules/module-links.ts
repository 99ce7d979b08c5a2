/**
 * The API's boundaries as data, in one place. eslint.config.js builds its zones from these lists
 * (import/no-restricted-paths, and the "file in no zone" check), and scripts/module-links.test.ts
 * checks that docs/architecture.md ("Module links") shows the same table, that every module folder
 * has an entry and that every link is used by an import. Plain data with no imports: the lint
 * configuration loads this file before anything else.
 */

/**
 * Which modules each module may import, always through their public surface (modules/<x>/index.ts).
 * The links run one way (stripe-webhooks → bookings/payouts → money) and make no cycle; a new link
 * needs a reason, and a link no import uses is removed.
 */
export const MODULE_LINKS = {
  // listings: a deleted account's listings are deleted with it (and their photos); favourites: its kept bikes and its listings' go too.
  account: ['auth', 'bookings', 'favourites', 'listings', 'users'],
  // The admin zone (modules/admin/<area>/, ADMIN_ZONE below): one module per area.
  // admin/shared, the audit rows, guards and keyset pages, imports no module: any module may link it.
  'admin/shared': [],
  'admin/dashboard': ['admin/shared'],
  // admin/money: the media lists page with its keyset cursor (decodeCursor, pageOf).
  'admin/media': ['admin/money', 'admin/shared'],
  // handover: a dispute shows whether the booking has its handover reports (its evidence).
  'admin/money': ['admin/shared', 'bookings', 'handover', 'messaging', 'payouts'],
  // The marketplace's settings, countries, categories, listings and reviews; it reads their tables itself.
  'admin/marketplace': ['admin/shared'],
  'admin/templates': ['admin/shared'],
  'admin/users': ['account', 'admin/shared', 'auth', 'messaging', 'money'],
  auth: ['users'],
  blog: ['content'],
  bookings: ['listings', 'money', 'settings'],
  // A listing's calendar sync: the owner's listing (ownership, title); it reads the bookings' and blocks' tables itself.
  'calendar-sync': ['listings'],
  catalog: [],
  contact: [],
  content: ['settings'],
  'csp-reports': [],
  // A deposit hold belongs to a booking, is placed on its payment's card and waits for its handover reports;
  // admin/shared: the claim's decision is audited.
  deposits: ['admin/shared', 'bookings', 'handover', 'money'],
  dev: [],
  devices: ['auth'],
  // The bikes a member keeps; it reads the listings' table itself (listings links it: a deleted listing's rows go, the owner's counts).
  favourites: [],
  geo: [],
  // A handover report belongs to a booking (its parties, its lock, its events); its photos go through the media pipeline.
  handover: ['bookings', 'media'],
  health: [],
  listings: ['catalog', 'favourites', 'media', 'members'],
  media: [],
  members: [],
  // admin/shared: an admin writing in or closing two members' conversation is audited.
  messaging: ['admin/shared', 'bookings', 'media', 'notifications'],
  money: [],
  notifications: ['bookings'],
  payouts: ['account', 'money', 'settings', 'users'],
  phone: ['users'],
  places: [],
  reviews: ['bookings', 'listings'],
  search: ['bookings', 'listings', 'places', 'settings'],
  // admin/shared: page templates and locale pages are admin writes, audited.
  seo: ['admin/shared', 'content', 'listings', 'places'],
  settings: [],
  // deposits: a lapsed card hold (payment_intent.canceled, reason automatic) marks the hold expired.
  'stripe-webhooks': ['bookings', 'deposits', 'money', 'payouts'],
  users: [],
} as const satisfies Record<string, readonly string[]>;

/**
 * The admin zone: every admin page's endpoints live in modules/admin/<area>/, each area a module of
 * its own (its entry above is 'admin/<area>'). The admin areas import other modules' index.ts along
 * their links; a module outside the zone imports no admin area but ADMIN_SHARED (the audit writer,
 * the admin guard and keyset pages an area's own admin action needs), through its index.ts and
 * where linked above. eslint.config.js and scripts/module-links.test.ts both hold it.
 */
export const ADMIN_ZONE = 'admin';
export const ADMIN_SHARED = 'admin/shared';

/** Composition files of modules/ a module may use: the dev module runs every module's jobs (/dev/jobs/run). */
export const MODULE_ROOT_LINKS = {
  dev: ['run-due-jobs.ts'],
} as const satisfies Partial<Record<keyof typeof MODULE_LINKS, readonly string[]>>;

/**
 * The files at the root of apps/api/src: the composition root. They build the process (boot
 * environment, configuration, database, deps, the app, the scheduler) or are an entry point of
 * their own (`npm run media:to-s3`). They import platform/, the composition files below and a
 * module's index.ts, never a module's internal file; no module and no platform file imports them.
 */
export const COMPOSITION_ROOT = ['app.ts', 'boot-env.ts', 'main.ts', 'media-to-s3.ts', 'seed-demo-data.ts'] as const;

/**
 * The files at the root of apps/api/src/modules: they compose the modules (routes, jobs, the deps
 * modules add, the event hubs among them) and may import any module's files.
 */
export const MODULE_COMPOSITION_FILES = [
  'index.ts',
  'jobs.ts',
  'module-deps.ts',
  'module-links.ts',
  'run-due-jobs.ts',
] as const;
