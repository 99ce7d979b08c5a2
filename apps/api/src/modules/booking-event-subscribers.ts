import { bookingEvents } from './bookings';
import { notifyOnBookingEvent } from './notifications';
import { lineOnBookingEvent } from './messaging';
import { mailOnHandoverEvent } from './handover';
import { holdOnCheckin, mailOnDepositEvent } from './deposits';

/**
 * Other modules' subscribers to the booking-events hub (docs/architecture.md "Booking events").
 * Bookings registers its own (the emails) in booking-events.ts; a module that reacts to booking
 * changes exports a handler from its surface and is subscribed here, once per process (this file is
 * imported for its effect by modules/index.ts and run-due-jobs.ts), so bookings imports none of them.
 */
bookingEvents.subscribe('*', notifyOnBookingEvent);
bookingEvents.subscribe('*', lineOnBookingEvent);
bookingEvents.subscribe('*', mailOnHandoverEvent);
bookingEvents.subscribe('handover.checkin_confirmed', holdOnCheckin);
bookingEvents.subscribe('*', mailOnDepositEvent);
