import * as endpoints from '@biclou/contracts/endpoints';
import type { BankingResponse } from '@biclou/contracts/payouts';
import { UpdateBankingRequestSchema } from '@biclou/contracts/payouts';
import { formatIban, SANDBOX_IBANS } from '@biclou/domain/iban';
import { FlaskConical, Landmark, Pencil, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CardSection } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useApi } from '../../context/api-context';
import { formatDateTime } from '../../lib/dates';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues, validateForm } from '../../lib/forms/validate';
import { useLocale } from '../../lib/i18n/use-locale';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { useUser } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

type Kyc = NonNullable<BankingResponse['banking']>['kycStatus'];
const KYC_COLOR: Record<Kyc, BadgeColor> = {
  unverified: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
};

function KycBadge({ status }: { status: Kyc }) {
  const { t } = useTranslation();
  return (
    <Badge color={KYC_COLOR[status]} data-testid="kyc-status" data-status={status}>
      {t(`payouts.banking.kyc.${status}`)}
    </Badge>
  );
}

function SandboxNotice() {
  const { t } = useTranslation();
  return (
    <Alert tone="info" icon={FlaskConical} title={t('payouts.banking.sandbox-title')}>
      <p>{t('payouts.banking.sandbox-text')}</p>
      <ul className="mt-1 space-y-0.5">
        <li>
          <code className="font-mono text-xs">{formatIban(SANDBOX_IBANS.verified)}</code> —{' '}
          {t('payouts.banking.sandbox-verified')}
        </li>
        <li>
          <code className="font-mono text-xs">{formatIban(SANDBOX_IBANS.payoutFails)}</code> —{' '}
          {t('payouts.banking.sandbox-fails')}
        </li>
        <li>
          <code className="font-mono text-xs">{formatIban(SANDBOX_IBANS.kycRejected)}</code> —{' '}
          {t('payouts.banking.sandbox-rejected')}
        </li>
      </ul>
    </Alert>
  );
}

/**
 * /account "Banking": holder, IBAN and BIC (checked by the same ibantools rules as the API), the
 * verification status with the payout partner and the action to start it. With Stripe, verifying
 * opens Stripe's onboarding pages. The IBAN is never shown back whole.
 */
export function BankingSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const user = useUser();
  const [data, setData] = useState<BankingResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'save' | 'verify' | 'refresh' | null>(null);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors([
    'holderName',
    'iban',
    'bic',
    'currentPassword',
  ]);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const res = await api.call(endpoints.myBanking, { signal: controller.signal, quiet: true });
      if (!res.ok) {
        if (!res.aborted) setFailed(true);
        return;
      }
      setData(res.data);
      // Back from the provider's onboarding pages: ask where the verification stands now.
      if (res.data.banking?.kycStatus === 'pending') {
        const fresh = await api.call(endpoints.refreshBanking, { signal: controller.signal, quiet: true });
        if (fresh.ok) setData(fresh.data);
      }
    })();
    return () => controller.abort();
  }, [api]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const check = validateForm(UpdateBankingRequestSchema, formValues(event.currentTarget));
    if (!check.ok) return showFields(check.fields);
    setBusy('save');
    const res = await api.call(endpoints.updateBanking, { body: check.data, quiet: true });
    setBusy(null);
    if (!res.ok) return showApiError(res.error);
    setData(res.data);
    setEditing(false);
    toast.success(t('payouts.banking.saved'));
  }

  async function act(action: 'verify' | 'refresh') {
    clear();
    setBusy(action);
    const res = await api.call(action === 'verify' ? endpoints.verifyBanking : endpoints.refreshBanking, {
      quiet: true,
    });
    setBusy(null);
    if (!res.ok) return showApiError(res.error);
    if (res.data.onboardingUrl) {
      window.location.assign(res.data.onboardingUrl);
      return;
    }
    setData(res.data);
    if (res.data.banking?.kycStatus === 'verified') toast.success(t('payouts.banking.verified-toast'));
  }

  const banking = data?.banking ?? null;
  const showForm = data !== null && (editing || banking === null);
  const profileMissing = (data?.missingProfileFields.length ?? 0) > 0;

  return (
    <CardSection
      id="banking"
      title={t('payouts.banking.title')}
      description={t('payouts.banking.description')}
      icon={<Landmark className="size-5" />}
      action={banking ? <KycBadge status={banking.kycStatus} /> : undefined}
    >
      {failed ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>
      ) : !data ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-5">
          {data.provider === 'sandbox' && <SandboxNotice />}
          {!showForm && <FormAlert message={formError} />}
          {banking && !showForm && (
            <div className="space-y-4" data-testid="banking-summary">
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-xs font-medium text-neutral-500 uppercase dark:text-neutral-400">
                    {t('payouts.banking.holder')}
                  </dt>
                  <dd className="mt-1 text-sm font-medium text-neutral-900 dark:text-white">{banking.holderName}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-neutral-500 uppercase dark:text-neutral-400">
                    {t('payouts.banking.iban')}
                  </dt>
                  <dd className="mt-1 font-mono text-sm text-neutral-900 dark:text-white" data-testid="iban-masked">
                    <span aria-hidden="true">{banking.ibanMasked}</span>
                    <span className="sr-only">{t('payouts.banking.iban-ending', { last4: banking.ibanLast4 })}</span>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-neutral-500 uppercase dark:text-neutral-400">
                    {t('payouts.banking.bic')}
                  </dt>
                  <dd className="mt-1 font-mono text-sm text-neutral-900 dark:text-white">{banking.bic}</dd>
                </div>
              </dl>
              <div className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800" data-testid="kyc-panel">
                <p className="flex items-center gap-2 text-sm font-semibold text-neutral-900 dark:text-white">
                  <ShieldCheck className="size-4 text-primary-600" aria-hidden="true" />
                  {t('payouts.banking.kyc-title')}
                </p>
                <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                  {t(`payouts.banking.kyc-help.${banking.kycStatus}`)}
                </p>
                {banking.kycCheckedAt && (
                  <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
                    {t('payouts.banking.checked-at', {
                      date: formatDateTime(banking.kycCheckedAt, locale, MARKETPLACE_TIME_ZONE, { zone: true }),
                    })}
                  </p>
                )}
                {profileMissing && banking.kycStatus !== 'verified' && (
                  <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                    {t('payouts.banking.profile-first')}{' '}
                    <LocaleLink to="/account#profile" className="font-semibold underline">
                      {t('payouts.banking.complete-profile')}
                    </LocaleLink>
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {banking.kycStatus !== 'verified' && (
                    <Button
                      type="button"
                      size="sm"
                      loading={busy === 'verify'}
                      disabled={profileMissing}
                      onClick={() => void act('verify')}
                    >
                      {t(data.provider === 'stripe' ? 'payouts.banking.verify-stripe' : 'payouts.banking.verify')}
                    </Button>
                  )}
                  {banking.kycStatus === 'pending' && (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      loading={busy === 'refresh'}
                      onClick={() => void act('refresh')}
                    >
                      <RefreshCw className="size-4" aria-hidden="true" /> {t('payouts.banking.refresh')}
                    </Button>
                  )}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      clear();
                      setEditing(true);
                    }}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> {t('payouts.banking.edit')}
                  </Button>
                </div>
              </div>
            </div>
          )}
          {showForm && (
            <form noValidate onSubmit={onSubmit} className="max-w-lg space-y-5" data-testid="banking-form">
              <FormAlert message={formError} />
              <Field id="banking-holder" label={t('payouts.banking.holder')} error={errors.holderName}>
                <Input
                  name="holderName"
                  autoComplete="name"
                  defaultValue={banking?.holderName ?? (user ? `${user.firstname} ${user.lastname}` : '')}
                />
              </Field>
              <Field
                id="banking-iban"
                label={t('payouts.banking.iban')}
                hint={
                  banking
                    ? t('payouts.banking.iban-hint-saved', { last4: banking.ibanLast4 })
                    : t('payouts.banking.iban-hint')
                }
                error={errors.iban}
              >
                <Input
                  name="iban"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="characters"
                  inputMode="text"
                  className="font-mono uppercase"
                  placeholder="FR76 …"
                />
              </Field>
              <Field
                id="banking-bic"
                label={t('payouts.banking.bic')}
                hint={t('payouts.banking.bic-hint')}
                error={errors.bic}
              >
                <Input
                  name="bic"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="characters"
                  className="font-mono uppercase"
                  defaultValue={banking?.bic ?? ''}
                />
              </Field>
              <Field
                id="banking-current-password"
                label={t('fields.current-password')}
                hint={t('payouts.banking.password-hint')}
                error={errors.currentPassword}
              >
                <PasswordInput name="currentPassword" autoComplete="current-password" />
              </Field>
              <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('payouts.banking.privacy')}</p>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={busy === 'save'}>
                  {t('payouts.banking.save')}
                </Button>
                {banking && (
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => {
                      clear();
                      setEditing(false);
                    }}
                  >
                    {t('payouts.banking.cancel')}
                  </Button>
                )}
              </div>
            </form>
          )}
        </div>
      )}
    </CardSection>
  );
}
