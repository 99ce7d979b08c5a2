import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentLocale, ContentSummary } from '@biclou/contracts/content';
import { listContent } from '../content';
import { atomFeed } from './atom-feed';

/** The site's own origin: PUBLIC_URL when set (behind a proxy), else what the request names. */
function originOf(request: FastifyRequest): string {
  const configured = request.server.deps.config.PUBLIC_URL;
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/** Every post of the blog in `locale`, newest first (the listing's pages put together). */
function allPosts(locale: ContentLocale): ContentSummary[] {
  const first = listContent({ collection: 'blog', locale, page: 1 });
  const rest = Array.from({ length: first.pages - 1 }, (_, i) =>
    listContent({ collection: 'blog', locale, page: i + 2 }),
  );
  return [first, ...rest].flatMap((p) => p.items);
}

/** `/blog/feed.xml` (English) and `/fr/blog/feed.xml`: the blog's Atom feeds, at the site root like the sitemap. */
export async function registerBlogFeedRoutes(app: FastifyInstance) {
  for (const [path, locale] of [
    ['/blog/feed.xml', 'en'],
    ['/en/blog/feed.xml', 'en'],
    ['/fr/blog/feed.xml', 'fr'],
  ] as const) {
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(atomFeed(originOf(request), locale, allPosts(locale))),
    );
  }
}
