import * as endpoints from '@biclou/contracts/endpoints';
import type { PayBookingRequest, PayBookingResponse } from '@biclou/contracts/bookings';
import { useRef, useState } from 'react';
import type { ApiError, ApiResult } from '../../../lib/api-client';
import { useApi } from '../../../context/api-context';
import { randomId } from '../../../lib/random-id';
import { BOOKING_ACTION_REQUEST } from '../use-booking-action';

type PaymentStep = { kind: 'form' } | { kind: 'confirm'; paymentId: string; confirmToken: string } | { kind: 'paid' };

const newKey = () => randomId();

/**
 * The pay calls with one idempotency key per attempt: made once when the page loads, resent as is
 * by a retry or a double click (the server answers the first result, never charges twice), and
 * renewed only after a definitive decline so that another card can be tried.
 */
export function usePayment(bookingId: string) {
  const api = useApi();
  const [key] = useState(newKey);
  const keyRef = useRef(key);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<PaymentStep>({ kind: 'form' });

  async function send(
    call: () => Promise<ApiResult<PayBookingResponse>>,
  ): Promise<{ ok: true; data: PayBookingResponse } | { ok: false; error: ApiError; status: number } | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    const res = await call();
    inFlight.current = false;
    setBusy(false);
    if (res.ok) return { ok: true, data: res.data };
    // A declined card (402) is final for this key: the next attempt gets a new one.
    if (res.status === 402) keyRef.current = newKey();
    return { ok: false, error: res.error, status: res.status };
  }

  function after(res: Awaited<ReturnType<typeof send>>) {
    if (res?.ok) {
      const { data } = res;
      if (data.status === 'succeeded') setStep({ kind: 'paid' });
      else if (data.status === 'requires_action' && data.confirmToken)
        setStep({ kind: 'confirm', paymentId: data.paymentId, confirmToken: data.confirmToken });
    } else if (res && res.status === 402) setStep({ kind: 'form' });
    return res;
  }

  return {
    busy,
    step,
    pay: async (card: PayBookingRequest['card']) =>
      after(
        await send(() =>
          api.call(endpoints.payBooking, {
            params: { bookingId },
            body: { idempotencyKey: keyRef.current, card },
            ...BOOKING_ACTION_REQUEST,
          }),
        ),
      ),
    confirm: async () =>
      step.kind === 'confirm'
        ? after(
            await send(() =>
              api.call(endpoints.confirmPayment, {
                params: { bookingId },
                body: { paymentId: step.paymentId, confirmToken: step.confirmToken },
                ...BOOKING_ACTION_REQUEST,
              }),
            ),
          )
        : null,
  };
}
