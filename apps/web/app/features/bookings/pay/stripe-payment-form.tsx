import * as endpoints from '@biclou/contracts/endpoints';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useApi } from '../../../context/api-context';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { randomId } from '../../../lib/random-id';
import { FormAlert } from '../../../components/form-alert';
import { loadStripe, type StripeElements, type StripeJs, type StripePaymentElement } from './stripe-js';
import { stripeAppearance, stripeErrorMessage, stripeReturnUrl } from './stripe-payment';
import { BOOKING_ACTION_REQUEST } from '../use-booking-action';

type Phase = 'starting' | 'ready' | 'paying' | 'processing' | 'unavailable';

/**
 * Stripe's Payment Element (PAYMENT_PROVIDER=stripe). The page asks our API for the booking's
 * PaymentIntent (one idempotency key per page load; the server reuses an open one, or says the
 * booking is already paid after a 3-D Secure redirect back here), mounts Stripe's card form with
 * its client secret, and `confirmPayment`s it. A decline keeps the form for another card; a
 * success is confirmed with our API, which pays the booking (the webhook does it too).
 */
export function StripePaymentForm({
  bookingId,
  publishableKey,
  amountLabel,
  returnPath,
  onPaid,
}: {
  bookingId: string;
  publishableKey: string;
  amountLabel: string;
  /** This page's path, where Stripe sends the renter back after a redirect. */
  returnPath: string;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [phase, setPhase] = useState<Phase>('starting');
  const [error, setError] = useState<string | null>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const session = useRef<{
    stripe: StripeJs;
    elements: StripeElements;
    paymentId: string;
    clientSecret: string;
  } | null>(null);
  const [key] = useState(randomId);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | null = null;
    void (async () => {
      const res = await api.call(endpoints.payBooking, {
        params: { bookingId },
        body: { idempotencyKey: key },
        ...BOOKING_ACTION_REQUEST,
      });
      if (cancelled) return;
      if (!res.ok) {
        setError(translateServerMessage(i18n, res.error.message));
        setPhase('unavailable');
        return;
      }
      if (res.data.status === 'succeeded') return onPaidRef.current();
      // Back from the bank's page (3-D Secure) without success: say so above the form.
      if (new URLSearchParams(window.location.search).get('redirect_status') === 'failed')
        setError(t('stripe.redirect-failed'));
      const clientSecret = res.data.clientSecret;
      if (!clientSecret) return setPhase('unavailable');
      let stripe: StripeJs;
      try {
        stripe = await loadStripe(publishableKey, i18n.language === 'fr' ? 'fr' : 'en');
      } catch {
        if (!cancelled) setPhase('unavailable');
        return;
      }
      if (cancelled || !mountRef.current) return;
      const dark = document.documentElement.classList.contains('dark');
      const elements = stripe.elements({
        clientSecret,
        appearance: stripeAppearance(dark),
        locale: i18n.language === 'fr' ? 'fr' : 'en',
      });
      element = elements.create('payment', { layout: 'tabs' });
      element.on('ready', () => !cancelled && setPhase('ready'));
      element.on('loaderror', () => !cancelled && setPhase('unavailable'));
      element.mount(mountRef.current);
      session.current = { stripe, elements, paymentId: res.data.paymentId, clientSecret };
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [api, bookingId, key, publishableKey, i18n, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const s = session.current;
    if (!s || phase === 'paying') return;
    setError(null);
    setPhase('paying');
    const result = await s.stripe.confirmPayment({
      elements: s.elements,
      confirmParams: { return_url: stripeReturnUrl(window.location.origin, returnPath) },
      redirect: 'if_required',
    });
    if (result.error) {
      const shown = stripeErrorMessage(result.error);
      setError('message' in shown ? shown.message : t(shown.key));
      setPhase('ready');
      return;
    }
    const confirmed = await api.call(endpoints.confirmPayment, {
      params: { bookingId },
      body: { paymentId: s.paymentId, confirmToken: s.clientSecret },
      ...BOOKING_ACTION_REQUEST,
    });
    if (confirmed.ok && confirmed.data.status === 'succeeded') return onPaid();
    if (!confirmed.ok) setError(translateServerMessage(i18n, confirmed.error.message));
    // Paid at Stripe but not settled yet (processing, or our API busy): the webhook finishes it.
    setPhase('processing');
  }

  if (phase === 'unavailable') {
    return (
      <div className="space-y-3" data-testid="stripe-unavailable">
        <Alert tone="error">{error ?? t('stripe.unavailable')}</Alert>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('stripe.retry')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="stripe-form">
      <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">{t('bookings.pay.card')}</h2>
      {phase === 'starting' && (
        <div className="grid min-h-40 place-items-center" aria-busy="true">
          <Spinner className="size-6 text-primary-600" />
          <span className="sr-only">{t('stripe.loading')}</span>
        </div>
      )}
      <div ref={mountRef} />
      {phase === 'processing' ? (
        <Alert tone="info">{t('stripe.processing')}</Alert>
      ) : (
        <>
          <FormAlert message={error} />
          <Button type="submit" size="lg" className="w-full" loading={phase === 'paying'} disabled={phase !== 'ready'}>
            <Lock className="size-4" aria-hidden="true" />
            {t('bookings.pay.submit', { amount: amountLabel })}
          </Button>
        </>
      )}
      <p className="text-center text-xs text-neutral-500 dark:text-neutral-400">{t('stripe.secure')}</p>
    </form>
  );
}
