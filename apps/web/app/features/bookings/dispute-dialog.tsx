import * as endpoints from '@biclou/contracts/endpoints';
import type { Booking } from '@biclou/contracts/bookings';
import { DISPUTE_REASONS, type DisputeReason } from '@biclou/domain/dispute-reasons';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { NativeSelect, Textarea } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { FormAlert } from '../../components/form-alert';
import { useToast } from '../../context/toasts/toast-context';
import { BOOKING_ACTION_REQUEST } from './use-booking-action';

/** Renter: open a dispute (a reason and an explanation) while the API allows it. */
export function DisputeDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(['reason', 'explanation']);
  async function confirm() {
    clear();
    if (!reason) return showFields({ reason: ['Choose a reason.'] });
    if (explanation.trim().length < 10)
      return showFields({ explanation: ['Explain what happened (10 characters at least).'] });
    setBusy(true);
    const res = await api.call(endpoints.openDispute, {
      params: { bookingId: booking.id },
      body: { reason, explanation: explanation.trim() },
      ...BOOKING_ACTION_REQUEST,
    });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    toast.success(t('bookings.actions.disputed'));
    onOpenChange(false);
    await revalidate();
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookings.dispute.title')}
      description={t('bookings.dispute.text')}
    >
      <div className="space-y-4">
        <Field id="dispute-reason" label={t('bookings.dispute.reason')} error={errors.reason}>
          <NativeSelect value={reason} onChange={(e) => setReason(e.target.value as DisputeReason)}>
            <option value="" disabled>
              —
            </option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`bookings.dispute.reasons.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="dispute-explanation"
          label={t('bookings.dispute.explanation')}
          hint={t('bookings.dispute.explanation-hint')}
          error={errors.explanation}
        >
          <Textarea rows={5} maxLength={5000} value={explanation} onChange={(e) => setExplanation(e.target.value)} />
        </Field>
        <FormAlert message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy}>
            {t('bookings.dispute.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
