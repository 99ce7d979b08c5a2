import type { DbOrTx, Tx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import { findBooking, lockBookingAs, type BookingRow } from '../bookings';

/** Who reads: a member, or an admin (who sees every booking's reports). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}
export type ViewerSide = 'owner' | 'renter' | 'admin';

export const viewerOf = (user: { id: string; role: string }): Viewer => ({
  id: user.id,
  isAdmin: user.role === 'admin',
});

export const handoverNotFound = () => AppError.notFound('Booking not found');

/** The booking if the viewer is one of its parties or an admin; anyone else gets the 404 of a missing booking. */
export async function bookingForViewer(
  db: DbOrTx,
  viewer: Viewer,
  bookingId: string,
): Promise<{ row: BookingRow; side: ViewerSide }> {
  const row = await findBooking(db, bookingId);
  if (!row) throw handoverNotFound();
  if (row.ownerId === viewer.id) return { row, side: 'owner' };
  if (row.renterId === viewer.id) return { row, side: 'renter' };
  if (viewer.isAdmin) return { row, side: 'admin' };
  throw handoverNotFound();
}

/** The booking, locked for the transaction, for its owner (writes a report) or its renter (answers one). */
export const lockBookingFor = (tx: Tx, viewer: Viewer, bookingId: string, side: 'owner' | 'renter') =>
  lockBookingAs(tx, bookingId, viewer.id, side);
