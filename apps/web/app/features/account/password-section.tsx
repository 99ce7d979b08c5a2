import { FormCard } from '../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import { PASSWORD_MIN, UpdatePasswordRequestSchema } from '@biclou/contracts/account';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Field } from '../../components/ui/field';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues, validateForm } from '../../lib/forms/validate';
import { PasswordInput } from '../../components/password-input';
import { useToast } from '../../context/toasts/toast-context';

export function PasswordSection() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors([
    'currentPassword',
    'password',
    'confirm',
  ]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const form = event.currentTarget;
    const values = formValues(form);
    const check = validateForm(UpdatePasswordRequestSchema, values);
    if (!check.ok) return showFields(check.fields);
    if (values.password !== values.confirm) return showFields({ confirm: [t('auth.reset.mismatch')] });
    setBusy(true);
    const res = await api.call(endpoints.changePassword, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    form.reset();
    toast.success(t('account.password.saved'));
  }

  return (
    <FormCard
      id="password"
      title={t('account.password.title')}
      description={t('account.password.description')}
      icon={<KeyRound className="size-5" />}
      onSubmit={onSubmit}
      busy={busy}
      formError={formError}
      submitLabel={t('account.password.submit')}
      method="post"
      bodyClassName="max-w-lg space-y-5"
    >
      <Field id="password-current" label={t('fields.current-password')} error={errors.currentPassword}>
        <PasswordInput name="currentPassword" autoComplete="current-password" />
      </Field>
      <Field
        id="password-new"
        label={t('fields.new-password')}
        hint={t('auth.register.password-hint', { count: PASSWORD_MIN })}
        error={errors.password}
      >
        <PasswordInput name="password" autoComplete="new-password" />
      </Field>
      <Field id="password-confirm" label={t('fields.confirm-password')} error={errors.confirm}>
        <PasswordInput name="confirm" autoComplete="new-password" />
      </Field>
    </FormCard>
  );
}
