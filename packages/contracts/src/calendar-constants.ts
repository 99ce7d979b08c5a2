/**
 * Why a calendar feed could not be read, and the sentence people read for each (the web translates
 * it through the catalogue's `server` section). Zod-free, so the listing's page shows a feed's last
 * error without loading the schemas.
 */
export const CALENDAR_FEED_ERRORS = {
  scheme: 'The address must start with http:// or https://.',
  dns: 'No server answers to this address.',
  address: 'This address points into a private network, which Biclou does not reach.',
  redirects: 'This address redirects too many times.',
  timeout: 'The calendar did not answer within 10 seconds.',
  too_large: 'The calendar is larger than 2 MB.',
  html: 'This address shows a web page, not a calendar: copy the iCal (.ics) export address instead.',
  content_type: 'This address does not answer with a calendar.',
  http_status: 'The calendar’s server answered with an error.',
  network: 'The calendar’s server could not be reached.',
  malformed: 'This calendar could not be read: it is not valid iCal.',
} as const;
export type CalendarFeedError = keyof typeof CALENDAR_FEED_ERRORS;

/** How many external calendars one listing may follow. */
export const MAX_CALENDAR_FEEDS = 5;
