import type { z } from 'zod';
import type {
  AddCalendarFeedRequestSchema,
  CalendarExportResponse,
  CalendarFeedResponse,
  CalendarFeedsResponse,
} from '../calendars';
import { endpoint } from './define';

export const getCalendarExport = /*#__PURE__*/ endpoint<CalendarExportResponse>()(
  'GET',
  '/listings/:listingId/calendar-export',
);
export const regenerateCalendarExport = /*#__PURE__*/ endpoint<CalendarExportResponse>()(
  'POST',
  '/listings/:listingId/calendar-export',
);
export const listCalendarFeeds = /*#__PURE__*/ endpoint<CalendarFeedsResponse>()(
  'GET',
  '/listings/:listingId/calendar-feeds',
);
export const addCalendarFeed = /*#__PURE__*/ endpoint<
  CalendarFeedResponse,
  z.input<typeof AddCalendarFeedRequestSchema>
>()('POST', '/listings/:listingId/calendar-feeds');
export const syncCalendarFeed = /*#__PURE__*/ endpoint<CalendarFeedResponse>()(
  'POST',
  '/listings/:listingId/calendar-feeds/:feedId/sync',
);
export const removeCalendarFeed = /*#__PURE__*/ endpoint<null>()(
  'DELETE',
  '/listings/:listingId/calendar-feeds/:feedId',
);
