import { ErrorCode } from '@biclou/contracts/errors';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { PAYMENT_UNAVAILABLE } from '../money';

/**
 * A call to the payout provider: an AppError passes through; anything else (network, a provider
 * bug) is logged and becomes 503 with the same sentence as payments, never a 500. The caller's
 * transaction rolls back, and a retry reuses the same idempotency key.
 */
export async function callPayoutProvider<T>(ctx: Pick<RequestContext, 'log'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'payout provider call failed');
    throw new AppError(ErrorCode.paymentUnavailable, 503, PAYMENT_UNAVAILABLE);
  }
}
