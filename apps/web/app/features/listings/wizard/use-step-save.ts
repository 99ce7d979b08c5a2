import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../shell/api-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useToast } from '../../../shell/toasts/toast-context';
import type { StepIntent } from './step-footer';
import { nextStep, stepPath, type WizardStep } from './wizard-steps';

/** A new draft, or one step of an existing draft. */
export type StepCall =
  | { endpoint: typeof endpoints.createListing; body: unknown }
  | {
      endpoint:
        | typeof endpoints.updateListingInfos
        | typeof endpoints.updateListingDetails
        | typeof endpoints.updateListingAddress
        | typeof endpoints.updateListingPrice;
      listingId: string;
      body: unknown;
    };

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
        ? await api.call(call.endpoint, { params: { listingId: call.listingId }, body: call.body, quiet: true })
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
