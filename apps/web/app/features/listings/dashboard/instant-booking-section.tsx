import { FormCard } from '../../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { Zap } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Checkbox } from '../../../components/ui/checkbox';
import { NativeSelect } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatDecimal } from '../../../lib/money';

/** The floors an owner may ask: 1 to 5 in steps of 0.5, as the API takes them. */
const SCORES = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const DEFAULT_SCORE = 4;

interface InstantValues {
  on: boolean;
  phoneVerified: boolean;
  completedRental: boolean;
  minScore: boolean;
  score: number;
}

const valuesOf = (listing: OwnerListing): InstantValues => ({
  on: listing.instantBooking,
  phoneVerified: Boolean(listing.instantConditions.phoneVerified),
  completedRental: Boolean(listing.instantConditions.completedRental),
  minScore: listing.instantConditions.minReviewScore !== undefined,
  score: listing.instantConditions.minReviewScore ?? DEFAULT_SCORE,
});

/**
 * "Instant booking": on or off, and the conditions a renter must meet for a request to be
 * accepted at once (the conditions stay stored while it is off). One PUT /instant-booking.
 */
export function InstantBookingSection({
  listing,
  onChange,
}: {
  listing: OwnerListing;
  onChange(listing: OwnerListing): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(listing));
  const [busy, setBusy] = useState(false);
  const { errors, formError, showApiError, clear } = useFormErrors(['instantConditions.minReviewScore']);
  const set = (change: Partial<InstantValues>) => setValues((v) => ({ ...v, ...change }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clear();
    setBusy(true);
    const res = await api.call(endpoints.updateInstantBooking, {
      params: { listingId: listing.id },
      body: {
        instantBooking: values.on,
        instantConditions: {
          phoneVerified: values.phoneVerified,
          completedRental: values.completedRental,
          minReviewScore: values.minScore ? values.score : null,
        },
      },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    onChange(res.data.listing);
    setValues(valuesOf(res.data.listing));
    toast.success(t(res.data.listing.instantBooking ? 'listings.instant.saved-on' : 'listings.instant.saved-off'));
  }

  const condition = (name: 'phoneVerified' | 'completedRental' | 'minScore', label: ReactNode) => (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-neutral-800 dark:text-neutral-200">
        <Checkbox checked={values[name]} onChange={(e) => set({ [name]: e.target.checked })} />
        {label}
      </label>
    </li>
  );

  return (
    <FormCard
      id="instant-booking"
      title={t('listings.instant.title')}
      description={t('listings.instant.description')}
      icon={<Zap className="size-5" />}
      onSubmit={onSubmit}
      busy={busy}
      formError={formError}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-on`} className="text-sm font-medium text-neutral-900 dark:text-white">
            {t('listings.instant.switch')}
          </label>
          <p id={`${id}-on-hint`} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {t('listings.instant.switch-hint')}
          </p>
        </div>
        <Switch
          id={`${id}-on`}
          checked={values.on}
          aria-describedby={`${id}-on-hint`}
          onCheckedChange={(on) => set({ on })}
        />
      </div>
      {values.on && (
        <div role="group" aria-labelledby={`${id}-conditions`} className="space-y-3">
          <p id={`${id}-conditions`} className="text-sm font-medium text-neutral-900 dark:text-white">
            {t('listings.instant.conditions')}
          </p>
          <ul className="space-y-3">
            {condition('phoneVerified', t('listings.instant.phone-verified'))}
            {condition('completedRental', t('listings.instant.completed-rental'))}
            <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <label className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-neutral-800 dark:text-neutral-200">
                <Checkbox checked={values.minScore} onChange={(e) => set({ minScore: e.target.checked })} />
                {t('listings.instant.min-review-score')}
              </label>
              <label htmlFor={`${id}-score`} className="sr-only">
                {t('listings.instant.review-score-label')}
              </label>
              <NativeSelect
                id={`${id}-score`}
                value={String(values.score)}
                disabled={!values.minScore}
                onChange={(e) => set({ score: Number(e.target.value) })}
                invalid={Boolean(errors['instantConditions.minReviewScore'])}
                className="h-9! w-28!"
              >
                {SCORES.map((s) => (
                  <option key={s} value={String(s)}>
                    {t('listings.instant.score', { score: formatDecimal(s, locale, 0, 1) })}
                  </option>
                ))}
              </NativeSelect>
              {errors['instantConditions.minReviewScore'] && (
                <p role="alert" className="w-full text-xs font-medium text-red-600 dark:text-red-400">
                  {errors['instantConditions.minReviewScore']}
                </p>
              )}
            </li>
          </ul>
          <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('listings.instant.others')}</p>
        </div>
      )}
    </FormCard>
  );
}
