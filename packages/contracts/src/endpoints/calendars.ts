import type { CalendarExportResponse } from '../calendars';
import { endpoint } from './define';

export const getCalendarExport = /*#__PURE__*/ endpoint<CalendarExportResponse>()(
  'GET',
  '/listings/:listingId/calendar-export',
);
export const regenerateCalendarExport = /*#__PURE__*/ endpoint<CalendarExportResponse>()(
  'POST',
  '/listings/:listingId/calendar-export',
);
