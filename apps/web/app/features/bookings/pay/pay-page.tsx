import type { Booking } from '@biclou/contracts/bookings';
import { ArrowLeft, FlaskConical, Lock, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatBookingTimes } from '../../../lib/booking-times';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { FormAlert } from '../../../components/form-alert';
import { useSession } from '../../../context/session-context';
import { useToast } from '../../../context/toasts/toast-context';
import { Countdown } from '../countdown';
import { PriceDetails } from '../../../components/price-details';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-format';
import { usePayment } from './use-payment';
import { StripePaymentForm } from './stripe-payment-form';
import { paymentUiOf } from './stripe-payment';

const FIELDS = ['number', 'expiry', 'cvc', 'card'] as const;

/** /dashboard/trips/:tripId/pay (client only): the sandbox card form, a confirmation step when the bank asks, then back to the trip. */
export function PayPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const { settings } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { busy, step, pay, confirm } = usePayment(booking.id);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const total = formatMoney(booking.price.pricePaidByBuyer, booking.price.currency, locale);
  const tripPath = `/dashboard/trips/${booking.id}`;
  const ui = paymentUiOf(settings);
  const sandbox = ui.kind === 'sandbox';

  async function done(res: Awaited<ReturnType<typeof pay>>) {
    if (!res) return;
    if (!res.ok) return showApiError(res.error);
    if (res.data.status !== 'succeeded') return;
    toast.success(t('bookings.pay.paid'));
    await navigate(lp(tripPath), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    const exp = parseExpiry(expiry);
    const fields: Record<string, string[]> = {};
    if (!/^\d{12,19}$/.test(number.replace(/\s/g, ''))) fields.number = ['Enter a valid card number.'];
    if (!exp) fields.expiry = ['Enter a valid expiry month.'];
    if (!/^\d{3,4}$/.test(cvc)) fields.cvc = ['Enter a valid security code.'];
    if (!exp || Object.keys(fields).length) return showFields(fields);
    await done(await pay({ number: number.replace(/\s/g, ''), expMonth: exp.expMonth, expYear: exp.expYear, cvc }));
  }

  async function onConfirm() {
    clear();
    await done(await confirm());
  }

  const payable = booking.actions.includes('pay');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <LocaleLink
        to={tripPath}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('bookings.pay.back')}
      </LocaleLink>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('bookings.pay.title')}
        </h1>
        <p className="text-neutral-600 dark:text-neutral-400">
          {booking.listing.title} ·{' '}
          {formatBookingTimes(booking.pickupAt, booking.returnAt, locale, booking.listing.timeZone)}
        </p>
        {booking.deadline?.kind === 'payment_due' && (
          <Countdown deadline={booking.deadline} timeZone={booking.listing.timeZone} />
        )}
      </header>

      {sandbox && (
        <Alert tone="warning" icon={FlaskConical}>
          <span data-testid="test-payments-notice">{t('bookings.pay.test-notice')}</span>
        </Alert>
      )}

      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <Card className="p-5 sm:p-6">
          {ui.kind === 'stripe' && booking.status === 'paid' ? (
            // Back from Stripe (3-D Secure redirect) after the webhook already paid the booking.
            <Alert tone="success">{t('bookings.pay.paid')}</Alert>
          ) : !payable && step.kind !== 'paid' ? (
            <Alert tone="info">{t('bookings.pay.not-payable')}</Alert>
          ) : ui.kind === 'stripe' ? (
            <StripePaymentForm
              bookingId={booking.id}
              publishableKey={ui.publishableKey}
              amountLabel={total}
              returnPath={lp(`${tripPath}/pay`)}
              onPaid={() => {
                toast.success(t('bookings.pay.paid'));
                void navigate(lp(tripPath), { replace: true });
              }}
            />
          ) : ui.kind === 'unavailable' ? (
            <Alert tone="error">{t('stripe.unavailable')}</Alert>
          ) : step.kind === 'confirm' ? (
            <div className="space-y-4" data-testid="payment-confirm-step">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
                <ShieldCheck className="size-5 text-primary-600" aria-hidden="true" />
                {t('bookings.pay.confirm-title')}
              </h2>
              <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('bookings.pay.confirm-text')}</p>
              <FormAlert message={formError} />
              <Button size="lg" className="w-full" onClick={onConfirm} loading={busy} disabled={busy}>
                {t('bookings.pay.confirm')}
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4" data-testid="card-form">
              <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">{t('bookings.pay.card')}</h2>
              <Field id="card-number" label={t('bookings.pay.number')} error={errors.number ?? errors.card}>
                <Input
                  name="cardnumber"
                  value={number}
                  onChange={(e) => setNumber(formatCardNumber(e.target.value))}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  maxLength={23}
                  className="font-mono tracking-wider"
                />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id="card-expiry" label={t('bookings.pay.expiry')} error={errors.expiry}>
                  <Input
                    name="exp-date"
                    value={expiry}
                    onChange={(e) => setExpiry(formatExpiry(e.target.value, expiry))}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM / YY"
                    maxLength={7}
                    className="font-mono"
                  />
                </Field>
                <Field id="card-cvc" label={t('bookings.pay.cvc')} error={errors.cvc}>
                  <Input
                    name="cvc"
                    value={cvc}
                    onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    maxLength={4}
                    className="font-mono"
                  />
                </Field>
              </div>
              <FormAlert message={formError} />
              <Button type="submit" size="lg" className="w-full" loading={busy} disabled={busy}>
                <Lock className="size-4" aria-hidden="true" />
                {t('bookings.pay.submit', { amount: total })}
              </Button>
              <p className="text-center text-xs text-neutral-500 dark:text-neutral-400">{t('bookings.pay.secure')}</p>
            </form>
          )}
        </Card>
        <Card className="space-y-3 self-start p-5">
          <h2 className="font-semibold text-neutral-900 dark:text-white">{t('bookings.detail.price')}</h2>
          <PriceDetails price={booking.price} />
        </Card>
      </div>
    </div>
  );
}
