import * as endpoints from '@biclou/contracts/endpoints';
import type { OwnerListing } from '@biclou/contracts/listings';
import { LISTING_INCOMPLETE_CODE } from '@biclou/contracts/listings';
import type { ListingRequiredAttribute } from '@biclou/domain/listing-completeness';
import { useState } from 'react';
import type { ApiError } from '../../lib/api-client';
import { useApi } from '../../context/api-context';
import { knownMissing } from './wizard/missing-steps';

const ACTIONS = {
  publish: endpoints.publishListing,
  pause: endpoints.pauseListing,
  reactivate: endpoints.reactivateListing,
};

export type ListingAction = keyof typeof ACTIONS;

type ActionOutcome =
  { ok: true; listing: OwnerListing } | { ok: false; missing: ListingRequiredAttribute[]; error: ApiError | null };

/** POST /listings/:id/{publish|pause|reactivate}; an incomplete listing answers 422 with what is missing. */
export function useListingAction(listingId: string) {
  const api = useApi();
  const [busy, setBusy] = useState<ListingAction | null>(null);

  async function run(action: ListingAction): Promise<ActionOutcome> {
    setBusy(action);
    const res = await api.call(ACTIONS[action], { params: { listingId } });
    setBusy(null);
    if (res.ok) return { ok: true, listing: res.data.listing };
    if (res.error.code === LISTING_INCOMPLETE_CODE) {
      const fields = res.error.fields as Record<string, string[]> | undefined;
      return { ok: false, missing: knownMissing(fields?.missing), error: null };
    }
    return { ok: false, missing: [], error: res.status === 422 ? res.error : null };
  }

  return { busy, run };
}
