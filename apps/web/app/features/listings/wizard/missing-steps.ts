import { LISTING_REQUIRED_ATTRIBUTES, type ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** Which wizard step asks for each attribute a draft needs before going live. */
export const ATTRIBUTE_STEP: Readonly<Record<ListingRequiredAttribute, WizardStep>> = {
  category: 'infos',
  brand: 'infos',
  model: 'infos',
  size: 'infos',
  description: 'details',
  address: 'address',
  coordinates: 'address',
  price: 'price',
  photo: 'photos',
};

/** Keeps only the attribute names we know (a 422 `fields.missing` comes from outside). */
export function knownMissing(values: readonly string[] | undefined): ListingRequiredAttribute[] {
  return (values ?? []).filter((v): v is ListingRequiredAttribute =>
    (LISTING_REQUIRED_ATTRIBUTES as readonly string[]).includes(v),
  );
}

/** Where "Continue" takes the owner: the first step that still lacks something, else the last one. */
export function stepToContinue(missing: readonly ListingRequiredAttribute[]): WizardStep {
  const steps = new Set(missing.map((a) => ATTRIBUTE_STEP[a]));
  return WIZARD_STEPS.find((s) => steps.has(s)) ?? 'photos';
}

/** Steps with nothing missing: they get a check in the progress indicator. */
export function completedSteps(missing: readonly ListingRequiredAttribute[]): Set<WizardStep> {
  const open = new Set(missing.map((a) => ATTRIBUTE_STEP[a]));
  return new Set(WIZARD_STEPS.filter((s) => !open.has(s)));
}
