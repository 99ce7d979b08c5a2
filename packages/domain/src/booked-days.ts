/**
 * The listing calendar's view of bookings: which dates are taken whole and which still have free
 * hours. A booking from 14:00 to 18:00 leaves its morning free, and a week's rental returned at
 * 10:00 leaves the rest of that day: those dates are "partly booked", bookable as a first or last
 * day with the times their pickers offer, never inside a longer rental.
 */
import { canPickUpOn, freeSpans, nextDate, returnSlots, takenSpansOfDay, type BookingDay } from './booking-day';
import { instantToLocal, weekdayOf } from './listing-time-zone';
import type { OpeningHours } from './opening-hours';

interface Span {
  pickupAt: Date;
  returnAt: Date;
}

/** Dates on the listing's clock, both ends included. */
interface DatePeriod {
  start: string;
  end: string;
}

interface BookedDays {
  /** Dates no pickup and no return can use any more, merged into periods, in order. */
  booked: DatePeriod[];
  /** Dates a booking touches that still have a free pickup or return time, in order. */
  partlyBooked: string[];
}

/** The day before a date: `previousDate('2027-01-01')` = '2026-12-31'. */
function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The dates a span touches on the clock: a return at midnight does not touch its day. */
function datesOf(span: Span, timeZone: string): string[] {
  const first = instantToLocal(span.pickupAt, timeZone).date;
  const back = instantToLocal(span.returnAt, timeZone);
  const last = back.time === '00:00' && back.date > first ? previousDate(back.date) : back.date;
  const out: string[] = [];
  for (let d = first; d <= last; d = nextDate(d)) out.push(d);
  return out;
}

/**
 * Splits the dates blocking bookings touch into whole and partly booked, by the listing's hours:
 * a date is partly booked while part of its opening is free and some pickup (for that day or a
 * longer rental) or some return (ending a rental there) fits in it. A whole-day booking, 08:00 to
 * 20:00 in 08:00–20:00 hours, leaves nothing: a handover right at its ends is no free time to show.
 * The notice is not read here: the date pickers' first day says it. Example, hours 08:00–20:00, a
 * booking Mon 14:00 → Wed 10:00: Mon and Wed partly booked, Tue booked.
 */
export function bookedDays(spans: readonly Span[], hours: OpeningHours, timeZone: string): BookedDays {
  const dates = [...new Set(spans.flatMap((s) => datesOf(s, timeZone)))].sort();
  const booked: DatePeriod[] = [];
  const partlyBooked: string[] = [];
  for (const date of dates) {
    const windows = hours.closedDates.includes(date) ? null : hours.week[weekdayOf(date)];
    const day: BookingDay = {
      date,
      timeZone,
      pickup: windows?.pickup ?? null,
      return: windows?.return ?? null,
      earliestPickup: { date, time: '00:00' },
      taken: takenSpansOfDay(date, timeZone, spans),
    };
    if (freeSpans(day).length > 0 && (canPickUpOn(day) || returnSlots(day).length > 0)) {
      partlyBooked.push(date);
      continue;
    }
    const last = booked.at(-1);
    if (last && nextDate(last.end) === date) last.end = date;
    else booked.push({ start: date, end: date });
  }
  return { booked, partlyBooked };
}
