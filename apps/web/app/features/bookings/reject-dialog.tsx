import type { Booking } from '@biclou/contracts/bookings';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { FormAlert } from '../../components/form-alert';
import { useBookingAction } from './use-booking-action';

/** Owner: reject a request, with an optional reason the renter reads. */
export function RejectDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useBookingAction(booking.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    const err = await run('reject', { reason: reason.trim() || null }, t('bookings.actions.rejected'));
    if (err) setError(translateServerMessage(i18n, err.message));
    else onOpenChange(false);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookings.reject.title')}
      description={t('bookings.reject.text')}
    >
      <div className="space-y-4">
        <Field id="reject-reason" label={t('bookings.cancel.reason')} optional={t('common.optional')}>
          <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {t('bookings.reject.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
