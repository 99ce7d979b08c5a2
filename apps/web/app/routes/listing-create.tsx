import type { CategoriesResponse } from '@biclou/contracts/catalog';
import { WizardPage } from '../features/listings/wizard/wizard-page';
import { serverRequest } from '../lib/server-api';
import type { Route } from './+types/listing-create';

/** /listing/create (auth, verified): step 1 of the wizard; saving it creates the draft. */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverRequest<CategoriesResponse>(context.api, 'GET', '/categories');
  if (!res.data) throw new Response('Categories unavailable', { status: 503 });
  return { catalog: res.data };
}

export default function ListingCreateRoute({ loaderData }: Route.ComponentProps) {
  return <WizardPage step="infos" catalog={loaderData.catalog} />;
}
