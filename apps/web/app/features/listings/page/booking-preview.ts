import { checkBookingWindow, latestStart, type BookingWindowLimits } from '@biclou/domain/booking-window';
import { priceBooking, type PriceBreakdown } from '@biclou/domain/pricing';
import { addDays, daysBetweenInclusive, rangesOverlap, type DateRange, type IsoDate } from '../../../lib/calendar';
import type { Rates } from '../pricing/earnings-example';

type PreviewProblem = 'end-before-start' | 'notice' | 'too-short' | 'too-long' | 'too-far' | 'unavailable';

export interface PreviewInput {
  start: IsoDate;
  end: IsoDate;
  today: IsoDate;
  listing: {
    pricePerDayCents: number;
    discount7Days: number;
    discount30Days: number;
    minBookingDays: number;
    noticeDays: number;
  };
  accessories: readonly { pricePerDayCents: number }[];
  blocked: readonly DateRange[];
  rates: Rates;
  /** The booking settings' longest booking and horizon. */
  limits: BookingWindowLimits;
}

interface Preview {
  breakdown: PriceBreakdown | null;
  problem: PreviewProblem | null;
  /** The first start date the notice allows. */
  earliestStart: IsoDate;
  /** The last start date the horizon allows. */
  latestStart: IsoDate;
}

/**
 * The listing page's price preview: the server's own `priceBooking`, plus the rules a request
 * must respect (longest booking and horizon, notice, minimum duration, unavailable days), so the
 * renter knows before asking.
 */
export function previewBooking({
  start,
  end,
  today,
  listing,
  accessories,
  blocked,
  rates,
  limits,
}: PreviewInput): Preview {
  const earliestStart = addDays(today, listing.noticeDays);
  const dates = { earliestStart, latestStart: latestStart(today, limits.maxAdvanceMonths) };
  if (!start || !end) return { breakdown: null, problem: null, ...dates };
  if (end < start) return { breakdown: null, problem: 'end-before-start', ...dates };
  // Outside the settings' window the server prices nothing (a 422): neither does the preview.
  const outside = checkBookingWindow({ startDate: start, endDate: end }, today, limits);
  if (outside.length)
    return { breakdown: null, problem: outside[0] === 'max_duration' ? 'too-long' : 'too-far', ...dates };
  const breakdown = priceBooking({
    startDate: start,
    endDate: end,
    pricePerDayCents: listing.pricePerDayCents,
    discount7Pct: listing.discount7Days,
    discount30Pct: listing.discount30Days,
    accessories,
    ...rates,
  });
  let problem: PreviewProblem | null = null;
  if (start < earliestStart) problem = 'notice';
  else if (daysBetweenInclusive(start, end) < listing.minBookingDays) problem = 'too-short';
  else if (blocked.some((r) => rangesOverlap(r, { start, end }))) problem = 'unavailable';
  return { breakdown, problem, ...dates };
}
