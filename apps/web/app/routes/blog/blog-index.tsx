import * as endpoints from '@biclou/contracts/endpoints';
import { BlogIndexPage } from '../../features/blog/blog-index-page';
import { localeFromPath } from '../../lib/i18n/locales';
import { pageUrl, serverCall } from '../../lib/server-api';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/blog-index';

/**
 * /blog and /blog/tag/<tag> (`?page=2`…): the posts of content/<locale>/blog, newest first. The
 * blog's own page (content/<locale>/blog.md) gives the title and the lead. An unknown tag, or a
 * page past the last, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const rawPage = url.searchParams.get('page');
  if (rawPage !== null && !/^[1-9]\d{0,3}$/.test(rawPage)) throw pageNotFound();
  const page = Number(rawPage ?? 1);
  const tag = params.tag ?? null;
  const [list, intro] = await Promise.all([
    serverCall(context.api, endpoints.listContent, {
      query: { collection: 'blog', locale, page, ...(tag ? { tag } : {}) },
    }),
    serverCall(context.api, endpoints.getContentPage, { params: { slug: 'blog' }, query: { locale } }),
  ]);
  if (!list.data || !intro.data || page > list.data.pages || (tag && list.data.total === 0)) throw pageNotFound();
  return {
    list: list.data,
    tag,
    title: intro.data.title,
    lead: intro.data.description,
    head: { title: tag ? undefined : intro.data.title, description: intro.data.description },
  };
}

export default function BlogIndexRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage list={loaderData.list} tag={loaderData.tag} title={loaderData.title} lead={loaderData.lead} />;
}
