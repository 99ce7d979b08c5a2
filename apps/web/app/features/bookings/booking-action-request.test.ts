import { describe, expect, it } from 'vitest';
import { BOOKING_PARTY_MESSAGES, isBookingPartyError } from '@biclou/contracts/bookings';
import { apiError, setup } from '../../lib/api-client.fixture';
import { BOOKING_ACTION_REQUEST } from './use-booking-action';

describe('api client', () => {
  it("a 403 the caller shows itself (a booking party asking for the other side's action): no forbidden page, the error comes back", async () => {
    const { api, onForbidden, notifyError } = setup(() => apiError(403, BOOKING_PARTY_MESSAGES.ownerOnly));
    const res = await api.request('POST', '/bookings/b1/accept', {}, BOOKING_ACTION_REQUEST);
    expect(res).toMatchObject({ ok: false, status: 403, error: { message: 'Only the owner can do this.' } });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    // Without quiet, it is a toast with the translated sentence instead of the forbidden page.
    await api.request('POST', '/bookings/b1/accept', {}, { inlineForbidden: isBookingPartyError });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Only the owner can do this.');
  });

  it('any other 403 on a booking action still shows the forbidden page', async () => {
    const { api, onForbidden } = setup(() => apiError(403, 'Forbidden'));
    const res = await api.request('POST', '/bookings/b1/accept', {}, BOOKING_ACTION_REQUEST);
    expect(res).toMatchObject({ ok: false, status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });
});
