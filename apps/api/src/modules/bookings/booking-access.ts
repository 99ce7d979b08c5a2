import { BOOKING_PARTY_MESSAGES } from '@biclou/contracts/bookings';
import type { Tx, DbOrTx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import { findBooking, lockBooking, type BookingRow } from './repositories/booking-repository';

export const bookingNotFound = () => AppError.notFound('Booking not found');

/** The booking if the user is its renter or its owner; anyone else gets the same 404 as a missing id. */
export async function bookingOfParty(tx: DbOrTx, bookingId: string, userId: string): Promise<BookingRow> {
  const row = await findBooking(tx, bookingId);
  if (!row || (row.renterId !== userId && row.ownerId !== userId)) throw bookingNotFound();
  return row;
}

/**
 * Same, locked for the rest of the transaction, and only for the given side: a stranger gets the
 * 404 of a missing booking, the other party a 403 saying whose action it is (it knows the booking).
 */
export async function lockBookingAs(
  tx: Tx,
  bookingId: string,
  userId: string,
  side: 'renter' | 'owner' | 'either',
): Promise<BookingRow> {
  const row = await lockBooking(tx, bookingId);
  if (!row) throw bookingNotFound();
  const isRenter = row.renterId === userId;
  const isOwner = row.ownerId === userId;
  if (!isRenter && !isOwner) throw bookingNotFound();
  if (side === 'renter' && !isRenter) throw AppError.forbidden(BOOKING_PARTY_MESSAGES.renterOnly);
  if (side === 'owner' && !isOwner) throw AppError.forbidden(BOOKING_PARTY_MESSAGES.ownerOnly);
  return row;
}

const ILLEGAL_MOVE_MESSAGES = {
  accepted: 'This booking can no longer be accepted.',
  rejected: 'This booking can no longer be rejected.',
  canceled: 'This booking can no longer be canceled.',
  paid: 'This booking can no longer be paid.',
  resolved: 'This booking can no longer be resolved.',
} as const;

/**
 * 409 when the state machine has no such move from the current status. The sentences are fixed
 * (not built from the status) so that the web app can translate them.
 */
export function illegalMove(_row: BookingRow, what: keyof typeof ILLEGAL_MOVE_MESSAGES) {
  return AppError.conflict(ILLEGAL_MOVE_MESSAGES[what]);
}
