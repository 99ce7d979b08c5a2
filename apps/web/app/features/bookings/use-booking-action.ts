import * as endpoints from '@biclou/contracts/endpoints';
import { isBookingPartyError, type ReasonRequest } from '@biclou/contracts/bookings';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiError, RequestOptions } from '../../lib/api-client';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';

/**
 * How booking actions are sent: errors come back to the caller, which shows them inline, and a
 * party's 403 ("Only the owner can do this.") is one of them rather than the forbidden page.
 */
export const BOOKING_ACTION_REQUEST: RequestOptions = { quiet: true, inlineForbidden: isBookingPartyError };

const ACTIONS = { accept: endpoints.acceptBooking, reject: endpoints.rejectBooking, cancel: endpoints.cancelBooking };

/** POST a booking action, toast its success, reload the page data; errors are returned for inline display. */
export function useBookingAction(bookingId: string) {
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run(action: keyof typeof ACTIONS, body: ReasonRequest, success: string): Promise<ApiError | null> {
    setBusy(true);
    const res = await api.call(ACTIONS[action], { params: { bookingId }, body, ...BOOKING_ACTION_REQUEST });
    setBusy(false);
    if (!res.ok) return res.error;
    toast.success(success);
    await revalidate();
    return null;
  }
  return { busy, run };
}
