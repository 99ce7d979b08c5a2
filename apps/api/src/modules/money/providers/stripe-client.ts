import Stripe from 'stripe';
import { ErrorCode } from '@biclou/contracts/errors';
import type { Config } from '../../../platform/config/config';
import { AppError } from '../../../platform/http/app-error';

/**
 * The official SDK, configured from STRIPE_SECRET_KEY. STRIPE_API_URL (tests, a local fake server)
 * overrides the SDK's `protocol`, `host` and `port`. The API version is the one this SDK release is
 * pinned to, so a Stripe account upgrade never changes the shapes we read.
 */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required for the Stripe provider');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Biclou' },
    ...stripeAddress(config.STRIPE_API_URL),
  });
}

/** `http://127.0.0.1:4010` → { protocol: 'http', host: '127.0.0.1', port: 4010 }. */
export function stripeAddress(
  url: string | undefined,
): Pick<NonNullable<ConstructorParameters<typeof Stripe>[1]>, 'protocol' | 'host' | 'port'> {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443 };
}

export const PAYMENT_UNAVAILABLE = 'The payment service is unavailable. Please try again in a moment.';

/** A Stripe call that failed for a reason other than a decline: 503, details only in the log. */
export function paymentUnavailable(cause?: unknown) {
  const error = new AppError(ErrorCode.paymentUnavailable, 503, PAYMENT_UNAVAILABLE);
  if (cause) (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

/** Runs one SDK call; connection, API and authentication errors become `paymentUnavailable`. */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw paymentUnavailable(err);
  }
}
