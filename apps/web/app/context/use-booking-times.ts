import { canPickUpOn, pickupSlots, returnSlots } from '@biclou/domain/booking-day';
import { useMemo, useState } from 'react';
import { addDays } from '../lib/calendar';
import { useListingDay, type ListingDayState } from './use-listing-day';

/** One of the two pickers: its day, the times it offers and the one chosen. */
interface TimeChoice extends ListingDayState {
  options: string[];
  /** The chosen time, or the default ('' while nothing can be offered). */
  time: string;
  choose(time: string): void;
}

interface BookingTimes {
  /** The first start date offered: today while a pickup is still possible today, else from the listing's notice days, tomorrow at the soonest. */
  earliestStart: string;
  pickup: TimeChoice;
  return: TimeChoice;
  /** The dates make a range the pickers can work on. */
  active: boolean;
  /** Both times are chosen: the quote and the request send them. */
  ready: boolean;
  /** The days could not be read: the request goes without times (whole days in the owner's hours). */
  failed: boolean;
}

interface BookingTimesInput {
  listingId: string;
  today: string;
  start: string;
  end: string;
  /** Times the page came with (the listing page's choice carried to the request page). */
  initial?: { pickupTime?: string; returnTime?: string };
  /** The listing's notice in calendar days: at 0, today's day is read to see whether a pickup is still possible. */
  noticeDays: number;
}

/**
 * The pickup and return times of a request (decisions "Booking times: choosing times"): each day's
 * free times from GET /listings/:id/day, and the renter's choice among them. Until the renter
 * chooses, the pickup is the first time offered and the return the last, which is what a request
 * without times means when the day is free (the owner's whole days); a choice no longer offered
 * (other dates, the pickup moved) falls back to the same defaults.
 */
export function useBookingTimes({
  listingId,
  today,
  start,
  end,
  initial,
  noticeDays,
}: BookingTimesInput): BookingTimes {
  const active = Boolean(start && end && start <= end);
  const sameDay = active && start === end;
  const todayDay = useListingDay(listingId, noticeDays === 0 ? today : null);
  const pickupDay = useListingDay(listingId, active ? start : null);
  const otherDay = useListingDay(listingId, active && !sameDay ? end : null);
  const returnDay = sameDay ? pickupDay : otherDay;
  const [chosen, setChosen] = useState({ pickup: initial?.pickupTime ?? '', back: initial?.returnTime ?? '' });

  const pickupOptions = useMemo(
    () => (pickupDay.day ? pickupSlots(pickupDay.day, { sameDayReturn: sameDay }) : []),
    [pickupDay.day, sameDay],
  );
  const pickupTime = pickupOptions.includes(chosen.pickup) ? chosen.pickup : (pickupOptions[0] ?? '');
  const returnOptions = useMemo(() => {
    if (!returnDay.day || (sameDay && !pickupTime)) return [];
    return returnSlots(returnDay.day, sameDay ? { pickupTime } : {});
  }, [returnDay.day, sameDay, pickupTime]);
  const returnTime = returnOptions.includes(chosen.back) ? chosen.back : (returnOptions.at(-1) ?? '');
  const todayOpen = useMemo(() => (todayDay.day ? canPickUpOn(todayDay.day) : false), [todayDay.day]);

  return {
    earliestStart: todayOpen ? today : addDays(today, Math.max(1, noticeDays)),
    active,
    ready: Boolean(pickupTime && returnTime),
    failed: pickupDay.failed || returnDay.failed,
    pickup: {
      ...pickupDay,
      options: pickupOptions,
      time: pickupTime,
      choose: (time) => setChosen((c) => ({ ...c, pickup: time })),
    },
    return: {
      ...returnDay,
      options: returnOptions,
      time: returnTime,
      choose: (time) => setChosen((c) => ({ ...c, back: time })),
    },
  };
}
