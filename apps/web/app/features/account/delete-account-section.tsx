import * as endpoints from '@biclou/contracts/endpoints';
import { DeleteAccountRequestSchema } from '@biclou/contracts/account';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardSection } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues, validateForm } from '../../lib/forms/validate';
import { useLocale } from '../../lib/i18n/use-locale';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';

/** Refused while bookings are unfinished (409, shown in the dialog); otherwise anonymised. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const { setUser } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(['password']);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const check = validateForm(DeleteAccountRequestSchema, formValues(event.currentTarget));
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.deleteAccount, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    setOpen(false);
    setUser(null);
    await navigate(lp('/'));
    toast.show({ title: t('account.delete.done'), icon: 'sun-moon', color: 'neutral' });
  }

  return (
    <CardSection
      id="delete"
      title={t('account.delete.title')}
      description={t('account.delete.description')}
      icon={<Trash2 className="size-5" />}
      className="border-red-200 dark:border-red-900/60"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-neutral-600 dark:text-neutral-400">{t('account.delete.explain')}</p>
        <Button
          variant="danger"
          onClick={() => {
            clear();
            setOpen(true);
          }}
        >
          {t('account.delete.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.delete.confirm-title')}
        description={t('account.delete.confirm-text')}
      >
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <FormAlert message={formError} />
          <Field id="delete-password" label={t('fields.password')} error={errors.password}>
            <PasswordInput name="password" autoComplete="current-password" autoFocus />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {t('account.delete.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </CardSection>
  );
}
