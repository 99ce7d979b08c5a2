import * as endpoints from '@biclou/contracts/endpoints';
import { ConfirmPhoneRequestSchema, type Me } from '@biclou/contracts/account';
import { BadgeCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CardSection } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { validateForm } from '../../lib/forms/validate';
import { PhoneInput } from '../../components/phone/phone-input';
import { formatPhone, normalizePhone } from '../../components/phone/phone-validation';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';
import { FormAlert } from '../../components/form-alert';
import { useDefaultPhoneCountry } from './use-default-phone-country';

/** Phone number: send a 6-digit code by SMS, then confirm it (decisions "Accounts"). */
export function PhoneSection({ user }: { user: Me }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const [country, setCountry] = useDefaultPhoneCountry(user.phone);
  const [phone, setPhone] = useState(user.phone ? formatPhone(user.phone, country.code, 'international') : '');
  const [step, setStep] = useState<'enter' | 'code'>('enter');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(['phone', 'code']);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    clear();
    const check = normalizePhone(phone, country.code);
    if (!check.ok) return showFields({ phone: [check.message] });
    setBusy(true);
    const res = await api.call(endpoints.startPhoneVerification, {
      body: { phone: check.e164, country: check.country ?? country.code },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    setStep('code');
    toast.info(t('phone.code-sent'));
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    clear();
    const check = validateForm(ConfirmPhoneRequestSchema, { code });
    if (!check.ok) return showFields(check.fields);
    setBusy(true);
    const res = await api.call(endpoints.confirmPhone, { body: check.data, quiet: true });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    setUser(res.data.user);
    setStep('enter');
    setCode('');
    toast.success(t('phone.confirmed'));
  }

  const status = user.phone ? (
    user.phoneVerified ? (
      <Badge color="success">
        <BadgeCheck className="size-3" aria-hidden="true" />
        {t('phone.verified')}
      </Badge>
    ) : (
      <Badge color="warning">{t('phone.unverified')}</Badge>
    )
  ) : null;

  return (
    <CardSection
      id="phone"
      title={t('account.phone.title')}
      description={t('account.phone.description')}
      icon={<Smartphone className="size-5" />}
      action={status}
    >
      <div className="max-w-lg space-y-4">
        <FormAlert message={formError} />
        {step === 'enter' ? (
          <form noValidate onSubmit={sendCode} className="space-y-4">
            <Field id="phone-number" label={t('fields.phone')} hint={t('phone.hint')} error={errors.phone}>
              <PhoneInput value={phone} onChange={setPhone} country={country} onCountryChange={setCountry} />
            </Field>
            <Button type="submit" loading={busy}>
              {user.phoneVerified ? t('phone.change') : t('phone.send-code')}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={confirmCode} className="space-y-4">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('phone.code-help', { phone })}</p>
            <Field id="phone-code" label={t('fields.code')} error={errors.code}>
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                autoFocus
                className="max-w-44 text-center font-mono text-lg tracking-[0.5em]"
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={busy}>
                {t('phone.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setStep('enter')}>
                {t('phone.edit-number')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </CardSection>
  );
}
