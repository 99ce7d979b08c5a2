// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { bookingOfParty, lockBookingAs } from './booking-access';
export { userHasBookingIn, type BookingRow } from './booking-repository';
export { loadBookingSettings, rates } from './booking-settings';
export { listingBookings } from './listing-bookings';
export { publishPaid } from './pay-booking';
export { applyProviderPayment } from './provider-payments';
export {
  createBookingEventHub,
  type BookingEvent,
  type BookingEventContext,
  type BookingEventHub,
  type BookingEventType,
} from './booking-events';
export { mailOnBookingEvent } from './booking-event-mails';
export {
  HANDOVER_OR_DEPOSIT_EVENT_TYPES,
  isHandoverOrDepositEvent,
  type BookingEventOf,
  type DepositEventType,
  type HandoverEventType,
  type HandoverOrDepositEventType,
} from './booking-event-types';
export {
  ADMIN_REFUND_CHOICES,
  adminCancelBooking,
  adminCancelPreview,
  type AdminRefundChoice,
} from './admin-cancel-booking';
export { resolveDispute } from './resolve-dispute';
export { cancelWithoutPenalty } from './cancel-booking';
export { findBooking } from './booking-repository';
export { mailFacts } from './booking-party-repository';
export { toAdminBooking, toBooking } from './booking-view';
