import * as endpoints from '@biclou/contracts/endpoints';
import { articleLd } from '../../features/blog/blog-ld';
import { BlogPostPage } from '../../features/blog/blog-post-page';
import { ContentHtml } from '../../features/content/content-html';
import { FallbackNote } from '../../features/content/fallback-note';
import { localeFromPath } from '../../lib/i18n/locales';
import { breadcrumbLd } from '../../lib/seo/json-ld';
import { pageUrl, serverCall } from '../../lib/server-api';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/blog-post';

/**
 * /blog/<slug>: a post (content/<locale>/blog/<slug>.md) with Article and breadcrumb JSON-LD,
 * its cover as the social image, and up to three related posts (most shared tags, then newest).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const [post, list] = await Promise.all([
    serverCall(context.api, endpoints.getContentPage, { params: { slug: `blog/${params.slug}` }, query: { locale } }),
    serverCall(context.api, endpoints.listContent, { query: { collection: 'blog', locale } }),
  ]);
  if (!post.data) throw pageNotFound();
  const data = post.data;
  const shared = (tags: string[]) => tags.filter((t) => data.tags.includes(t)).length;
  const related = (list.data?.items ?? [])
    .filter((item) => item.slug !== data.slug)
    .map((item, i) => ({ item, score: shared(item.tags) * 100 - i }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((r) => r.item);
  const prefix = locale === 'fr' ? '/fr' : '';
  const pageLink = `${url.origin}${prefix}/blog/${params.slug}`;
  return {
    post: data,
    related,
    head: {
      title: data.title,
      description: data.description,
      ...(data.cover ? { image: data.cover } : {}),
      ogType: 'article',
      jsonLd: [
        articleLd(data, pageLink, url.origin),
        breadcrumbLd([
          { name: 'Biclou', url: `${url.origin}${prefix || '/'}` },
          { name: 'Blog', url: `${url.origin}${prefix}/blog` },
          { name: data.title, url: pageLink },
        ]),
      ],
    },
  };
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <BlogPostPage
      post={post}
      related={loaderData.related}
      body={<ContentHtml html={post.html} />}
      fallbackNote={<FallbackNote show={post.fallback} />}
    />
  );
}
