import * as endpoints from '@biclou/contracts/endpoints';
import { WizardPage } from '../features/listings/wizard/wizard-page';
import { loadSessionUser, serverCall } from '../lib/server-api';
import { emailNotVerified } from '../routing/route-errors';
import type { Route } from './+types/listing-create';

/**
 * /listing/create (public, spec §2): step 1 of the wizard; saving it creates the draft. A visitor
 * fills it and is then asked to sign up or log in; a member must have confirmed their email first.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await loadSessionUser(context.api, request);
  if (user && !user.emailVerified) throw emailNotVerified();
  const res = await serverCall(context.api, endpoints.getCategories);
  if (!res.data) throw new Response('Categories unavailable', { status: 503 });
  return { catalog: res.data };
}

export default function ListingCreateRoute({ loaderData }: Route.ComponentProps) {
  return <WizardPage step="infos" catalog={loaderData.catalog} />;
}
