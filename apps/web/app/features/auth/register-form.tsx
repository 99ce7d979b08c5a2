import * as endpoints from '@biclou/contracts/endpoints';
import { PASSWORD_MIN } from '@biclou/contracts/account-constants';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues } from '../../lib/forms/validate';
import { lazySchema } from '../../lib/forms/lazy-schema';
import { useLocale } from '../../lib/i18n/use-locale';
import { useReturnTo, withReturnTo } from '../../routing/return-link';
import { FormAlert } from '../../components/form-alert';
import { FavouriteIntentNote } from './favourite-intent-note';
import { PasswordInput } from '../../components/password-input';

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'terms'] as const;

const schema = lazySchema(() => import('@biclou/contracts/auth').then((m) => m.RegisterRequestSchema));

export function RegisterForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { locale } = useLocale();
  const returnTo = useReturnTo();
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    // The page the newcomer was on rides along in the verification email's link.
    const values = {
      ...formValues(event.currentTarget, ['terms']),
      locale: locale === 'fr' ? 'fr' : 'en',
      ...(returnTo ? { redirect: returnTo } : {}),
    };
    const check = await schema.validate(values);
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.register, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    onRegistered(check.data.email);
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
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="register-firstname" label={t('fields.firstname')} error={errors.firstname}>
          <Input name="firstname" autoComplete="given-name" required autoFocus maxLength={100} />
        </Field>
        <Field id="register-lastname" label={t('fields.lastname')} error={errors.lastname}>
          <Input name="lastname" autoComplete="family-name" required maxLength={100} />
        </Field>
      </div>
      <Field id="register-email" label={t('fields.email')} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field
        id="register-password"
        label={t('fields.password')}
        hint={t('auth.register.password-hint', { count: PASSWORD_MIN })}
        error={errors.password}
      >
        <PasswordInput name="password" autoComplete="new-password" required minLength={PASSWORD_MIN} />
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-neutral-700 dark:text-neutral-300">
          <Checkbox
            name="terms"
            required
            invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? 'register-terms-error' : undefined}
          />
          <span>
            <Trans
              i18nKey="auth.register.terms"
              components={{
                terms: (
                  <LocaleLink
                    to="/terms"
                    target="_blank"
                    className="font-semibold text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
                  />
                ),
              }}
            />
          </span>
        </label>
        {errors.terms && (
          <p
            id="register-terms-error"
            role="alert"
            className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400"
          >
            {errors.terms}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {t('auth.register.submit')}
      </Button>
      <p className="text-center text-sm text-neutral-600 dark:text-neutral-400">
        {t('auth.register.have-account')}{' '}
        <LocaleLink
          to={withReturnTo('/auth/login', returnTo)}
          className="font-semibold text-primary-700 hover:underline dark:text-primary-400"
        >
          {t('auth.register.login-link')}
        </LocaleLink>
      </p>
    </form>
  );
}
