import { FormCard } from '../../../components/form-card';
import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { Clock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../../components/locale-link';
import { Switch } from '../../../components/ui/switch';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { HoursEditor } from '../hours/hours-editor';
import { HoursSummary } from '../hours/hours-summary';
import type { OpeningHoursView } from '../hours/hours-values';
import { useHoursForm } from '../hours/use-hours-form';

interface HoursSectionProps {
  listing: OwnerListing;
  onChange(listing: OwnerListing): void;
  /** The hours the listing follows when it has none of its own: the owner's default, else Biclou's. */
  defaultHours: OpeningHoursView;
  today: string;
}

/**
 * The listing's pickup and return hours: "Use my default hours" (PUT /hours with null, the
 * default shown read-only) or hours of its own, edited from what it follows now.
 */
export function HoursSection({ listing, onChange, defaultHours, today }: HoursSectionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [followDefault, setFollowDefault] = useState(listing.hoursFollowDefault);
  const form = useHoursForm(listing.openingHours);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const openingHours = followDefault ? null : form.check();
    if (!followDefault && !openingHours) return;
    setBusy(true);
    const res = await api.call(endpoints.updateListingHours, {
      params: { listingId: listing.id },
      body: { openingHours },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return form.showApiError(res.error);
    onChange(res.data.listing);
    form.reset(res.data.listing.openingHours);
    toast.success(t('listings.hours.saved'));
  }

  return (
    <FormCard
      id="hours"
      title={t('listings.hours.title')}
      description={t('listings.hours.description')}
      icon={<Clock className="size-5" />}
      onSubmit={onSubmit}
      busy={busy}
      formError={form.formError}
      bodyClassName="space-y-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-follow`} className="text-sm font-medium text-neutral-900 dark:text-white">
            {t('listings.hours.follow-default')}
          </label>
          <p id={`${id}-follow-hint`} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {t('listings.hours.follow-default-hint')}{' '}
            <LocaleLink
              to="/account#opening-hours"
              className="font-medium text-primary-700 hover:underline dark:text-primary-400"
            >
              {t('listings.hours.edit-default')}
            </LocaleLink>
          </p>
        </div>
        <Switch
          id={`${id}-follow`}
          checked={followDefault}
          aria-describedby={`${id}-follow-hint`}
          onCheckedChange={setFollowDefault}
        />
      </div>
      {followDefault ? (
        <HoursSummary hours={defaultHours} today={today} />
      ) : (
        <HoursEditor
          idPrefix={`${id}-hours`}
          values={form.values}
          onChange={form.setValues}
          errors={form.errors}
          today={today}
        />
      )}
    </FormCard>
  );
}
