import { FormCard } from '../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import { UpdateProfileRequestSchema, type Me } from '@biclou/contracts/account';
import { UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Field } from '../../components/ui/field';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { useApi } from '../../context/api-context';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { validateForm } from '../../lib/forms/validate';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';
import { parisDate } from '@biclou/domain/paris-calendar';
import { postalCodeExample } from '@biclou/domain/postal-code';
import { profileFormFromUser, profilePayload, profileRuleProblems, type ProfileFormValues } from './profile-values';
import { SpokenLanguagesPicker } from './spoken-languages-picker';

const FIELDS = [
  'firstname',
  'lastname',
  'country',
  'isPro',
  'siret',
  'description',
  'website',
  'birthdate',
  'address',
  'postalCode',
  'city',
  'spokenLanguages',
] as const;
const COUNTRIES = ['FR', 'CH', 'BE', 'LU'] as const;
const DESCRIPTION_MAX = 2000;

/** Every profile field of spec §3 except banking. */
export function ProfileSection({ user }: { user: Me }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormFromUser(user));
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const optional = t('common.optional');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clear();
    const payload = profilePayload(values);
    const check = validateForm(UpdateProfileRequestSchema, payload);
    if (!check.ok) return showFields(check.fields);
    const problems = profileRuleProblems(values, parisDate(new Date()));
    if (Object.keys(problems).length) return showFields(problems);
    setBusy(true);
    const res = await api.call(endpoints.updateProfile, { body: payload, quiet: true });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    setUser(res.data.user);
    setValues(profileFormFromUser(res.data.user));
    toast.success(t('account.profile.saved'));
  }

  return (
    <FormCard
      id="profile"
      title={t('account.profile.title')}
      description={t('account.profile.description')}
      icon={<UserRound className="size-5" />}
      onSubmit={onSubmit}
      busy={busy}
      formError={formError}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-firstname" label={t('fields.firstname')} error={errors.firstname}>
          <Input
            value={values.firstname}
            onChange={(e) => set('firstname', e.target.value)}
            autoComplete="given-name"
            maxLength={100}
            required
          />
        </Field>
        <Field id="profile-lastname" label={t('fields.lastname')} error={errors.lastname}>
          <Input
            value={values.lastname}
            onChange={(e) => set('lastname', e.target.value)}
            autoComplete="family-name"
            maxLength={100}
            required
          />
        </Field>
        <Field id="profile-birthdate" label={t('fields.birthdate')} error={errors.birthdate}>
          <Input
            type="date"
            value={values.birthdate}
            onChange={(e) => set('birthdate', e.target.value)}
            autoComplete="bday"
            className="dark:[color-scheme:dark]"
          />
        </Field>
        <Field id="profile-country" label={t('fields.country')} error={errors.country}>
          <NativeSelect
            value={values.country}
            onChange={(e) => set('country', e.target.value as ProfileFormValues['country'])}
          >
            <option value="">{t('account.profile.choose-country')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="profile-address" label={t('fields.address')} error={errors.address}>
        <Input
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          autoComplete="street-address"
          maxLength={255}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <Field
          id="profile-postal-code"
          label={t('fields.postal-code')}
          hint={values.country ? t(`fields.postal-code-hint.${values.country}`) : undefined}
          error={errors.postalCode}
        >
          <Input
            value={values.postalCode}
            placeholder={values.country ? postalCodeExample(values.country) : undefined}
            onChange={(e) => set('postalCode', e.target.value)}
            autoComplete="postal-code"
            maxLength={16}
          />
        </Field>
        <Field id="profile-city" label={t('fields.city')} error={errors.city}>
          <Input
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            autoComplete="address-level2"
            maxLength={100}
          />
        </Field>
      </div>

      <div className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor="profile-is-pro" className="text-sm font-medium text-neutral-900 dark:text-white">
              {t('fields.is-pro')}
            </label>
            <p id="profile-is-pro-hint" className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
              {t('account.profile.is-pro-hint')}
            </p>
          </div>
          <Switch
            id="profile-is-pro"
            checked={values.isPro}
            onCheckedChange={(on) => set('isPro', on)}
            aria-describedby="profile-is-pro-hint"
          />
        </div>
        {values.isPro && (
          <Field
            id="profile-siret"
            label={t('fields.siret')}
            hint={t('account.profile.siret-hint')}
            error={errors.siret}
            className="mt-4"
          >
            <Input
              value={values.siret}
              onChange={(e) => set('siret', e.target.value)}
              inputMode="numeric"
              maxLength={20}
            />
          </Field>
        )}
      </div>

      <Field
        id="profile-description"
        label={t('fields.description')}
        optional={`${values.description.length}/${DESCRIPTION_MAX}`}
        hint={t('account.profile.description-hint')}
        error={errors.description}
      >
        <Textarea
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={DESCRIPTION_MAX}
          rows={4}
        />
      </Field>
      <Field id="profile-website" label={t('fields.website')} optional={optional} error={errors.website}>
        <Input
          type="url"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
          placeholder="https://"
          autoComplete="url"
        />
      </Field>
      <div>
        <SpokenLanguagesPicker
          id="profile-languages"
          value={values.spokenLanguages}
          onChange={(next) => set('spokenLanguages', next)}
        />
        {errors.spokenLanguages && (
          <p role="alert" className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400">
            {errors.spokenLanguages}
          </p>
        )}
      </div>
    </FormCard>
  );
}
