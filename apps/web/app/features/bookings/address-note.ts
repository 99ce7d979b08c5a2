import { renterSeesExactAddress, type BookingStatus } from '@biclou/domain/booking-status';

/**
 * What a renter reads where the exact address would be: a request may still be accepted (then the
 * address shows); a booking that was rejected, expired or canceled never shows it again, so it
 * promises nothing. Null when the address is shown.
 */
export function addressNoteKey(
  status: BookingStatus,
): 'bookings.detail.address-hidden' | 'bookings.detail.address-closed' | null {
  if (renterSeesExactAddress(status)) return null;
  return status === 'requested' ? 'bookings.detail.address-hidden' : 'bookings.detail.address-closed';
}
