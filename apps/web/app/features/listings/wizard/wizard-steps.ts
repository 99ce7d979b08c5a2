/** The five steps of the create-listing wizard (spec §2), in order. */
export const WIZARD_STEPS = ['infos', 'details', 'address', 'price', 'photos'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/** `?step=` of the steps page; anything else starts at the first step. */
export function parseStep(value: string | null | undefined): WizardStep {
  return isWizardStep(value) ? value : 'infos';
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) - 1] ?? null;
}

/** Unprefixed path of a step (links add the locale prefix). */
export function stepPath(listingId: string, step: WizardStep): string {
  return `/listing/${listingId}/steps?step=${step}`;
}
