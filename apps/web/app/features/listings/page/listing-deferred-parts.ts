/**
 * The listing page's parts that are not needed to paint its first screen, in one chunk loaded
 * beside the page's code (listing-deferred.tsx): the booking card and its price preview, the
 * availability calendar, the owner's banner and card, the gallery's script (its lightbox), the
 * facts, the pickup and return hours, the cancellation terms, the map's frame, the phone's booking bar and the favourite heart. (The reviews are the reviews area's, deferred
 * in its own chunk: reviews/listing-reviews-deferred.tsx, composed in by the route.)
 */
export { AvailabilityCalendar } from '../availability/availability-calendar';
export { BookingCard } from './booking-card';
export { OwnerCard } from './owner-card';
export { StatusBanner } from './status-banner';
export { LazyMap } from '../../maps/lazy-map';
export { ListingCancelation } from './listing-cancelation';
export { ListingFacts } from './listing-facts';
export { ListingGallery } from './listing-gallery';
export { HoursSummary } from '../hours/hours-summary';
export { MobileBookingBar } from './mobile-booking-bar';
export { FavouriteHeart } from '../../../context/favourites/favourite-heart';
