import * as endpoints from '@biclou/contracts/endpoints';
import type { DepositResponse } from '@biclou/contracts/deposits';
import { serverCall, type ServerApi } from '../../lib/server-api';

const WITH_DEPOSIT = new Set(['paid', 'ongoing', 'completed', 'disputed', 'resolved']);

/** For a booking page's loader: the deposit hold and claim (null before payment). */
export async function loadDeposit(
  api: ServerApi,
  booking: { id: string; status: string },
): Promise<DepositResponse | null> {
  if (!WITH_DEPOSIT.has(booking.status)) return null;
  const res = await serverCall(api, endpoints.getDeposit, { params: { bookingId: booking.id } });
  return res.data ?? null;
}
