/**
 * Stripe.js, loaded from Stripe (it must be: PCI rules forbid bundling or self-hosting it), with the
 * few types the pay page uses. No npm package: a script tag, once per page, and `window.Stripe`.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement | string): void;
  destroy(): void;
  on(
    event: 'ready' | 'change' | 'loaderror',
    handler: (event: { complete?: boolean; error?: StripeError }) => void,
  ): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
}

export interface StripeAppearance {
  theme?: 'stripe' | 'night' | 'flat';
  variables?: Record<string, string>;
}

export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: StripeAppearance; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect?: 'if_required' | 'always';
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeJs;

interface LoaderEnv {
  document: Pick<Document, 'querySelector' | 'createElement' | 'head'>;
  window: { Stripe?: StripeFactory };
}

let pending: Promise<StripeFactory> | null = null;

/** The Stripe factory: the existing script tag or a new one; a failure can be retried (the next call tries again). */
export function loadStripeFactory(
  env: LoaderEnv = { document, window: window as LoaderEnv['window'] },
  timeoutMs = 20_000,
): Promise<StripeFactory> {
  if (env.window.Stripe) return Promise.resolve(env.window.Stripe);
  pending ??= new Promise<StripeFactory>((resolve, reject) => {
    const existing = env.document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`);
    const script = existing ?? env.document.createElement('script');
    const timer = setTimeout(() => fail(new Error('Stripe.js took too long to load')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      pending = null;
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (env.window.Stripe) resolve(env.window.Stripe);
      else fail(new Error('Stripe.js loaded without window.Stripe'));
    });
    script.addEventListener('error', () => fail(new Error('Stripe.js could not be loaded')));
    if (!existing) {
      script.src = STRIPE_JS_URL;
      script.async = true;
      env.document.head.appendChild(script);
    }
  });
  return pending;
}

/** Stripe.js for this publishable key, in the page's language. */
export async function loadStripe(publishableKey: string, locale: string, env?: LoaderEnv): Promise<StripeJs> {
  const factory = await loadStripeFactory(env);
  return factory(publishableKey, { locale });
}

/** Only for tests: forget a load in progress. */
export function resetStripeLoader() {
  pending = null;
}
