import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { OwnerListing } from '@biclou/contracts/listings';
import { completedSteps } from './missing-steps';
import { StepAddress, StepDetails, StepInfos, StepPhotos, StepPrice } from './wizard-steps-deferred';
import { WizardShell } from './wizard-shell';
import type { WizardStep } from './wizard-steps';

interface WizardPageProps {
  step: WizardStep;
  catalog: CategoriesResponse;
  /** Absent on /listing/create: the first step creates the draft. */
  listing?: OwnerListing;
}

/** The create-listing wizard: one step of the draft at a time, each saved on "Next". */
export function WizardPage({ step, catalog, listing }: WizardPageProps) {
  const done = listing ? completedSteps(listing.missing) : new Set<WizardStep>();
  const title = listing?.brand ? listing.title : undefined;
  return (
    <WizardShell step={step} done={done} listingId={listing?.id} listingTitle={title}>
      {/* Keyed by listing and step: a form starts from the saved draft each time it shows. */}
      <StepBody
        key={`${listing?.id ?? 'new'}-${step}`}
        step={listing ? step : 'infos'}
        catalog={catalog}
        listing={listing}
      />
    </WizardShell>
  );
}

function StepBody({ step, catalog, listing }: WizardPageProps) {
  if (!listing) return <StepInfos catalog={catalog} />;
  switch (step) {
    case 'infos':
      return <StepInfos catalog={catalog} listing={listing} />;
    case 'details':
      return <StepDetails listing={listing} />;
    case 'address':
      return <StepAddress listing={listing} />;
    case 'price':
      return <StepPrice listing={listing} />;
    case 'photos':
      return <StepPhotos listing={listing} />;
  }
}
