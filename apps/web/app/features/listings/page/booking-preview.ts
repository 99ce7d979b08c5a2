import { checkBookingWindow, latestStart, type BookingWindowLimits } from '@biclou/domain/booking-window';
import { addDays, daysBetweenInclusive, rangesOverlap, type DateRange, type IsoDate } from '../../../lib/calendar';

type PreviewProblem =
  'end-before-start' | 'today-closed' | 'notice' | 'too-short' | 'too-long' | 'too-far' | 'unavailable';

export interface PreviewInput {
  start: IsoDate;
  end: IsoDate;
  today: IsoDate;
  /** The first start offered: today while a pickup is still possible today (`useBookingTimes`). */
  earliestStart: IsoDate;
  listing: { minBookingDays: number; noticeDays: number };
  blocked: readonly DateRange[];
  /** The booking settings' longest booking and horizon. */
  limits: BookingWindowLimits;
}

interface Preview {
  problem: PreviewProblem | null;
  /** The last start date the horizon allows. */
  latestStart: IsoDate;
}

/**
 * The listing page's date rules, checked as the renter types, before any time is chosen or price
 * asked (the server prices, `GET /bookings/quote`): longest booking and horizon, notice, minimum
 * duration, and unavailable days strictly between the first and the last: those two days may
 * still have free hours, which their time pickers show (decisions "Booking times: choosing times").
 */
export function previewBooking({ start, end, today, earliestStart, listing, blocked, limits }: PreviewInput): Preview {
  const dates = { latestStart: latestStart(today, limits.maxAdvanceMonths) };
  if (!start || !end) return { problem: null, ...dates };
  if (end < start) return { problem: 'end-before-start', ...dates };
  const outside = checkBookingWindow({ startDate: start, endDate: end }, today, limits);
  if (outside.length) return { problem: outside[0] === 'max_duration' ? 'too-long' : 'too-far', ...dates };
  let problem: PreviewProblem | null = null;
  if (start < earliestStart) problem = listing.noticeDays === 0 ? 'today-closed' : 'notice';
  else if (daysBetweenInclusive(start, end) < listing.minBookingDays) problem = 'too-short';
  else if (
    end > addDays(start, 1) &&
    blocked.some((r) => rangesOverlap(r, { start: addDays(start, 1), end: addDays(end, -1) }))
  )
    problem = 'unavailable';
  return { problem, ...dates };
}
