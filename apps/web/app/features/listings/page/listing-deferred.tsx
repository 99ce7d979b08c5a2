import { deferred } from '../../../components/deferred';

/**
 * Deferred, not client-only (decisions "Page weight"): the server renders these parts exactly as
 * before; the browser fetches their chunk as soon as the page's code runs and React hydrates them
 * when it arrives. `<html data-hydrated>` waits for them, like the header's menus.
 */
const parts = () => import('./listing-deferred-parts');

export const AvailabilityCalendar = deferred(() => parts().then((m) => m.AvailabilityCalendar));
export const BookingCard = deferred(() => parts().then((m) => m.BookingCard));
export const OwnerCard = deferred(() => parts().then((m) => m.OwnerCard));
export const StatusBanner = deferred(() => parts().then((m) => m.StatusBanner));
export const LazyMap = deferred(() => parts().then((m) => m.LazyMap));
export const ListingCancelation = deferred(() => parts().then((m) => m.ListingCancelation));
export const ListingFacts = deferred(() => parts().then((m) => m.ListingFacts));
export const ListingGallery = deferred(() => parts().then((m) => m.ListingGallery));
export const HoursSummary = deferred(() => parts().then((m) => m.HoursSummary));
export const MobileBookingBar = deferred(() => parts().then((m) => m.MobileBookingBar));
export const FavouriteHeart = deferred(() => parts().then((m) => m.FavouriteHeart));

/** The page of a listing no longer available: few visits show it, so its code (cards included) loads only then. */
export const ListingUnavailable = deferred(() => import('./listing-unavailable').then((m) => m.ListingUnavailable), {
  onDemand: true,
});
