import { FormCard } from '../../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import type { AccountOpeningHoursResponse } from '@biclou/contracts/opening-hours';
import { Clock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { HoursEditor } from './hours-editor';
import { useHoursForm } from './use-hours-form';

/**
 * The account's default pickup and return hours: every listing without hours of its own follows
 * them. "Use Biclou's hours" sets null again (the marketplace's 08:00–20:00, 24 hours' notice).
 * Composed into the account page by its route module (features do not import each other).
 */
export function DefaultHoursSection({ initial, today }: { initial: AccountOpeningHoursResponse; today: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [own, setOwn] = useState(initial.openingHours !== null);
  const form = useHoursForm(initial.effective);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);

  async function save(reset: boolean) {
    const openingHours = reset ? null : form.check();
    if (!reset && !openingHours) return;
    setBusy(reset ? 'reset' : 'save');
    const res = await api.call(endpoints.updateDefaultOpeningHours, { body: { openingHours }, quiet: true });
    setBusy(null);
    if (!res.ok) return form.showApiError(res.error);
    setOwn(res.data.openingHours !== null);
    form.reset(res.data.effective);
    toast.success(t(reset ? 'listings.hours.default.reset-done' : 'listings.hours.default.saved'));
  }

  return (
    <FormCard
      id="opening-hours"
      title={t('listings.hours.default.title')}
      description={t('listings.hours.default.description')}
      icon={<Clock className="size-5" />}
      onSubmit={(e: FormEvent) => (e.preventDefault(), void save(false))}
      busy={busy === 'save'}
      formError={form.formError}
      actions={
        own && (
          <Button type="button" variant="ghost" loading={busy === 'reset'} onClick={() => void save(true)}>
            {t('listings.hours.default.reset')}
          </Button>
        )
      }
    >
      {!own && (
        <p className="rounded-xl bg-neutral-50 px-4 py-3 text-sm text-neutral-700 dark:bg-neutral-800/60 dark:text-neutral-300">
          {t('listings.hours.default.biclou')}
        </p>
      )}
      <HoursEditor
        idPrefix={`${id}-default`}
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        today={today}
      />
    </FormCard>
  );
}
