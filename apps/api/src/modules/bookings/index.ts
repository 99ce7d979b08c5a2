// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { bookingOfParty, lockBookingAs } from './booking-access';
export { userHasBookingIn } from './repositories/booking-list-repository';
export { type BookingRow } from './repositories/booking-repository';
export { loadBookingSettings, rates } from './booking-settings';
export { listingBookings } from './listing-bookings';
export { publishPaid } from './operations/pay-booking';
export { applyProviderPayment } from './operations/provider-payments';
export {
  createBookingEventHub,
  type BookingEvent,
  type BookingEventContext,
  type BookingEventHub,
} from './events/booking-events';
export { mailOnBookingEvent } from './events/booking-event-mails';
export { adminCancelBooking, adminCancelPreview } from './operations/admin-cancel-booking';
export { resolveDispute } from './operations/resolve-dispute';
export { cancelWithoutPenalty } from './operations/cancel-booking';
export { findBooking } from './repositories/booking-repository';
export { mailFacts } from './repositories/booking-party-repository';
export { toAdminBooking, toBooking } from './booking-view';
