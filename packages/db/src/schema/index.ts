/**
 * The Drizzle schema, one file per area. Area files import only the areas below them, never back:
 *   columns ← reference ← users ← listings ← bookings ← money, payouts, reviews;  users, listings ← favourites;  listings ← calendars
 *   reference, listings ← places ← seo;  bookings ← notifications;  bookings ← handover, deposits;  users ← contact, media;  platform and stripe stand alone.
 * Other workspaces import the whole schema from `@biclou/db/schema` (this file); drizzle-kit reads it too.
 */
export * from './platform';
export * from './reference';
export * from './users';
export * from './listings';
export * from './bookings';
export * from './money';
export * from './payouts';
export * from './stripe';
export * from './places';
export * from './seo';
export * from './reviews';
export * from './favourites';
export * from './calendars';
export * from './notifications';
export * from './messaging';
export * from './admin';
export * from './contact';
export * from './handover';
export * from './deposits';
export * from './media';
