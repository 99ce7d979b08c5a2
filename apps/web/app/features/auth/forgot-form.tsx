import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues } from '../../lib/forms/validate';
import { lazySchema } from '../../lib/forms/lazy-schema';
import { CheckInbox } from './check-inbox';
import { FormAlert } from '../../components/form-alert';

const schema = lazySchema(() => import('@biclou/contracts/auth').then((m) => m.ForgotPasswordRequestSchema));

/** Same confirmation whether or not the email has an account (no enumeration). */
export function ForgotForm() {
  const { t } = useTranslation();
  const api = useApi();
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(['email']);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const check = await schema.validate(formValues(event.currentTarget));
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.forgotPassword, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok && (res.status === 422 || res.status === 429)) return showApiError(res.error);
    setSentTo(check.data.email);
  }

  if (sentTo) {
    return (
      <CheckInbox title={t('auth.forgot.sent-title')} email={sentTo}>
        {t('auth.forgot.sent-text')}
      </CheckInbox>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={schema.preload} onInput={schema.preload} className="space-y-5">
      <FormAlert message={formError} />
      <Field id="forgot-email" label={t('fields.email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {t('auth.forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <LocaleLink to="/auth/login" className="font-semibold text-primary-700 hover:underline dark:text-primary-400">
          {t('auth.back-to-login')}
        </LocaleLink>
      </p>
    </form>
  );
}
