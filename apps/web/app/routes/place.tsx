import * as endpoints from '@biclou/contracts/endpoints';
import { placeHead } from '../features/places/place-head';
import { PlacePage } from '../features/places/place-page';
import { toPlacePageView } from '../features/places/place-view';
import { BRAND } from '../lib/constants';
import { localeFromPath } from '../lib/i18n/locales';
import { pageUrl, serverCall } from '../lib/server-api';
import { assertRouteParams } from '../routing/assert-route-params';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/place';

/** /place/:place, server-rendered in the visitor's language; an unknown place is the 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  assertRouteParams(args);
  const url = pageUrl(request);
  // The test locale reads the English page (it shows keys for the page's own strings).
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const res = await serverCall(context.api, endpoints.getPlacePage, {
    params: { place: params.place },
    query: { locale },
  });
  if (!res.data) throw pageNotFound();
  // Only what the page renders goes into its data (place-view.ts).
  const page = toPlacePageView(res.data.page);
  return { page, head: placeHead(page, url.origin, BRAND) };
}

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlacePage page={loaderData.page} />;
}
