/**
 * The API's endpoint table, as the web calls it: method, path (`:name` marks a path parameter)
 * and the types of response, body and query. Types only (zod-free at run time), so that public
 * pages can import it without the schemas; apps/api/src/test/web-endpoints.test.ts checks it against
 * the API's routes. One file per area, so that a page's chunks carry only the areas it calls.
 */
export type { Endpoint, PathParamNames, QueryValues } from './endpoints/define';
export * from './endpoints/session';
export * from './endpoints/auth';
export * from './endpoints/account';
export * from './endpoints/catalog';
export * from './endpoints/listings';
export * from './endpoints/listing-units';
export * from './endpoints/bookings';
export * from './endpoints/payouts';
export * from './endpoints/admin';
export * from './endpoints/admin-audit';
export * from './endpoints/admin-users';
export * from './endpoints/admin-marketplace';
export * from './endpoints/dev';
export * from './endpoints/notifications';
export * from './endpoints/messaging';
export * from './endpoints/admin-money';
export * from './endpoints/content';
export * from './endpoints/contact';
export * from './endpoints/handover';
export * from './endpoints/admin-templates';
export * from './endpoints/admin-conversations';
export * from './endpoints/deposits';
export * from './endpoints/favourites';
export * from './endpoints/calendars';
