import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/api-client';
import type { BodyOf } from '../../../lib/api-endpoint';
import { useApi } from '../../../context/api-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useToast } from '../../../context/toasts/toast-context';
import type { StepIntent } from './step-footer';
import { nextStep, stepPath, type WizardStep } from './wizard-steps';

type UpdateEndpoint =
  | typeof endpoints.updateListingInfos
  | typeof endpoints.updateListingDetails
  | typeof endpoints.updateListingAddress
  | typeof endpoints.updateListingPrice;
type UpdateCall<E> = E extends UpdateEndpoint ? { endpoint: E; listingId: string; body: BodyOf<E> } : never;

/** A new draft, or one step of an existing draft, each with the body its endpoint takes. */
type StepCall =
  | { endpoint: typeof endpoints.createListing; body: BodyOf<typeof endpoints.createListing> }
  | UpdateCall<UpdateEndpoint>;

/**
 * Saves one step of the draft, then goes on: to the next step, or to the dashboard when the
 * owner chose to finish later. Errors come back to the form, shown on their fields.
 */
export function useStepSave(step: WizardStep) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const [busy, setBusy] = useState(false);

  async function save(
    call: StepCall,
    intent: StepIntent,
    onError: (error: ApiError) => void,
  ): Promise<OwnerListing | null> {
    setBusy(true);
    const res =
      'listingId' in call
        ? // StepCall ties each step's endpoint to its body; every step answers the saved draft, so the
          // call goes through one of them (TypeScript does not correlate the two halves of a union).
          await api.call(call.endpoint as typeof endpoints.updateListingInfos, {
            params: { listingId: call.listingId },
            body: call.body as BodyOf<typeof endpoints.updateListingInfos>,
            quiet: true,
          })
        : await api.call(call.endpoint, { body: call.body, quiet: true });
    if (!res.ok) {
      setBusy(false);
      onError(res.error);
      return null;
    }
    const { listing } = res.data;
    const next = nextStep(step);
    if (intent === 'later' || !next) {
      toast.success(t('listings.wizard.saved'));
      await navigate(lp('/dashboard/listings'));
    } else {
      await navigate(lp(stepPath(listing.id, next)));
    }
    setBusy(false);
    return listing;
  }

  return { busy, save };
}
