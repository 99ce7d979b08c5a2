import type { SettingsResponse } from '@biclou/contracts/settings';
import type { StripeAppearance, StripeError } from './stripe-js';

/** Which card form the pay page shows: the sandbox's (the default), Stripe's Payment Element, or none if Stripe lacks its key. */
type PaymentUi = { kind: 'sandbox' } | { kind: 'stripe'; publishableKey: string } | { kind: 'unavailable' };

export function paymentUiOf(
  settings:
    | (Pick<SettingsResponse, 'paymentProvider'> & Partial<Pick<SettingsResponse, 'stripePublishableKey'>>)
    | null
    | undefined,
): PaymentUi {
  if ((settings?.paymentProvider ?? 'sandbox') !== 'stripe') return { kind: 'sandbox' };
  return settings?.stripePublishableKey
    ? { kind: 'stripe', publishableKey: settings.stripePublishableKey }
    : { kind: 'unavailable' };
}

/**
 * What to tell the renter after `confirmPayment` failed: Stripe's own sentence for a card problem
 * (a decline, a wrong number; Stripe.js writes it in the page's language), ours for anything else.
 */
export function stripeErrorMessage(error: StripeError): { message: string } | { key: 'stripe.failed' } {
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message)
    return { message: error.message };
  return { key: 'stripe.failed' };
}

/** Where Stripe sends the renter back after a redirect (3-D Secure on the bank's page): this pay page, which then finishes. */
export function stripeReturnUrl(origin: string, payPath: string): string {
  return new URL(payPath, origin).toString();
}

/** Stripe's form in our colours, light or dark. */
export function stripeAppearance(dark: boolean): StripeAppearance {
  return {
    theme: dark ? 'night' : 'stripe',
    variables: {
      colorPrimary: dark ? '#36d584' : '#079a52',
      borderRadius: '8px',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
  };
}
