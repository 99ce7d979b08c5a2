import * as endpoints from '@biclou/contracts/endpoints';
import { PASSWORD_MIN } from '@biclou/contracts/account-constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues } from '../../lib/forms/validate';
import { lazySchema } from '../../lib/forms/lazy-schema';
import { useLocale } from '../../lib/i18n/use-locale';
import { useToast } from '../../context/toasts/toast-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';

const schema = lazySchema(() => import('@biclou/contracts/auth').then((m) => m.ResetPasswordRequestSchema));

export function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const { lp } = useLocale();
  const { errors, formError, showFields, showApiError, clear, setFormError } = useFormErrors(['password', 'confirm']);
  const [busy, setBusy] = useState(false);
  const [tokenRejected, setTokenRejected] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const values = formValues(event.currentTarget);
    const check = await schema.validate({ token, password: values.password });
    if (!check.ok) return showFields(check.fields);
    if (values.password !== values.confirm) return showFields({ confirm: [t('auth.reset.mismatch')] });
    setBusy(true);
    const res = await api.call(endpoints.resetPassword, { body: check.data, quiet: true });
    setBusy(false);
    if (res.ok) {
      toast.success(t('auth.reset.done'));
      return navigate(lp('/auth/login'), { replace: true });
    }
    if (res.error.fields?.token || res.error.code === 'invalid_token') {
      setTokenRejected(true);
      return setFormError(t('auth.reset.invalid-link'));
    }
    showApiError(res.error);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={schema.preload}
      onInput={schema.preload}
      className="space-y-5"
    >
      <FormAlert message={formError} />
      {tokenRejected && (
        <Button asChild variant="outline" className="w-full">
          <LocaleLink to="/auth/forgot">{t('auth.reset.new-link')}</LocaleLink>
        </Button>
      )}
      <Field
        id="reset-password"
        label={t('fields.new-password')}
        hint={t('auth.register.password-hint', { count: PASSWORD_MIN })}
        error={errors.password}
      >
        <PasswordInput name="password" autoComplete="new-password" required autoFocus />
      </Field>
      <Field id="reset-confirm" label={t('fields.confirm-password')} error={errors.confirm}>
        <PasswordInput name="confirm" autoComplete="new-password" required />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
