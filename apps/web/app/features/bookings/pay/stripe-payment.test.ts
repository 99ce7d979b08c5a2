import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripe, loadStripeFactory, resetStripeLoader, STRIPE_JS_URL } from './stripe-js';
import { paymentUiOf, stripeAppearance, stripeErrorMessage, stripeReturnUrl } from './stripe-payment';

describe('paymentUiOf (which card form the pay page shows)', () => {
  it.each([
    ['no settings yet', null, { kind: 'sandbox' }],
    ['sandbox', { paymentProvider: 'sandbox' as const, stripePublishableKey: null }, { kind: 'sandbox' }],
    [
      'sandbox even with a stray key',
      { paymentProvider: 'sandbox' as const, stripePublishableKey: 'pk_test_x' },
      { kind: 'sandbox' },
    ],
    [
      'stripe with its key',
      { paymentProvider: 'stripe' as const, stripePublishableKey: 'pk_test_x' },
      { kind: 'stripe', publishableKey: 'pk_test_x' },
    ],
    [
      'stripe without a key',
      { paymentProvider: 'stripe' as const, stripePublishableKey: null },
      { kind: 'unavailable' },
    ],
  ])('%s', (_name, settings, expected) => {
    expect(paymentUiOf(settings)).toEqual(expected);
  });
});

describe('stripeErrorMessage', () => {
  it("shows Stripe's sentence for card and form problems, ours otherwise", () => {
    expect(
      stripeErrorMessage({ type: 'card_error', code: 'card_declined', message: 'Votre carte a été refusée.' }),
    ).toEqual({ message: 'Votre carte a été refusée.' });
    expect(stripeErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' })).toEqual({
      message: 'Your card number is incomplete.',
    });
    expect(stripeErrorMessage({ type: 'api_connection_error', message: 'Network error' })).toEqual({
      key: 'stripe.failed',
    });
    expect(stripeErrorMessage({ type: 'card_error' })).toEqual({ key: 'stripe.failed' });
  });

  it('return URL and appearance', () => {
    expect(stripeReturnUrl('https://biclou.fr', '/fr/dashboard/trips/b1/pay')).toBe(
      'https://biclou.fr/fr/dashboard/trips/b1/pay',
    );
    expect(stripeAppearance(true).theme).toBe('night');
    expect(stripeAppearance(false)).toMatchObject({ theme: 'stripe', variables: { colorPrimary: '#079a52' } });
  });
});

/** A document with just what the loader touches: scripts that "load" or "fail" when the test says. */
function fakeEnv() {
  const scripts: FakeScript[] = [];
  class FakeScript {
    src = '';
    async = false;
    removed = false;
    listeners: Record<string, (() => void)[]> = {};
    addEventListener(type: string, fn: () => void) {
      (this.listeners[type] ??= []).push(fn);
    }
    remove() {
      this.removed = true;
      scripts.splice(scripts.indexOf(this), 1);
    }
    fire(type: 'load' | 'error') {
      for (const fn of this.listeners[type] ?? []) fn();
    }
  }
  const win: { Stripe?: (key: string, o?: { locale?: string }) => unknown } = {};
  const document = {
    head: { appendChild: (s: FakeScript) => scripts.push(s) },
    createElement: () => new FakeScript(),
    querySelector: (selector: string) => scripts.find((s) => selector === `script[src="${s.src}"]`) ?? null,
  };
  return { scripts, win, env: { document, window: win } as never };
}

describe('the Stripe.js loader', () => {
  afterEach(() => {
    resetStripeLoader();
    vi.useRealTimers();
  });

  it('adds one script tag from js.stripe.com however many callers, and gives each the factory', async () => {
    const { scripts, win, env } = fakeEnv();
    const a = loadStripeFactory(env);
    const b = loadStripeFactory(env);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: STRIPE_JS_URL, async: true });
    const factory = vi.fn((key: string, o?: { locale?: string }) => ({ key, locale: o?.locale }));
    win.Stripe = factory;
    scripts[0]!.fire('load');
    expect(await a).toBe(factory);
    expect(await b).toBe(factory);
    expect(await loadStripe('pk_test_1', 'fr', env)).toEqual({ key: 'pk_test_1', locale: 'fr' });
    expect(scripts).toHaveLength(1);
  });

  it('a script that fails (offline, blocked) rejects, removes its tag and lets the next call try again', async () => {
    const { scripts, env } = fakeEnv();
    const first = loadStripeFactory(env);
    scripts[0]!.fire('error');
    await expect(first).rejects.toThrow('Stripe.js could not be loaded');
    expect(scripts).toHaveLength(0);
    void loadStripeFactory(env);
    expect(scripts).toHaveLength(1);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const { scripts, env } = fakeEnv();
    const pending = loadStripeFactory(env, 1000);
    const check = expect(pending).rejects.toThrow('took too long');
    vi.advanceTimersByTime(1000);
    await check;
    expect(scripts).toHaveLength(0);
  });

  it('loaded without window.Stripe is an error too', async () => {
    const { scripts, env } = fakeEnv();
    const pending = loadStripeFactory(env);
    scripts[0]!.fire('load');
    await expect(pending).rejects.toThrow('without window.Stripe');
  });
});
