import * as endpoints from '@biclou/contracts/endpoints';
import type { HandoverResponse } from '@biclou/contracts/handover';
import { serverCall, type ServerApi } from '../../lib/server-api';

/** Statuses where a handover can exist or be written: paid, under way, or after the rental. */
const WITH_HANDOVER = new Set(['paid', 'ongoing', 'completed', 'disputed', 'resolved']);

/** For a booking page's loader: the handover (null before payment or for a booking that was never paid). */
export async function loadHandover(
  api: ServerApi,
  booking: { id: string; status: string },
): Promise<HandoverResponse | null> {
  if (!WITH_HANDOVER.has(booking.status)) return null;
  const res = await serverCall(api, endpoints.getHandover, { params: { bookingId: booking.id } });
  return res.data ?? null;
}

/** The page of the handover reports for a side: the owner's booking, the renter's trip or the admin's booking. */
export const handoverPath = (side: 'owner' | 'renter' | 'admin', bookingId: string) =>
  side === 'renter'
    ? `/dashboard/trips/${bookingId}/handover`
    : side === 'admin'
      ? `/admin/bookings/${bookingId}/handover`
      : `/dashboard/bookings/${bookingId}/handover`;
