import * as endpoints from '@biclou/contracts/endpoints';
import { ContentPage } from '../../features/content/content-page';
import { localeFromPath, stripLocale } from '../../lib/i18n/locales';
import { pageUrl, serverCall } from '../../lib/server-api';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/content';

/**
 * /terms, /about-us, /help/rental-process…: the markdown page whose slug is the path
 * (content/<locale>/<slug>.md), rendered by the API with the live booking settings. The test
 * locale reads the English text; a page not translated yet comes in English with a note.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const slug = stripLocale(url.pathname).replace(/^\/+|\/+$/g, '');
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const res = await serverCall(context.api, endpoints.getContentPage, { params: { slug }, query: { locale } });
  if (!res.data) throw pageNotFound();
  return { page: res.data, head: { title: res.data.title, description: res.data.description } };
}

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
