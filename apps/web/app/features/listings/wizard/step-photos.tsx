import type { OwnerListing } from '@biclou/contracts/listings';
import type { Photo } from '@biclou/contracts/media';
import type { ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { Rocket } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../context/toasts/toast-context';
import { MissingList } from '../missing-list';
import { PhotoManager } from '../photos/photo-manager';
import { useListingAction } from '../use-listing-action';
import { StepFooter, submitIntent } from './step-footer';

/** Step 5: photos (saved as they change), then "Publish" — refused with the list of what is missing. */
export function StepPhotos({ listing }: { listing: OwnerListing }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const toast = useToast();
  const [photos, setPhotos] = useState<Photo[]>(listing.photos);
  const [missing, setMissing] = useState<ListingRequiredAttribute[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useListingAction(listing.id);
  const refusal = useRef<HTMLDivElement>(null);
  const isDraft = listing.status === 'draft';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing([]);
    setError(null);
    if (submitIntent(event) === 'later' || !isDraft) {
      if (submitIntent(event) === 'later') toast.success(t('listings.wizard.saved'));
      return navigate(lp(isDraft ? '/dashboard/listings' : `/dashboard/listings/${listing.id}`));
    }
    const outcome = await run('publish');
    if (outcome.ok) {
      toast.success(t('listings.wizard.published'));
      return navigate(lp(`/listing/${listing.id}`));
    }
    setMissing(outcome.missing);
    if (outcome.error) setError(translateServerMessage(i18n, outcome.error.message));
    requestAnimationFrame(() => refusal.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-6 px-5 py-6 sm:px-6">
        <PhotoManager listingId={listing.id} photos={photos} onChange={setPhotos} />
        <div ref={refusal} className="space-y-3" aria-live="polite">
          <FormAlert message={error} />
          <MissingList listingId={listing.id} missing={missing} tone="error" title={t('listings.missing.refused')} />
        </div>
      </div>
      <StepFooter
        step="photos"
        listingId={listing.id}
        busy={busy !== null}
        primary={
          <Button type="submit" name="intent" value="next" loading={busy === 'publish'}>
            <Rocket className="size-4" aria-hidden="true" />
            {isDraft ? t('listings.wizard.publish') : t('listings.wizard.done')}
          </Button>
        }
      />
    </form>
  );
}
