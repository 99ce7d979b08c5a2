import { createHmac, timingSafeEqual } from 'node:crypto';

/** 32 base64url characters: 192 bits of the HMAC, more than anyone can guess. */
const TOKEN_LENGTH = 32;

/**
 * The secret part of a listing's calendar address: an HMAC of the listing and its version under the
 * app's secret. Nothing that opens the calendar is stored; a new version (or a new SECRET_KEY)
 * makes every older address answer 404.
 */
export function calendarToken(secret: string, listingId: string, version: number): string {
  return createHmac('sha256', secret)
    .update(`listing-calendar:${listingId}:${version}`)
    .digest('base64url')
    .slice(0, TOKEN_LENGTH);
}

export function isCalendarToken(secret: string, listingId: string, version: number, token: string): boolean {
  const expected = Buffer.from(calendarToken(secret, listingId, version));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address's path on the site; the route is `calendar-feed-routes.ts`. */
export const calendarPath = (listingId: string, token: string) => `/calendars/${listingId}/${token}.ics`;
