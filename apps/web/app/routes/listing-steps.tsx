import * as endpoints from '@biclou/contracts/endpoints';
import { WizardPage } from '../features/listings/wizard/wizard-page';
import { parseStep } from '../features/listings/wizard/wizard-steps';
import { pageUrl, serverCall } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { forbidden, pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/listing-steps';

/** /listing/:listingId/steps?step= (auth, verified, owner only): the wizard on a saved draft. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  assertRouteParams(args);
  const [listing, catalog] = await Promise.all([
    serverCall(context.api, endpoints.getListing, { params: { listingId: params.listingId } }),
    serverCall(context.api, endpoints.getCategories),
  ]);
  if (!listing.data) throw pageNotFound();
  // Someone else's live listing answers its public view: the wizard is the owner's only.
  if (listing.data.listing.view !== 'owner') throw forbidden();
  if (listing.data.listing.status === 'deleted') throw pageNotFound();
  if (!catalog.data) throw new Response('Categories unavailable', { status: 503 });
  return {
    listing: listing.data.listing,
    catalog: catalog.data,
    step: parseStep(pageUrl(request).searchParams.get('step')),
  };
}

export default function ListingStepsRoute({ loaderData }: Route.ComponentProps) {
  return <WizardPage step={loaderData.step} catalog={loaderData.catalog} listing={loaderData.listing} />;
}
