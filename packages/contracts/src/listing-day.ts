import { z } from './zod';
import { isoDate } from './dates';

/**
 * GET /listings/:listingId/day?date=YYYY-MM-DD: one day of a live listing as a renter choosing
 * times reads it (domain `BookingDay`, decisions "Booking times: choosing times"). Times are
 * "HH:MM" on the listing's clock; a taken span ends before its `to`, and "24:00" ends the day.
 * Nothing in it says who booked.
 */
/** Without a date: today, on the marketplace's clock (the four countries' zones keep one calendar). */
export const ListingDayQuerySchema = z.object({ date: isoDate('Enter a valid date.').optional() });

const WindowSchema = z.object({ from: z.string(), to: z.string() });

export const ListingDayResponseSchema = z.object({
  date: z.string(),
  /** The listing's clock (IANA, "Europe/Paris"). */
  timeZone: z.string(),
  /** That day's pickup and return windows, both ends included; null when the owner is closed. */
  pickup: WindowSchema.nullable(),
  return: WindowSchema.nullable(),
  minNoticeHours: z.number().int(),
  /** The first pickup allowed now: the notice on, rounded up to the next quarter hour (maybe a later date). */
  earliestPickup: z.object({ date: z.string(), time: z.string() }),
  /** The spans in which every bike is taken (blocking bookings) and the owner's unavailable days, merged, in order. */
  taken: z.array(WindowSchema),
  /** How many of the listing's bikes are in service. */
  units: z.number().int(),
});
export type ListingDayResponse = z.infer<typeof ListingDayResponseSchema>;
