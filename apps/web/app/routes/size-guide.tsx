import * as endpoints from '@biclou/contracts/endpoints';
import { SizeGuidePage } from '../features/size-guide/size-guide-page';
import { readSizeGuide } from '../features/size-guide/size-guide-state';
import { serverCatalogue } from '../lib/i18n/catalogues.server';
import { localeFromPath } from '../lib/i18n/locales';
import { translate } from '../lib/i18n/tiny-i18n';
import { pageUrl, serverCall } from '../lib/server-api';
import type { Route } from './+types/size-guide';

/**
 * /size-guide: the form's values come from the URL, so the answer is in the server render; the
 * size scale and the category names are the catalogue's (GET /categories), as on listings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname);
  const catalog = await serverCall(context.api, endpoints.getCategories);
  const description = translate(serverCatalogue(locale), locale, 'size-guide.description');
  return {
    values: readSizeGuide(url.searchParams),
    catalog: catalog.data,
    head: typeof description === 'string' ? { description } : undefined,
  };
}

export default function SizeGuideRoute({ loaderData }: Route.ComponentProps) {
  return <SizeGuidePage values={loaderData.values} catalog={loaderData.catalog} />;
}
