import type { OwnerListing } from '@biclou/contracts/listings';
import type { ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { CirclePause, CirclePlay, Power, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { useToast } from '../../../context/toasts/toast-context';
import { MissingList } from '../missing-list';
import { StatusBadge } from '../status-badge';
import { useListingAction, type ListingAction } from '../use-listing-action';

interface StatusSectionProps {
  listing: OwnerListing;
  onChange(listing: OwnerListing): void;
}

/** Make public, pause or reactivate; a refusal lists what is missing. */
export function StatusSection({ listing, onChange }: StatusSectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { busy, run } = useListingAction(listing.id);
  const [refused, setRefused] = useState<ListingRequiredAttribute[]>([]);

  async function act(action: ListingAction) {
    setRefused([]);
    const outcome = await run(action);
    if (outcome.ok) {
      onChange(outcome.listing);
      toast.success(t(`listings.manage.status.done.${action}`));
    } else setRefused(outcome.missing);
  }

  const action: { key: ListingAction; icon: typeof Rocket; variant: 'primary' | 'outline' } | null =
    listing.status === 'draft'
      ? { key: 'publish', icon: Rocket, variant: 'primary' }
      : listing.status === 'live'
        ? { key: 'pause', icon: CirclePause, variant: 'outline' }
        : listing.status === 'paused'
          ? { key: 'reactivate', icon: CirclePlay, variant: 'primary' }
          : null;

  return (
    <CardSection
      id="status"
      title={t('listings.manage.status.title')}
      icon={<Power className="size-5" />}
      action={<StatusBadge status={listing.status} />}
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-xl text-sm text-neutral-600 dark:text-neutral-400">
            {t(`listings.manage.status.explain.${listing.status}`)}
            {listing.status === 'suspended' &&
              listing.suspendedReason &&
              ` ${t('listings.status-banner.reason', { reason: listing.suspendedReason })}`}
          </p>
          {action && (
            <Button
              variant={action.variant}
              onClick={() => void act(action.key)}
              loading={busy === action.key}
              disabled={busy !== null}
            >
              <action.icon className="size-4" aria-hidden="true" />
              {t(`listings.manage.status.actions.${action.key}`)}
            </Button>
          )}
        </div>
        {listing.status === 'draft' && !refused.length && (
          <MissingList listingId={listing.id} missing={listing.missing} />
        )}
        <div aria-live="polite">
          <MissingList listingId={listing.id} missing={refused} tone="error" title={t('listings.missing.refused')} />
        </div>
      </div>
    </CardSection>
  );
}
