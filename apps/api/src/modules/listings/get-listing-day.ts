import type { ListingDayResponse } from '@biclou/contracts/listing-day';
import { earliestPickup, END_OF_DAY, takenSpansOfDay } from '@biclou/domain/booking-day';
import { isPubliclyVisible } from '@biclou/domain/listing-status';
import { listingTimeZone, weekdayOf } from '@biclou/domain/listing-time-zone';
import { effectiveOpeningHours } from '@biclou/domain/opening-hours';
import { parisToday } from '@biclou/domain/paris-calendar';
import type { RequestContext } from '../../platform/http/request-context';
import { findListingDay } from './listing-day-repository';
import { listImportedSpans } from './imported-block-repository';
import { fullyTaken } from './unit-view';
import { listingNotFound } from './owned-listing';

/**
 * GET day: one day of a live listing for the time pickers (decisions "Booking times: choosing
 * times"): its windows on the listing's clock (its hours, else its owner's, else the
 * marketplace's), the notice and the earliest pickup it allows now, and the spans blocking bookings
 * and unavailable days take. The same answer for anyone, so the page cache may keep it; the owner's
 * own listing off line is a 404 like any other (nobody books it).
 */
export async function getListingDay(
  ctx: RequestContext,
  listingId: string,
  asked: string | undefined,
): Promise<ListingDayResponse> {
  const { db, clock } = ctx.deps;
  const date = asked ?? parisToday(clock.now());
  const row = await findListingDay(db, listingId, date);
  if (!row || !isPubliclyVisible(row.status) || !row.ownerActive) throw listingNotFound();
  const hours = effectiveOpeningHours(row.openingHours, row.ownerHours);
  const timeZone = listingTimeZone(row.country);
  const windows = hours.closedDates.includes(date) ? null : hours.week[weekdayOf(date)];
  const spans = fullyTaken(row.booked, row.units, clock.now());
  // The external calendars' busy times around the day (a day either side covers every zone's clock).
  const around = Date.parse(`${date}T00:00:00Z`);
  spans.push(
    ...(await listImportedSpans(db, listingId, new Date(around - 86_400_000), new Date(around + 2 * 86_400_000))),
  );
  return {
    date,
    timeZone,
    pickup: windows && { from: windows.pickup.from, to: windows.pickup.to },
    return: windows && { from: windows.return.from, to: windows.return.to },
    minNoticeHours: hours.minNoticeHours,
    earliestPickup: earliestPickup({
      now: clock.now(),
      minNoticeHours: hours.minNoticeHours,
      noticeDays: row.noticeDays,
      timeZone,
    }),
    // An unavailable day is taken whole; bookings inside it add nothing.
    taken: row.unavailable ? [{ from: '00:00', to: END_OF_DAY }] : takenSpansOfDay(date, timeZone, spans),
    units: row.units,
  };
}
