import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues } from '../../lib/forms/validate';
import { lazySchema } from '../../lib/forms/lazy-schema';
import { withPrefix } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { landingAfterLogin } from '../../routing/landing';
import { useReturnTo, withReturnTo } from '../../routing/return-link';
import { useSession } from '../../context/session-context';
import { useTheme } from '../../context/theme-context';
import { FormAlert } from '../../components/form-alert';
import { FavouriteIntentNote } from './favourite-intent-note';
import { PasswordInput } from '../../components/password-input';

const FIELDS = ['email', 'password'] as const;
const schema = lazySchema(() => import('@biclou/contracts/auth').then((m) => m.LoginRequestSchema));

export function LoginForm() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { prefix } = useLocale();
  const { setUser } = useSession();
  const { setPreference } = useTheme();
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const [busy, setBusy] = useState(false);
  const [limited, setLimited] = useState(false);
  const [suspendedReason, setSuspendedReason] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    setLimited(false);
    setSuspendedReason(null);
    const check = await schema.validate(formValues(event.currentTarget));
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.login, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok) {
      setLimited(res.status === 429);
      // Suspended by an admin: the field says so, and the admin's reason shows above the form.
      if (res.error.code === 'account_suspended') setSuspendedReason(res.error.fields?.reason?.[0] ?? '');
      return showApiError(res.error);
    }
    const { user } = res.data;
    setUser(user);
    setPreference(user.theme, { save: false });
    // Back to the page that asked for a login, else what needs the member, in their language.
    if (returnTo) return navigate(returnTo, { replace: true });
    const waiting = await api.call(endpoints.myBookings, { query: { status: 'requested' }, quiet: true });
    const landing = landingAfterLogin(waiting.ok ? (waiting.data.counts.requested ?? waiting.data.bookings.length) : 0);
    await navigate(withPrefix(user.locale === 'fr' ? 'fr' : prefix === 'fr' ? '' : prefix, landing), { replace: true });
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
      <FavouriteIntentNote />
      <FormAlert message={formError} tone={limited ? 'warning' : 'error'} />
      {suspendedReason !== null && (
        <FormAlert
          message={
            suspendedReason
              ? t('admin-users.login.reason', { reason: suspendedReason })
              : t('admin-users.login.no-reason')
          }
        />
      )}
      <Field id="login-email" label={t('fields.email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <Field id="login-password" label={t('fields.password')} error={errors.password}>
        <PasswordInput name="password" autoComplete="current-password" required />
      </Field>
      <div className="flex justify-end">
        <LocaleLink
          to="/auth/forgot"
          className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
        >
          {t('auth.login.forgot')}
        </LocaleLink>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-neutral-600 dark:text-neutral-400">
        {t('auth.login.no-account')}{' '}
        <LocaleLink
          to={withReturnTo('/auth/register', returnTo)}
          className="font-semibold text-primary-700 hover:underline dark:text-primary-400"
        >
          {t('auth.login.register-link')}
        </LocaleLink>
      </p>
    </form>
  );
}
