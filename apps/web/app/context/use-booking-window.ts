import { DEFAULT_BOOKING_WINDOW, type BookingWindowLimits } from '@biclou/domain/booking-window';
import { useSession } from './session-context';

/** The longest booking and the start horizon from the booking settings loaded at startup (GET /settings). */
export function useBookingWindow(): BookingWindowLimits {
  const { settings } = useSession();
  return settings
    ? { maxBookingDays: settings.maxBookingDays, maxAdvanceMonths: settings.maxAdvanceMonths }
    : DEFAULT_BOOKING_WINDOW;
}
