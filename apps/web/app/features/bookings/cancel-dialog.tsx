import * as endpoints from '@biclou/contracts/endpoints';
import type { Booking, CancelPreviewResponseSchema } from '@biclou/contracts/bookings';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { FormAlert } from '../../components/form-alert';
import { useBookingAction } from './use-booking-action';

type CancelPreview = z.infer<typeof CancelPreviewResponseSchema>;

/** Cancel, after showing the exact refund the server computes (GET /cancel-preview, the same computeRefund). */
export function CancelDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const { busy, run } = useBookingAction(booking.id);
  const [preview, setPreview] = useState<CancelPreview | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const owner = booking.viewerRole === 'owner';
  useEffect(() => {
    if (!open) return;
    setPreview(null);
    setError(null);
    const controller = new AbortController();
    void api
      .call(endpoints.cancelPreview, { params: { bookingId: booking.id }, signal: controller.signal, quiet: true })
      .then((res) => {
        if (res.ok) setPreview(res.data);
        else if (!res.aborted) setError(translateServerMessage(i18n, res.error.message));
      });
    return () => controller.abort();
  }, [api, booking.id, open, i18n]);
  const money = (cents: number) => formatMoney(cents, booking.price.currency, locale);

  async function confirm() {
    const err = await run('cancel', { reason: reason.trim() || null }, t('bookings.actions.canceled'));
    if (err) setError(translateServerMessage(i18n, err.message));
    else onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(owner ? 'bookings.cancel.owner-title' : 'bookings.cancel.title')}
    >
      <div className="space-y-4" data-testid="cancel-dialog">
        {!preview && !error && (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('bookings.cancel.loading')}</p>
        )}
        {preview &&
          (owner ? (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {t('bookings.cancel.owner-text', { amount: money(preview.refundCents) })}
            </p>
          ) : booking.status === 'paid' ? (
            <div className="rounded-xl bg-neutral-50 p-4 dark:bg-neutral-800" data-testid="refund-preview">
              <p className="text-lg font-semibold text-neutral-900 dark:text-white">
                {t('bookings.cancel.refund', { amount: money(preview.refundCents) })}
              </p>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                {/* The tiers count hours before the pickup: under two days the sentence counts them too. */}
                {preview.hoursBefore < 48
                  ? t('bookings.cancel.refund-detail-hours', {
                      pct: preview.refundPct,
                      subtotal: money(preview.refundedSubtotal),
                      fee: money(preview.refundedServiceFee),
                      count: Math.max(0, preview.hoursBefore),
                    })
                  : t('bookings.cancel.refund-detail', {
                      pct: preview.refundPct,
                      subtotal: money(preview.refundedSubtotal),
                      fee: money(preview.refundedServiceFee),
                      count: preview.daysBefore,
                    })}
              </p>
            </div>
          ) : (
            <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="refund-preview">
              {t('bookings.cancel.no-money')}
            </p>
          ))}
        <Field id="cancel-reason" label={t('bookings.cancel.reason')} optional={t('common.optional')}>
          <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('bookings.actions.keep')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} disabled={!preview}>
            {t('bookings.cancel.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
