import type { Tx } from '@biclou/db/client';
import { lockHoldByRef, updateHold } from './deposit-repository';

/** The provider says the authorisation lapsed (Stripe's payment_intent.canceled, reason automatic). */
export async function markHoldExpired(tx: Tx, provider: string, providerRef: string, now: Date): Promise<string> {
  const hold = await lockHoldByRef(tx, provider, providerRef);
  if (!hold) return 'hold_unknown';
  if (hold.status !== 'authorised') return `hold_${hold.status}`;
  await updateHold(tx, hold.id, { status: 'expired', releasedAt: now });
  return 'hold_expired';
}
