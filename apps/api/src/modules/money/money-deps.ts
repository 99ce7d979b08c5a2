import type { Config } from '../../platform/config/config';
import type { PaymentProvider } from './providers/payment-provider';
import type { PayoutProvider } from './providers/payout-provider';
import { createSandboxProvider } from './providers/sandbox-provider';
import { createStripeClient } from './providers/stripe-client';
import { createStripeProvider } from './providers/stripe-provider';
import { createStripePayoutProvider } from './providers/stripe-payout-provider';
import { createSandboxPayoutProvider } from './providers/sandbox-payout-provider';

/** What the money module adds to Deps (modules/module-deps.ts declares the fields). */
interface MoneyDeps {
  /** Card payments: the built-in sandbox by default, Stripe PaymentIntents with PAYMENT_PROVIDER=stripe. */
  payments: PaymentProvider;
  /** Owner payouts and their KYC: the built-in sandbox by default (Stripe Connect with PAYMENT_PROVIDER=stripe). */
  payouts: PayoutProvider;
}

/** The payment and payout providers the configuration chooses. */
export function createMoneyDeps(config: Config): MoneyDeps {
  return {
    payments:
      config.PAYMENT_PROVIDER === 'stripe' ? createStripeProvider(createStripeClient(config)) : createSandboxProvider(),
    payouts: createPayoutProvider(config),
  };
}

/** The payout provider the configuration chooses (the Stripe branch joins here). */
function createPayoutProvider(config: Config): PayoutProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') return createStripePayoutProvider(createStripeClient(config));
  return createSandboxPayoutProvider();
}
