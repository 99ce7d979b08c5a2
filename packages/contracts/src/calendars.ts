import { z } from './zod';

/**
 * GET|POST /listings/:listingId/calendar-export: the listing's secret calendar address, as a path
 * on the site (`/calendars/<listing>/<token>.ics`); the page puts its own origin in front. POST
 * makes a new one, and the old one answers 404 from then on.
 */
export const CalendarExportResponseSchema = z.object({ path: z.string() });
export type CalendarExportResponse = z.infer<typeof CalendarExportResponseSchema>;
