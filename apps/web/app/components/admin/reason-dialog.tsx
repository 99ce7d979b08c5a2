import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button, type ButtonVariant } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Textarea } from '../ui/input';
import { FormAlert } from '../form-alert';

/** What `onConfirm` answers: nothing when done (the dialog closes), or the error to show. */
export type ReasonDialogResult = void | { error?: string; fieldError?: string };

/**
 * Confirms an admin action that needs a reason (suspend, fail, hide…): the reason is required
 * (3+ characters, as the API checks), the API's 422 message shows under the field.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  confirmLabel,
  variant = 'danger',
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** The field's label; "Reason" by default. */
  label?: string;
  placeholder?: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm(reason: string): Promise<ReasonDialogResult>;
  /** Extra content above the field (what will happen). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setFieldError(undefined);
      setError(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (reason.trim().length < 3) {
            setFieldError(t('admin-ui.reason.too-short'));
            return;
          }
          setBusy(true);
          setError(null);
          setFieldError(undefined);
          const result = await onConfirm(reason.trim());
          setBusy(false);
          if (result && (result.error || result.fieldError)) {
            setError(result.error ?? null);
            setFieldError(result.fieldError);
            return;
          }
          close(false);
        }}
      >
        {children}
        <FormAlert message={error} />
        <Field id={`${id}-reason`} label={label ?? t('admin-ui.reason.label')} error={fieldError}>
          <Textarea
            rows={3}
            value={reason}
            maxLength={1000}
            required
            placeholder={placeholder ?? t('admin-ui.reason.placeholder')}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t('admin-ui.cancel')}
          </Button>
          <Button type="submit" variant={variant} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
