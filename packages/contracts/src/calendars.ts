import { z } from './zod';
import { CALENDAR_FEED_ERRORS, type CalendarFeedError } from './calendar-constants';

/**
 * GET|POST /listings/:listingId/calendar-export: the listing's secret calendar address, as a path
 * on the site (`/calendars/<listing>/<token>.ics`); the page puts its own origin in front. POST
 * makes a new one, and the old one answers 404 from then on.
 */
export const CalendarExportResponseSchema = z.object({ path: z.string() });
export type CalendarExportResponse = z.infer<typeof CalendarExportResponseSchema>;

export const CalendarFeedParamsSchema = z.object({ listingId: z.uuid(), feedId: z.uuid() });

const FEED_URL_MESSAGE = 'Enter the calendar’s address, starting with http:// or https://.';

/** POST /listings/:listingId/calendar-feeds: a name people recognise and the feed's iCal address. */
export const AddCalendarFeedRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give this calendar a name.').max(60, 'The name is at most 60 characters.'),
  url: z
    .string()
    .trim()
    .max(2000, 'The address is at most 2,000 characters.')
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, FEED_URL_MESSAGE),
});
export type AddCalendarFeedRequest = z.infer<typeof AddCalendarFeedRequestSchema>;

/**
 * One external calendar the listing follows: when it was last read, and why the last try failed
 * (`lastError`, a word: its sentence is `CALENDAR_FEED_ERRORS`), null when it worked.
 */
export const CalendarFeedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.enum(Object.keys(CALENDAR_FEED_ERRORS) as [CalendarFeedError, ...CalendarFeedError[]]).nullable(),
  /** The busy spans it blocks now. */
  blockCount: z.number().int(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedsResponseSchema = z.object({ feeds: z.array(CalendarFeedSchema) });
export type CalendarFeedsResponse = z.infer<typeof CalendarFeedsResponseSchema>;
export const CalendarFeedResponseSchema = z.object({ feed: CalendarFeedSchema });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;
