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
  // listings: a deleted account's listings are deleted with it (and their photos).
  account: ['auth', 'bookings', 'listings', 'users'],
  // The shared admin pieces (audit rows, guards, keyset pages) import no module: any module may link it.
  admin: [],
  'admin-dashboard': ['admin'],
  // admin-money: the media lists page with its keyset cursor (decodeCursor, pageOf).
  'admin-media': ['admin', 'admin-money'],
  // handover: a dispute shows whether the booking has its handover reports (its evidence).
  'admin-money': ['admin', 'bookings', 'handover', 'messaging', 'payouts'],
  'admin-templates': ['admin'],
  'admin-users': ['account', 'admin', 'auth', 'messaging', 'money'],
  auth: ['users'],
  backoffice: ['admin'],
  blog: ['content'],
  bookings: ['listings', 'money', 'settings'],
  catalog: [],
  contact: [],
  content: ['settings'],
  'csp-reports': [],
  // A deposit hold belongs to a booking, is placed on its payment's card and waits for its handover reports;
  // admin: the claim's decision is audited.
  deposits: ['admin', 'bookings', 'handover', 'money'],
  dev: [],
  devices: ['auth'],
  geo: [],
  // A handover report belongs to a booking (its parties, its lock, its events); its photos go through the media pipeline.
  handover: ['bookings', 'media'],
  health: [],
  listings: ['catalog', 'media', 'members'],
  media: [],
  members: [],
  // admin: an admin writing in or closing two members' conversation is audited.
  messaging: ['admin', 'bookings', 'media', 'notifications'],
  money: [],
  notifications: ['bookings'],
  payouts: ['account', 'money', 'settings', 'users'],
  phone: ['users'],
  places: [],
  reviews: ['bookings', 'listings'],
  search: ['bookings', 'listings', 'places', 'settings'],
  // admin: page templates and locale pages are admin writes, audited.
  seo: ['admin', 'content', 'listings', 'places'],
  settings: [],
  // deposits: a lapsed card hold (payment_intent.canceled, reason automatic) marks the hold expired.
  'stripe-webhooks': ['bookings', 'deposits', 'money', 'payouts'],
  users: [],
} as const satisfies Record<string, readonly string[]>;

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
